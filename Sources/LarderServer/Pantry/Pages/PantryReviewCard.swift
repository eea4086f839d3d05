import Foundation
import LarderCore

/// One device observation waiting, and (for owners) the three ways to settle it.
struct PantryReviewCard: Component {
    var review: PantryReviewNote
    var suggestions: [FoodService.Entry]
    var householdID: UUID
    var isOwner: Bool
    var context: WebContext

    var body: Component {
        let text = context.text
        let action = PantryRoute.review(.value(householdID), review: .value(review.id)).path
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
