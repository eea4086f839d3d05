/// The admins' chefs: each with their edit page and public page, and the form for a new one.
enum ChefAdminListPage {
    struct Model {
        var chefs: [ChefEntry]
        var total: Int
        var page: Int
        var per: Int
        var input: ChefInput
        var form: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.recipeChefsTitle], tab: .me) {
                AdminTabs(text: text, current: "chefs")
                H1(text[.recipeChefsTitle])
                if !model.chefs.isEmpty {
                    Div {
                        Element(name: "ul") {
                            for chef in model.chefs {
                                let publicPage = ChefRoute.detail(.value(chef.id)).path
                                ListItem {
                                    ChefAvatar(chef: chef)
                                    Div {
                                        Link(chef.name, url: ChefRoute.adminEdit(.value(chef.id)).path).class("row-title")
                                        Div { Link(publicPage, url: publicPage) }.class("row-meta")
                                    }
                                    .class("chef-row-text")
                                }
                            }
                        }
                        .class("card-list chef-list")
                        RecipePagination(page: model.page, total: model.total, per: model.per, text: text) {
                            ChefRoute.adminList.path(query: ["page": String($0)])
                        }
                    }
                    .class("card")
                }
                Element(name: "section") {
                    H2(text[.recipeChefsAdd])
                    ChefFields(
                        action: ChefRoute.adminList.path, input: model.input, state: model.form, context: context,
                        submit: text[.recipeChefsAdd])
                }
                .class("card")
                .id("new-chef")
            }
        }
    }
}
