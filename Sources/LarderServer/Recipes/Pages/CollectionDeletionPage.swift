import Foundation
import Plot

/// Asks the owner whether to delete a collection; its recipes stay.
enum CollectionDeletionPage {
    struct Model {
        var id: UUID
        var name: String
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.delete], tab: .recipes) {
                Div {
                    H1(text.text(.recipeCollectionDeleteTitle, [model.name]))
                    Paragraph(text[.recipeCollectionDeleteWarning])
                    Div {
                        PostButton(
                            action: CollectionRoute.deletion(.value(model.id)).path, label: text[.delete], token: context.csrfToken,
                            style: "button-danger")
                        Link(text[.cancel], url: CollectionRoute.detail(.value(model.id)).path).class("button button-secondary")
                    }
                    .class("button-row")
                }
                .class("card")
            }
        }
    }
}
