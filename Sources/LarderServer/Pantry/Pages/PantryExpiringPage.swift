import Foundation
import LarderCore

/// What expires within the household's "soon", soonest first.
enum PantryExpiringPage {
    struct Model {
        var householdID: UUID
        var days: Int
        var items: [PantryItemRecord]
        var presenter: PantryPresenter
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let household = Parameter.value(model.householdID)
            return Page(title: text[.pantryExpiringTitle], tab: .pantry) {
                Paragraph { Link(text[.pantryBackToStock], url: PantryRoute.stock(household).path) }.class("row-meta")
                H1(text[.pantryExpiringTitle])
                Paragraph(text.text(.pantryExpiringIntro, [String(model.days)])).class("row-meta")
                if model.items.isEmpty {
                    EmptyState(icon: Icons.pantry, title: text[.pantryExpiringEmptyTitle], message: text[.pantryExpiringEmptyMessage])
                } else {
                    Div { PantryItemList(items: model.items, householdID: model.householdID, presenter: model.presenter, text: text) }.class("card")
                    Link(text[.pantryCookableTitle], url: PantryRoute.cookable(household).path).class("button button-primary")
                }
            }
        }
    }
}
