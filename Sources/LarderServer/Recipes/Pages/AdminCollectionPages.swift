import Foundation
import Vapor

/// Admins curate public collections: they make one here, then fill and order it on its own
/// page (recipes are found there, or added from a recipe's page).
struct AdminCollectionPages: RouteCollection {
    static let perPage = 50

    func boot(routes: any RoutesBuilder) throws {
        routes.get(CollectionRoute.admin, use: list)
    }

    @Sendable
    func list(request: Request) async throws -> Response {
        let admin = try request.requireWebAdmin()
        let page = request.pageNumber
        let viewer = try await RecipeViewer.of(admin, on: request.db)
        let found = try await request.collections.publicCollections(page: page, per: Self.perPage, for: viewer)
        let model = AdminCollectionsPage.Model(
            items: try found.items.map(CollectionEntry.init), total: found.total, page: page, per: Self.perPage)
        return AdminCollectionsPage.View(context: request.web, model: model).response()
    }
}
