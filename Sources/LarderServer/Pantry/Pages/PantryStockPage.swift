import Foundation
import LarderCore

/// A household's stock, with search, the places as tabs and the way to the pantry's other pages.
enum PantryStockPage {
    struct Model {
        var householdID: UUID
        var householdName: String
        var search: StockSearch
        var items: [PantryItemRecord]
        var locations: [String]
        var expiring: Int
        var reviews: Int
        var presenter: PantryPresenter
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let household = model.householdID
            let search = model.search
            return Page(title: text[.tabPantry], tab: .pantry) {
                Paragraph { Link(model.householdName, url: HouseholdRoute.detail(.value(household)).path) }.class("row-meta")
                Div {
                    H1(text[.tabPantry])
                    Link(text[.pantryAddItem], url: PantryRoute.newItem(.value(household)).path).class("button button-primary")
                }
                .class("page-header")
                if model.expiring > 0 {
                    Link(text.text(.pantryExpiringCount, [String(model.expiring)]), url: PantryRoute.expiring(.value(household)).path)
                        .class("pantry-alert")
                }
                if model.reviews > 0 {
                    Link(text.text(.pantryReviewsWaiting, [String(model.reviews)]), url: PantryRoute.reviews(.value(household)).path).class(
                        "pantry-alert pantry-alert-info")
                }
                PantryLinks(householdID: household, text: text)
                Form(url: PantryRoute.stock(.value(household)).path, method: .get) {
                    Input(type: .search, name: "q", value: search.text, placeholder: text[.pantrySearchPlaceholder])
                        .attribute(named: "aria-label", value: text[.pantrySearchPlaceholder])
                    if let location = search.location {
                        Input(type: .hidden, name: "location", value: location)
                    }
                    Button(text[.pantrySearch]).attribute(named: "type", value: "submit").class("button button-secondary")
                }
                .class("search-form")
                PantryPlaceTabs(householdID: household, search: search, locations: model.locations, text: text)
                if search.lowStock {
                    PostButton(
                        action: ShoppingRoute.lowStockToDefaultList(.value(household)).path, label: text[.shoppingAddLowStock],
                        token: context.csrfToken)
                }
                if model.items.isEmpty {
                    if search.text.isEmpty && search.location == nil && !search.lowStock {
                        EmptyState(
                            icon: Icons.pantry, title: text[.pantryEmptyTitle], message: text[.pantryEmptyMessage],
                            action: (text[.pantryAddItem], PantryRoute.newItem(.value(household)).path))
                    } else {
                        EmptyState(icon: Icons.pantry, title: text[.pantryNothingFoundTitle], message: text[.pantryNothingFoundMessage])
                    }
                } else {
                    Div {
                        PantryItemList(items: model.items, householdID: household, presenter: model.presenter, text: text)
                    }
                    .class("card")
                }
            }
        }
    }
}

/// All places, running low, and each place: the stock page's tabs, keeping the search words.
struct PantryPlaceTabs: Component {
    var householdID: UUID
    var search: StockSearch
    var locations: [String]
    var text: Localizer

    var body: Component {
        let stock = PantryRoute.stock(.value(householdID))
        let query = search.text.isEmpty ? nil : search.text
        return Navigation {
            Link(text[.pantryAllPlaces], url: stock.path(query: ["q": query]))
                .class(search.location == nil && !search.lowStock ? "segment active" : "segment")
            Link(text[.pantryRunningLow], url: stock.path(query: ["low": "1"])).class(search.lowStock ? "segment active" : "segment")
            for location in locations {
                Link(PantryWords.location(location, text), url: stock.path(query: ["location": location, "q": query]))
                    .class(search.location?.caseInsensitiveCompare(location) == .orderedSame ? "segment active" : "segment")
            }
        }
        .class("segmented")
        .attribute(named: "aria-label", value: text[.pantryPlaces])
    }
}

/// The pantry's other pages, one tap away.
struct PantryLinks: Component {
    var householdID: UUID
    var text: Localizer

    var body: Component {
        let household = Parameter.value(householdID)
        return Navigation {
            Link(text[.pantryCookableTitle], url: PantryRoute.cookable(household).path).class("chip chip-link")
            Link(text[.pantryExpiringTitle], url: PantryRoute.expiring(household).path).class("chip chip-link")
            Link(text[.pantryHistoryTitle], url: PantryRoute.history(household).path).class("chip chip-link")
            Link(text[.pantryReviewsTitle], url: PantryRoute.reviews(household).path).class("chip chip-link")
            Link(text[.devicesTitle], url: DeviceRoute.list(household).path).class("chip chip-link")
            Link(text[.pantrySettingsTitle], url: PantryRoute.settings(household).path).class("chip chip-link")
        }
        .class("chips pantry-links")
    }
}

/// Items as rows: name, where and until when, and how much.
struct PantryItemList: Component {
    var items: [PantryItemRecord]
    var householdID: UUID
    var presenter: PantryPresenter
    var text: Localizer

    var body: Component {
        List(items) { item in
            ListItem {
                Div {
                    Link(text.foodName(item.name), url: PantryRoute.item(.value(householdID), item: .value(item.id)).path).class("row-title")
                    Div {
                        Text(PantryWords.location(item.location, text))
                        if let freshness = PantryWords.freshness(item.bestBefore, presenter: presenter, text) {
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
