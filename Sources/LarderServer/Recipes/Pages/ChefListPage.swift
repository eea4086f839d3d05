/// The chefs, by name, each with their photo and the start of their bio.
enum ChefListPage {
    struct Model {
        var chefs: [ChefEntry]
        var total: Int
        var page: Int
        var per: Int
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.recipeChefsTitle], tab: .recipes) {
                H1(text[.recipeChefsTitle])
                if model.chefs.isEmpty {
                    EmptyState(icon: Icons.me, title: text[.recipeChefsEmptyTitle], message: text[.recipeChefsEmpty])
                } else {
                    Div {
                        Element(name: "ul") {
                            for chef in model.chefs {
                                ListItem {
                                    ChefAvatar(chef: chef)
                                    Div {
                                        Link(chef.name, url: ChefRoute.detail(.value(chef.id)).path).class("row-title")
                                        if let bio = chef.bio { Div(String(bio.prefix(160))).class("row-meta") }
                                    }
                                    .class("chef-row-text")
                                }
                            }
                        }
                        .class("card-list chef-list")
                        RecipePagination(page: model.page, total: model.total, per: model.per, text: text) {
                            ChefRoute.list.path(query: ["page": String($0)])
                        }
                    }
                    .class("card")
                }
            }
        }
    }
}

/// A chef's photo as a small round picture, or a placeholder.
struct ChefAvatar: Component {
    var chef: ChefEntry

    var body: Component {
        if let photo = chef.photo {
            return Image(url: PhotoRoute.photo(.value(photo)).path, description: "").class("chef-avatar").attribute(
                named: "loading", value: "lazy")
        }
        return Span(html: Icons.me).class("chef-avatar chef-avatar-empty").attribute(named: "aria-hidden", value: "true")
    }
}
