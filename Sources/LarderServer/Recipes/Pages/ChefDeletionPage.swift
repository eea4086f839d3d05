/// Asks an admin whether to delete a chef; their recipes stay, uncredited.
enum ChefDeletionPage {
    struct Model {
        var chef: ChefEntry
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let chef = model.chef
            return Page(title: text[.delete], tab: .me) {
                DeletionConfirmation(
                    title: text.text(.recipeChefDeleteTitle, [chef.name]), warning: text[.recipeChefDeleteWarning],
                    deleteAction: ChefRoute.deletion(.value(chef.id)).path, cancelURL: ChefRoute.adminEdit(.value(chef.id)).path, context: context)
            }
        }
    }
}
