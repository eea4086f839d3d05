import Vapor

/// The Recipes tab: search with filters and sorts (every search a shareable address), and the
/// signed-in person's own lists — mine, the household's, favourites (collections and photo
/// recipes have pages of their own).
struct RecipeBrowsePages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(RecipeRoute.browse, use: search)
        routes.get(RecipeRoute.mine, use: mine)
    }

    @Sendable
    func search(request: Request) async throws -> Response {
        let context = request.web
        let form = RecipeSearchForm(request: request)
        if form.scope != .all && form.scope != .public {
            // Only people have their own recipes, households and favourites.
            _ = try request.requireWebUser()
        }
        let viewer = try await RecipeViewer.of(context.user, on: request.db)
        let found = try await request.recipes.search(form.query, for: viewer)
        return RecipeSearchPage.View(context: context, model: .init(form: form, found: found)).response()
    }

    @Sendable
    func mine(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let context = request.web
        let list = (try? request.query.get(String.self, at: "list")).flatMap(MyRecipesListing.init(rawValue:)) ?? .mine
        guard let scope = list.scope else { return request.redirect(to: list.url) }
        let page = request.pageNumber
        var query = RecipeQuery()
        query.scope = scope
        query.sort = .newest
        query.page = page
        query.per = RecipeSearchForm.perPage
        let viewer = try await RecipeViewer.of(user, on: request.db)
        let found = try await request.recipes.search(query, for: viewer)
        let model = MyRecipesPage.Model(list: list, page: page, found: found, hasHousehold: !viewer.householdIDs.isEmpty)
        return MyRecipesPage.View(context: context, model: model).response()
    }
}
