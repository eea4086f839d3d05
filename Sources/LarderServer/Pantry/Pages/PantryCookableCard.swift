import Foundation
import LarderCore

/// A recipe "what can I cook" found: how much of it is in stock, what soon-expiring stock it
/// uses, and what is missing.
struct PantryCookableCard: Component {
    var cookable: PantryService.Cookable
    var text: Localizer

    var body: Component {
        let match = cookable.match
        let percent = Int((match.share * 100).rounded(.down))
        return Div {
            Link(match.title, url: RecipeRoute.detail(.value(match.recipeID)).path).class("row-title")
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
