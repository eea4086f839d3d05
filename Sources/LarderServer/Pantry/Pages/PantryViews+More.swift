import Foundation
import LarderCore
import Plot
import Vapor

extension PantryViews {
    static func history(
        _ context: WebContext, householdID: UUID, entries: [PantryService.LedgerView], page: Int, total: Int
    ) -> Response {
        let text = context.text
        let base = "/households/\(householdID)/pantry"
        return Page(title: text[.pantryHistoryTitle], tab: .pantry) {
            Paragraph { Link(text[.pantryBackToStock], url: base) }.class("row-meta")
            H1(text[.pantryHistoryTitle])
            Paragraph(text[.pantryHistoryIntro]).class("row-meta")
            Div {
                PantryLedgerList(entries: entries, base: base, next: "\(base)/history?page=\(page)", showsItem: true, context: context)
            }
            .class("card")
            RecipePagination(page: page, total: total, per: 50, text: text) { "\(base)/history?page=\($0)" }
        }
        .response(context)
    }

    static func expiring(
        _ context: WebContext, householdID: UUID, days: Int, items: [PantryItem], presenter: PantryPresenter
    ) -> Response {
        let text = context.text
        let base = "/households/\(householdID)/pantry"
        return Page(title: text[.pantryExpiringTitle], tab: .pantry) {
            Paragraph { Link(text[.pantryBackToStock], url: base) }.class("row-meta")
            H1(text[.pantryExpiringTitle])
            Paragraph(text.text(.pantryExpiringIntro, [String(days)])).class("row-meta")
            if items.isEmpty {
                EmptyState(icon: Icons.pantry, title: text[.pantryExpiringEmptyTitle], message: text[.pantryExpiringEmptyMessage])
            } else {
                Div { PantryItemList(items: items, base: base, presenter: presenter, text: text) }.class("card")
                Link(text[.pantryCookableTitle], url: "\(base)/cookable").class("button button-primary")
            }
        }
        .response(context)
    }

    static func reviews(
        _ context: WebContext, householdID: UUID, reviews: [PantryReview], suggestions: [UUID: [FoodService.Entry]], isOwner: Bool
    ) -> Response {
        let text = context.text
        let base = "/households/\(householdID)/pantry"
        return Page(title: text[.pantryReviewsTitle], tab: .pantry) {
            Paragraph { Link(text[.pantryBackToStock], url: base) }.class("row-meta")
            H1(text[.pantryReviewsTitle])
            Paragraph(text[isOwner ? .pantryReviewsIntro : .pantryReviewsOwnersOnly]).class("row-meta")
            if reviews.isEmpty {
                EmptyState(icon: Icons.device, title: text[.pantryReviewsEmptyTitle], message: text[.pantryReviewsEmptyMessage])
            }
            for review in reviews {
                PantryReviewCard(
                    review: review, suggestions: review.id.flatMap { suggestions[$0] } ?? [], base: base, isOwner: isOwner, context: context
                )
            }
        }
        .response(context)
    }

    static func settings(_ context: WebContext, householdID: UUID, state: FormState, status: HTTPResponseStatus = .ok) -> Response {
        let text = context.text
        let base = "/households/\(householdID)/pantry"
        return Page(title: text[.pantrySettingsTitle], tab: .pantry) {
            Paragraph { Link(text[.pantryBackToStock], url: base) }.class("row-meta")
            H1(text[.pantrySettingsTitle])
            Div {
                FormError(message: state.formError)
                Form(url: "\(base)/settings", method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(
                        label: text[.pantryFieldStaples], name: "staples", value: state.value("staples"),
                        hint: text[.pantryFieldStaplesHint])
                    FormField(
                        label: text[.pantryFieldExpiringDays], name: "expiringDays", type: .number, value: state.value("expiringDays"),
                        hint: text[.pantryFieldExpiringDaysHint], isRequired: true)
                    Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                }
            }
            .class("card")
        }
        .response(context, status: status)
    }

    static func cookable(
        _ context: WebContext, householdID: UUID, items: [PantryService.Cookable], staples: [String], maxMissing: Int?
    ) -> Response {
        let text = context.text
        let base = "/households/\(householdID)/pantry"
        let filters: [(Int?, Phrase)] = [
            (nil, .pantryCookableAll), (0, .pantryCookableNothingMissing), (1, .pantryCookableOneMissing), (2, .pantryCookableTwoMissing),
        ]
        return Page(title: text[.pantryCookableTitle], tab: .pantry) {
            Paragraph { Link(text[.pantryBackToStock], url: base) }.class("row-meta")
            H1(text[.pantryCookableTitle])
            Navigation {
                for (value, phrase) in filters {
                    Link(text[phrase], url: "\(base)/cookable" + (value.map { "?maxMissing=\($0)" } ?? ""))
                        .class(value == maxMissing ? "segment active" : "segment")
                }
            }
            .class("segmented")
            if !staples.isEmpty {
                Paragraph {
                    Text(text.text(.pantryStaplesAlwaysThere, [staples.joined(separator: ", ")]) + " ")
                    Link(text[.pantryChangeSettings], url: "\(base)/settings")
                }
                .class("row-meta")
            }
            if items.isEmpty {
                EmptyState(
                    icon: Icons.recipes, title: text[.pantryCookableEmptyTitle], message: text[.pantryCookableEmptyMessage],
                    action: (text[.pantryAddItem], "\(base)/new"))
            }
            for cookable in items {
                PantryCookableCard(cookable: cookable, text: text)
            }
        }
        .response(context)
    }

    /// Which household's pantry a recipe is cooked from.
    static func chooseCookHousehold(
        _ context: WebContext, recipeID: UUID, title: String, servings: Int?, households: [HouseholdService.Summary]
    ) -> Response {
        let text = context.text
        return Page(title: text[.pantryCookFromPantry], tab: .recipes) {
            Paragraph { Link(title, url: "/recipes/\(recipeID)") }.class("row-meta")
            H1(text[.pantryCookFromWhich])
            Div {
                List(households) { summary in
                    ListItem {
                        Span(summary.household.name).class("row-title")
                        PostButton(
                            action: "/recipes/\(recipeID)/pantry-cook", label: text[.pantryCookFromPantry], token: context.csrfToken,
                            style: "button-primary button-small",
                            fields: [("householdId", summary.household.id.uuidString)]
                                + (servings.map { [("servings", String($0))] } ?? []))
                    }
                }
                .class("card-list")
            }
            .class("card")
        }
        .response(context)
    }

    /// What a cook from the recipe's page found missing, with the way to the shopping list.
    static func shortfall(_ context: WebContext, householdID: UUID, shortfall: PantryService.CookShortfall) -> Response {
        let text = context.text
        return Page(title: text[.pantryShortTitle], tab: .recipes) {
            Paragraph { Link(shortfall.recipeTitle, url: "/recipes/\(shortfall.recipeID)") }.class("row-meta")
            H1(text[.pantryShortTitle])
            Paragraph(text.text(.pantryShortIntro, [shortfall.recipeTitle, String(shortfall.servings)])).class("form-error")
                .attribute(named: "role", value: "alert")
            Div {
                Element(name: "table") {
                    Element(name: "thead") {
                        Element(name: "tr") {
                            Element(name: "th") { Text(text[.pantryIngredient]) }
                            Element(name: "th") { Text(text[.pantryNeeded]) }
                            Element(name: "th") { Text(text[.pantryAvailable]) }
                            Element(name: "th") { Text(text[.pantryMissing]) }
                        }
                    }
                    Element(name: "tbody") {
                        for missing in shortfall.missing {
                            Element(name: "tr") {
                                Element(name: "td") { Text(text.foodName(missing.name)) }
                                Element(name: "td") { Text(text.stock(missing.needed, missing.unit)) }
                                Element(name: "td") { Text(text.stock(missing.available, missing.unit)) }
                                Element(name: "td") { Element(name: "strong") { Text(missing.unit.format(missing.shortfall)) } }
                            }
                        }
                    }
                }
                .class("data pantry-shortfall")
            }
            .class("card")
            Div {
                PostButton(
                    action: "/households/\(householdID)/pantry/shortfall", label: text[.pantryAddMissingToList], token: context.csrfToken,
                    style: "button-primary",
                    fields: [("recipeId", shortfall.recipeID.uuidString), ("servings", String(shortfall.servings))])
                Link(text[.pantryBackToRecipe], url: "/recipes/\(shortfall.recipeID)").class("button button-secondary")
            }
            .class("button-row")
        }
        .response(context, status: .conflict)
    }
}

/// One device observation waiting, and (for owners) the three ways to settle it.
struct PantryReviewCard: Component {
    var review: PantryReview
    var suggestions: [FoodService.Entry]
    var base: String
    var isOwner: Bool
    var context: WebContext

    var body: Component {
        let text = context.text
        let action = "\(base)/reviews/\(review.id?.uuidString ?? "")"
        let unit = review.unit.flatMap(StockUnit.init(code:)) ?? .each
        let what = [review.amount.map { unit.format($0) }, review.name, review.barcode.map { "#" + $0 }].compactMap { $0 }.joined(
            separator: " ")
        return Div {
            Div {
                Element(name: "strong") { Text(what) }
                Text(" · " + PantryWords.observation(review.action, text))
            }
            Div(PantryWords.reviewReason(review.reason, text)).class("row-meta")
            Div(review.deviceName + " · " + WebFormat.dateTime(review.observedAt, language: text.language)).class("row-meta")
            if isOwner {
                if !suggestions.isEmpty && review.name != nil {
                    Form(url: action, method: .post) {
                        CSRFField(token: context.csrfToken)
                        Input(type: .hidden, name: "resolution", value: "link")
                        SelectField(
                            label: text[.pantryReviewLinkTo], name: "foodId", options: suggestions.map { ($0.id.uuidString, text.foodName($0.food.name)) },
                            selected: nil)
                        Button(text[.pantryReviewLink]).attribute(named: "type", value: "submit").class(
                            "button button-primary button-small")
                    }
                }
                if review.action != .removed {
                    Form(url: action, method: .post) {
                        CSRFField(token: context.csrfToken)
                        Input(type: .hidden, name: "resolution", value: "create")
                        FormField(label: text[.pantryReviewCreateAs], name: "name", value: review.name ?? "")
                        Button(text[.pantryReviewCreate]).attribute(named: "type", value: "submit").class(
                            "button button-secondary button-small")
                    }
                }
                PostButton(
                    action: action, label: text[.pantryReviewDismiss], token: context.csrfToken, style: "button-danger button-small",
                    fields: [("resolution", "dismiss")])
            }
        }
        .class("card pantry-review")
    }
}

/// A recipe "what can I cook" found: how much of it is in stock, what soon-expiring stock it
/// uses, and what is missing.
struct PantryCookableCard: Component {
    var cookable: PantryService.Cookable
    var text: Localizer

    var body: Component {
        let match = cookable.match
        let percent = Int((match.share * 100).rounded(.down))
        return Div {
            Link(match.title, url: "/recipes/\(match.recipeID)").class("row-title")
            Div {
                Div().class("pantry-share-fill").attribute(named: "style", value: "width: \(percent)%")
            }
            .class("pantry-share")
            .attribute(named: "role", value: "meter")
            .attribute(named: "aria-valuenow", value: String(percent))
            .attribute(named: "aria-valuemin", value: "0")
            .attribute(named: "aria-valuemax", value: "100")
            Div {
                Text(text.text(.pantryCookableInStock, [String(percent), String(match.inStock), String(match.required)]))
                if match.expiringUse > 0 {
                    Text(" · ")
                    Span(text[.pantryCookableUsesExpiring]).class("badge badge-soon")
                }
            }
            .class("row-meta")
            if !match.missing.isEmpty {
                Paragraph(
                    text.text(
                        .pantryCookableMissing,
                        [match.missing.map { "\(text.stock($0.shortfall, $0.unit)) \(text.foodName($0.name))" }.joined(separator: ", ")])
                )
                .class("row-meta")
            }
        }
        .class("card pantry-cookable")
    }
}
