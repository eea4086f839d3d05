import Vapor

/// The accounts, searched and paged.
enum AdminUsersPage {
    struct Model {
        var result: AccountService.Page
        var search: String
        var page: Int
        var per: Int
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let result = model.result
            let page = model.page
            let pages = max(1, (result.total + model.per - 1) / model.per)
            let search = model.search.isEmpty ? nil : model.search
            return Page(title: text[.adminUsersTitle], tab: .me) {
                AdminTabs(text: text, current: "users")
                H1(text[.adminUsersTitle])
                Form(url: AdminRoute.users.path, method: .get) {
                    Input(type: .search, name: "q", value: model.search, placeholder: text[.adminSearchPlaceholder])
                        .attribute(named: "aria-label", value: text[.adminSearchPlaceholder])
                    Button(text[.search]).attribute(named: "type", value: "submit").class("button button-secondary")
                }
                .class("search-form")
                if result.items.isEmpty {
                    EmptyState(icon: Icons.me, title: text[.adminNoUsersTitle], message: text[.adminNoUsersMessage])
                } else {
                    Div {
                        List(result.items) { user in
                            ListItem {
                                Div {
                                    Link(user.name, url: AdminRoute.user(.value(user.id)).path).class("row-title")
                                    Div([user.email, user.phone].compactMap { $0 }.joined(separator: " · ")).class("row-meta")
                                }
                                if user.isAdmin {
                                    Span(text[.roleAdmin]).class("badge badge-admin")
                                }
                            }
                        }
                        .class("card-list")
                        Div {
                            if page > 1 {
                                Link(text[.previousPage], url: AdminRoute.users.path(query: ["page": String(page - 1), "q": search]))
                                    .class("button button-secondary button-small")
                            } else {
                                Span("")
                            }
                            Span(text.text(.pageOf, [String(page), String(pages), String(result.total)])).class("row-meta")
                            if page < pages {
                                Link(text[.nextPage], url: AdminRoute.users.path(query: ["page": String(page + 1), "q": search]))
                                    .class("button button-secondary button-small")
                            } else {
                                Span("")
                            }
                        }
                        .class("pagination")
                    }
                    .class("card")
                }
            }
        }
    }
}
