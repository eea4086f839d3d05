import Foundation
import LarderCore

/// The pantry's history, newest first, with undo.
enum PantryHistoryPage {
    struct Model {
        var householdID: UUID
        var entries: [PantryLedgerLine]
        var page: Int
        var total: Int
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let household = Parameter.value(model.householdID)
            let history = PantryRoute.history(household)
            return Page(title: text[.pantryHistoryTitle], tab: .pantry) {
                Paragraph { Link(text[.pantryBackToStock], url: PantryRoute.stock(household).path) }.class("row-meta")
                H1(text[.pantryHistoryTitle])
                Paragraph(text[.pantryHistoryIntro]).class("row-meta")
                Div {
                    PantryLedgerList(
                        entries: model.entries, householdID: model.householdID, next: history.path(query: ["page": String(model.page)]), showsItem: true,
                        context: context)
                }
                .class("card")
                RecipePagination(page: model.page, total: model.total, per: 50, text: text) { history.path(query: ["page": String($0)]) }
            }
        }
    }
}
