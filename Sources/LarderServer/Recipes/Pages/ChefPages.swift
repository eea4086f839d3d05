import Foundation
import Vapor

/// Chefs for everyone: the list, and each chef's page — photo, bio, links and the public
/// recipes credited to them (never a household's private one).
struct ChefPages: RouteCollection {
    static let perPage = 50

    func boot(routes: any RoutesBuilder) throws {
        routes.get(ChefRoute.list, use: list)
        routes.get(ChefRoute.detail(.key), use: show)
    }

    @Sendable
    func list(request: Request) async throws -> Response {
        let page = request.pageNumber
        let found = try await request.chefs.entries(page: page, per: Self.perPage)
        let model = ChefListPage.Model(chefs: found.items, total: found.total, page: page, per: Self.perPage)
        return ChefListPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func show(request: Request) async throws -> Response {
        let id = try request.pathID(.chefID, notFound: .errorChefNotFound)
        let chef = try await request.chefs.entry(id)
        let page = request.pageNumber
        let viewer = try await RecipeViewer.of(request.web.user, on: request.db)
        let recipes = try await request.recipes.chefRecipes(id, page: page, per: RecipeSearchForm.perPage, for: viewer)
        let model = ChefDetailPage.Model(chef: chef, recipes: recipes.items, total: recipes.total, page: page)
        return ChefDetailPage.View(context: request.web, model: model).response()
    }
}
