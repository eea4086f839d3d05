import Foundation
import LarderCore
import Plot
import Vapor

/// Chefs for everyone: the list, and each chef's page — photo, bio, links and the public
/// recipes credited to them (never a household's private one).
struct ChefPages: RouteCollection {
    static let perPage = 50

    func boot(routes: any RoutesBuilder) throws {
        routes.get("chefs", use: list)
        routes.get("chefs", ":chefID", use: show)
    }

    @Sendable
    func list(request: Request) async throws -> Response {
        let page = request.pageNumber
        let found = try await request.chefs.list(page: page, per: Self.perPage)
        let context = request.web
        let text = context.text
        return Page(title: text[.recipeChefsTitle], tab: .recipes) {
            H1(text[.recipeChefsTitle])
            if found.items.isEmpty {
                EmptyState(icon: Icons.me, title: text[.recipeChefsEmptyTitle], message: text[.recipeChefsEmpty])
            } else {
                Div {
                    Element(name: "ul") {
                        for chef in found.items {
                            ListItem {
                                ChefAvatar(chef: chef)
                                Div {
                                    Link(chef.name, url: "/chefs/\(chef.id?.uuidString ?? "")").class("row-title")
                                    if let bio = chef.bio { Div(String(bio.prefix(160))).class("row-meta") }
                                }
                                .class("chef-row-text")
                            }
                        }
                    }
                    .class("card-list chef-list")
                    RecipePagination(page: page, total: found.total, per: Self.perPage, text: text) { "/chefs?page=\($0)" }
                }
                .class("card")
            }
        }
        .response(context)
    }

    @Sendable
    func show(request: Request) async throws -> Response {
        let id = try request.pathID("chefID", notFound: .errorChefNotFound)
        let chef = try await request.chefs.chef(id)
        let page = request.pageNumber
        let viewer = try await RecipeViewer.of(request.web.user, on: request.db)
        let recipes = try await request.recipes.chefRecipes(id, page: page, per: RecipeSearchForm.perPage, for: viewer)
        let context = request.web
        let text = context.text
        return Page(title: chef.name, tab: .recipes) {
            Header {
                if let photo = chef.photo {
                    Image(url: RecipePresenter.photoPath(photo), description: chef.name).class("chef-photo")
                }
                Div {
                    H1(chef.name)
                    if let bio = chef.bio {
                        for paragraph in bio.split(separator: "\n") { Paragraph(String(paragraph)) }
                    }
                    if !chef.links.isEmpty {
                        Div {
                            for link in chef.links where RecipeDraft.isWebAddress(link) {
                                Link(Self.host(of: link), url: link)
                                    .attribute(named: "rel", value: "noopener noreferrer nofollow")
                                    .class("chip chip-link")
                            }
                        }
                        .class("chips")
                    }
                    if context.user?.isAdmin == true {
                        Link(text[.edit], url: "/admin/chefs/\(id)").class("button button-secondary button-small")
                    }
                }
            }
            .class("chef-header")
            H2(text.text(.recipeChefRecipes, [String(recipes.total)]))
            if recipes.items.isEmpty {
                Paragraph(text[.recipeChefNoRecipes]).class("hint")
            } else {
                RecipeGrid(recipes: recipes.items, text: text)
                RecipePagination(page: page, total: recipes.total, per: RecipeSearchForm.perPage, text: text) { "/chefs/\(id)?page=\($0)" }
            }
        }
        .response(context)
    }

    /// "oliahercules.com" for https://www.oliahercules.com/books.
    static func host(of link: String) -> String {
        guard let host = URL(string: link)?.host else { return link }
        return host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
    }
}

/// A chef's photo as a small round picture, or a placeholder.
struct ChefAvatar: Component {
    var chef: Chef

    var body: Component {
        if let photo = chef.photo {
            return Image(url: RecipePresenter.photoPath(photo), description: "").class("chef-avatar").attribute(
                named: "loading", value: "lazy")
        }
        return Span(html: Icons.me).class("chef-avatar chef-avatar-empty").attribute(named: "aria-hidden", value: "true")
    }
}
