import Foundation
import LarderCore

/// A chef's page: photo, bio, links and the public recipes credited to them.
enum ChefDetailPage {
    struct Model {
        var chef: ChefEntry
        var recipes: [RecipeSummary]
        var total: Int
        var page: Int
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let chef = model.chef
            return Page(title: chef.name, tab: .recipes) {
                Header {
                    if let photo = chef.photo {
                        Image(url: PhotoRoute.photo(.value(photo)).path, description: chef.name).class("chef-photo")
                    }
                    Div {
                        H1(chef.name)
                        if let bio = chef.bio {
                            for paragraph in bio.split(separator: "\n") { Paragraph(String(paragraph)) }
                        }
                        if !chef.links.isEmpty {
                            Div {
                                for link in chef.links where RecipeDraft.isWebAddress(link) {
                                    Link(ChefDetailPage.host(of: link), url: link)
                                        .attribute(named: "rel", value: "noopener noreferrer nofollow")
                                        .class("chip chip-link")
                                }
                            }
                            .class("chips")
                        }
                        if context.user?.isAdmin == true {
                            Link(text[.edit], url: ChefRoute.adminEdit(.value(chef.id)).path).class("button button-secondary button-small")
                        }
                    }
                }
                .class("chef-header")
                H2(text.text(.recipeChefRecipes, [String(model.total)]))
                if model.recipes.isEmpty {
                    Paragraph(text[.recipeChefNoRecipes]).class("hint")
                } else {
                    RecipeGrid(recipes: model.recipes, text: text)
                    RecipePagination(page: model.page, total: model.total, per: RecipeSearchForm.perPage, text: text) {
                        ChefRoute.detail(.value(chef.id)).path(query: ["page": String($0)])
                    }
                }
            }
        }
    }

    /// "oliahercules.com" for https://www.oliahercules.com/books.
    static func host(of link: String) -> String {
        guard let host = URL(string: link)?.host else { return link }
        return host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    }
}
