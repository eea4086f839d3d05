import Foundation

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
                DeletionConfirmation(
                    title: text.text(.recipeDeleteTitle, [model.title]), warning: text[.recipeDeleteWarning],
                    deleteAction: RecipeRoute.deletion(.value(model.id)).path, cancelURL: RecipeRoute.detail(.value(model.id)).path, context: context)
            }
        }
    }
}
