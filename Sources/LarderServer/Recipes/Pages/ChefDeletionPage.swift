import Plot

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
                Div {
                    H1(text.text(.recipeChefDeleteTitle, [chef.name]))
                    Paragraph(text[.recipeChefDeleteWarning])
                    Div {
                        PostButton(
                            action: ChefRoute.deletion(.value(chef.id)).path, label: text[.delete], token: context.csrfToken,
                            style: "button-danger")
                        Link(text[.cancel], url: ChefRoute.adminEdit(.value(chef.id)).path).class("button button-secondary")
                    }
                    .class("button-row")
                }
                .class("card")
            }
        }
    }
}
