/// The admins' public collections: the form for a new one, and the list.
enum AdminCollectionsPage {
    struct Model {
        var items: [CollectionEntry]
        var total: Int
        var page: Int
        var per: Int
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.recipeCollectionsPublic], tab: .me) {
                AdminTabs(text: text, current: "collections")
                H1(text[.recipeCollectionsPublic])
                Element(name: "section") {
                    H2(text[.recipeCollectionNewPublic])
                    Form(url: CollectionRoute.list.path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        Input(type: .hidden, name: "isPublic", value: "on")
                        Input(type: .hidden, name: "next", value: CollectionRoute.admin.path)
                        FormField(label: text[.fieldName], name: "name", isRequired: true)
                        FormField(label: text[.fieldDescription], name: "description")
                        Button(text[.recipeCollectionCreate]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                .class("card")
                if model.items.isEmpty {
                    EmptyState(
                        icon: Icons.recipes, title: text[.recipeCollectionsPublicEmptyTitle], message: text[.recipeCollectionsAdminEmpty])
                } else {
                    Div {
                        Element(name: "ul") {
                            for summary in model.items { CollectionRow(summary: summary, text: text) }
                        }
                        .class("card-list")
                        RecipePagination(page: model.page, total: model.total, per: model.per, text: text) {
                            CollectionRoute.admin.path(query: ["page": String($0)])
                        }
                    }
                    .class("card")
                }
            }
        }
    }
}
