import Foundation
import LarderCore
import Plot
import Vapor

/// What the stock page shows.
struct PantryStockPage {
    var householdID: UUID
    var householdName: String
    var search: StockSearch
    var items: [PantryItem]
    var locations: [String]
    var expiring: Int
    var reviews: Int
    var presenter: PantryPresenter

    var base: String { "/households/\(householdID)/pantry" }
}

/// The pantry pages' markup.
enum PantryViews {
    static func encode(_ value: String) -> String {
        RecipeSearchForm.encode(value)
    }

    /// The Pantry tab for someone in several households (or none).
    static func chooseHousehold(_ context: WebContext, households: [HouseholdService.Summary]) -> Response {
        let text = context.text
        return Page(title: text[.tabPantry], tab: .pantry) {
            H1(text[.tabPantry])
            if households.isEmpty {
                EmptyState(
                    icon: Icons.pantry, title: text[.pantryNoHouseholdTitle], message: text[.pantryNoHouseholdMessage],
                    action: (text[.householdCreate], "/households"))
            } else {
                Div {
                    H2(text[.pantryChooseHousehold])
                    List(households) { summary in
                        ListItem {
                            Link(summary.household.name, url: "/households/\(summary.household.id.uuidString)/pantry").class(
                                "row-title")
                        }
                    }
                    .class("card-list")
                }
                .class("card")
            }
        }
        .response(context)
    }

    static func stock(_ context: WebContext, _ page: PantryStockPage) -> Response {
        let text = context.text
        let base = page.base
        return Page(title: text[.tabPantry], tab: .pantry) {
            Paragraph { Link(page.householdName, url: "/households/\(page.householdID)") }.class("row-meta")
            Div {
                H1(text[.tabPantry])
                Link(text[.pantryAddItem], url: "\(base)/new").class("button button-primary")
            }
            .class("page-header")
            if page.expiring > 0 {
                Link(text.text(.pantryExpiringCount, [String(page.expiring)]), url: "\(base)/expiring").class("pantry-alert")
            }
            if page.reviews > 0 {
                Link(text.text(.pantryReviewsWaiting, [String(page.reviews)]), url: "\(base)/reviews").class(
                    "pantry-alert pantry-alert-info")
            }
            PantryLinks(base: base, householdID: page.householdID, text: text)
            Form(url: base, method: .get) {
                Input(type: .search, name: "q", value: page.search.text, placeholder: text[.pantrySearchPlaceholder])
                    .attribute(named: "aria-label", value: text[.pantrySearchPlaceholder])
                if let location = page.search.location {
                    Input(type: .hidden, name: "location", value: location)
                }
                Button(text[.pantrySearch]).attribute(named: "type", value: "submit").class("button button-secondary")
            }
            .class("search-form")
            Navigation {
                let query = page.search.text.isEmpty ? "" : "q=\(encode(page.search.text))"
                Link(text[.pantryAllPlaces], url: base + (query.isEmpty ? "" : "?" + query))
                    .class(page.search.location == nil && !page.search.lowStock ? "segment active" : "segment")
                Link(text[.pantryRunningLow], url: "\(base)?low=1").class(page.search.lowStock ? "segment active" : "segment")
                for location in page.locations {
                    Link(
                        PantryWords.location(location, text),
                        url: "\(base)?location=\(encode(location))" + (query.isEmpty ? "" : "&" + query)
                    )
                    .class(page.search.location?.caseInsensitiveCompare(location) == .orderedSame ? "segment active" : "segment")
                }
            }
            .class("segmented")
            .attribute(named: "aria-label", value: text[.pantryPlaces])
            if page.search.lowStock {
                PostButton(
                    action: "/shopping/households/\(page.householdID)/low-stock", label: text[.shoppingAddLowStock], token: context.csrfToken)
            }
            if page.items.isEmpty {
                if page.search.text.isEmpty && page.search.location == nil && !page.search.lowStock {
                    EmptyState(
                        icon: Icons.pantry, title: text[.pantryEmptyTitle], message: text[.pantryEmptyMessage],
                        action: (text[.pantryAddItem], "\(base)/new"))
                } else {
                    EmptyState(icon: Icons.pantry, title: text[.pantryNothingFoundTitle], message: text[.pantryNothingFoundMessage])
                }
            } else {
                Div {
                    PantryItemList(items: page.items, base: base, presenter: page.presenter, text: text)
                }
                .class("card")
            }
        }
        .response(context)
    }
}

/// The pantry's other pages, one tap away.
struct PantryLinks: Component {
    var base: String
    var householdID: UUID
    var text: Localizer

    var body: Component {
        Navigation {
            Link(text[.pantryCookableTitle], url: "\(base)/cookable").class("chip chip-link")
            Link(text[.pantryExpiringTitle], url: "\(base)/expiring").class("chip chip-link")
            Link(text[.pantryHistoryTitle], url: "\(base)/history").class("chip chip-link")
            Link(text[.pantryReviewsTitle], url: "\(base)/reviews").class("chip chip-link")
            Link(text[.devicesTitle], url: "/households/\(householdID)/devices").class("chip chip-link")
            Link(text[.pantrySettingsTitle], url: "\(base)/settings").class("chip chip-link")
        }
        .class("chips pantry-links")
    }
}

/// Items as rows: name, where and until when, and how much.
struct PantryItemList: Component {
    var items: [PantryItem]
    var base: String
    var presenter: PantryPresenter
    var text: Localizer

    var body: Component {
        List(items) { item in
            ListItem {
                Div {
                    Link(text.foodName(item.name), url: "\(base)/items/\(item.id?.uuidString ?? "")").class("row-title")
                    Div {
                        Text(PantryWords.location(item.location, text))
                        if let freshness = PantryWords.freshness(item, presenter: presenter, text) {
                            Text(" · ")
                            Span(freshness.label).class("badge \(freshness.style)")
                        }
                    }
                    .class("row-meta")
                }
                Span(text.stock(item.amount, item.stockUnit)).class("pantry-amount")
            }
        }
        .class("card-list pantry-list")
    }
}
