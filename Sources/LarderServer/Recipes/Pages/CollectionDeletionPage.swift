import Foundation

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
                DeletionConfirmation(
                    title: text.text(.recipeCollectionDeleteTitle, [model.name]), warning: text[.recipeCollectionDeleteWarning],
                    deleteAction: CollectionRoute.deletion(.value(model.id)).path, cancelURL: CollectionRoute.detail(.value(model.id)).path, context: context)
            }
        }
    }
}
