import Foundation
import Plot

/// Asks before a recipe is deleted.
enum RecipeDeletionPage {
    struct Model {
        var id: UUID
        var title: String
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.delete], tab: .recipes) {
                Div {
                    H1(text.text(.recipeDeleteTitle, [model.title]))
                    Paragraph(text[.recipeDeleteWarning])
                    Div {
                        PostButton(
                            action: RecipeRoute.deletion(.value(model.id)).path, label: text[.delete], token: context.csrfToken,
                            style: "button-danger")
                        Link(text[.cancel], url: RecipeRoute.detail(.value(model.id)).path).class("button button-secondary")
                    }
                    .class("button-row")
                }
                .class("card")
            }
        }
    }
}
