import Foundation
import LarderCore
import Vapor

/// One recipe's pages — to read, to cook from, to print — and what a reader does there: rate it,
/// keep it as a favourite, and (its household) submit it for publication or withdraw it. A
/// recipe the reader may not see is "not found" on every one of them.
struct RecipeDetailPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let recipe = routes.grouped("recipes", ":recipeID")
        recipe.get(use: show)
        recipe.get("cook", use: cook)
        recipe.get("print", use: printable)
        recipe.post("rating", use: rate)
        recipe.post("favourite", use: favourite)
        recipe.post("submit", use: submit)
        recipe.post("withdraw", use: withdraw)
    }

    @Sendable
    func show(request: Request) async throws -> Response {
        let shown = try await ShownRecipe.load(request)
        return RecipeDetailView(context: request.web, shown: shown, tools: try await RecipeReaderTools.load(request, for: shown)).response()
    }

    @Sendable
    func cook(request: Request) async throws -> Response {
        RecipeCookView(context: request.web, shown: try await ShownRecipe.load(request)).response()
    }

    @Sendable
    func printable(request: Request) async throws -> Response {
        RecipePrintView(context: request.web, shown: try await ShownRecipe.load(request)).response()
    }

    /// Stars 1–5, or `remove` to take one's rating back.
    @Sendable
    func rate(request: Request) async throws -> Response {
        let id = try request.recipeID()
        let user = try request.requirePerson(returningTo: id)
        let form = try request.content.decode(RatingForm.self)
        let text = request.web.text
        if form.remove != nil {
            _ = try await request.recipes.removeRating(id, by: user)
            request.setFlash(.success, text[.flashRatingRemoved])
        } else {
            let stars = form.stars.flatMap { Int($0) } ?? 0
            _ = try await request.recipes.rate(id, stars: stars, by: user)
            request.setFlash(.success, text[.flashRatingSaved])
        }
        return request.redirect(to: "/recipes/\(id)#rating")
    }

    @Sendable
    func favourite(request: Request) async throws -> Response {
        let id = try request.recipeID()
        let user = try request.requirePerson(returningTo: id)
        let chosen = (try request.content.decode(FavouriteForm.self)).favourite != "false"
        try await request.recipes.setFavourite(id, chosen, by: user)
        request.setFlash(.success, request.web.text[chosen ? .flashFavouriteAdded : .flashFavouriteRemoved])
        return request.redirect(to: "/recipes/\(id)")
    }

    @Sendable
    func submit(request: Request) async throws -> Response {
        try await publicationChange(request, success: .flashRecipeSubmitted) { id, user in
            _ = try await request.recipes.submit(id, by: user)
        }
    }

    @Sendable
    func withdraw(request: Request) async throws -> Response {
        try await publicationChange(request, success: .flashRecipeWithdrawn) { id, user in
            _ = try await request.recipes.withdraw(id, by: user)
        }
    }

    /// Runs a submit or withdraw; a conflict (already submitted) comes back as a notice on the page.
    private func publicationChange(
        _ request: Request, success: Phrase, _ change: (UUID, Person) async throws -> Void
    ) async throws -> Response {
        let id = try request.recipeID()
        let user = try request.requirePerson(returningTo: id)
        do {
            try await change(id, user)
            request.setFlash(.success, request.web.text[success])
        } catch let error as AppError where error.kind == .conflict {
            request.setFlash(.error, request.web.text.sentence(for: error))
        }
        return request.redirect(to: "/recipes/\(id)")
    }

    private struct RatingForm: Content {
        var stars: String?
        var remove: String?
    }

    private struct FavouriteForm: Content {
        var favourite: String?
    }
}

extension Request {
    /// The recipe id in the path; an id that is not one is a recipe that does not exist.
    func recipeID() throws -> UUID {
        guard let id = parameters.get("recipeID", as: UUID.self) else { throw AppError.notFound(.errorRecipeNotFound) }
        return id
    }

    /// The signed-in person; a guest who pressed a button on a recipe goes to sign in and then
    /// back to the recipe (not to the address the button posts to).
    func requirePerson(returningTo recipeID: UUID) throws -> Person {
        guard let user = web.user else { throw SignInRedirect(returnTo: "/recipes/\(recipeID)") }
        return user
    }
}

/// A recipe as one of its pages shows it: scaled to the servings asked for (`?servings=6`), in
/// the measures asked for (`?measure=metric`), with what the reader may do with it.
struct ShownRecipe {
    var loaded: RecipeService.Loaded
    var presented: Components.Schemas.Recipe
    var viewer: RecipeViewer
    var measure: MeasureChoice

    var id: String { presented.id }
    var recipe: Recipe { loaded.recipe }
    var isHouseholdMember: Bool { viewer.householdIDs.contains(loaded.recipe.householdID) }
    var isAdmin: Bool { viewer.isAdmin }
    var isSignedIn: Bool { viewer.userID != nil }

    static func load(_ request: Request) async throws -> ShownRecipe {
        let viewer = try await RecipeViewer.of(request.web.user, on: request.db)
        let loaded = try await request.recipes.readable(try request.recipeID(), for: viewer)
        let asked = try? request.query.get(Int.self, at: "servings")
        let servings = asked.flatMap { RecipeDraft.Limits.servings.contains($0) ? $0 : nil }
        let measure = (try? request.query.get(String.self, at: "measure")).flatMap(MeasureChoice.init(rawValue:)) ?? .original
        let presented = try await RecipePresenter(request: request, viewer: viewer)
            .recipe(loaded, servings: servings, measure: measure == .original ? nil : measure)
        return ShownRecipe(loaded: loaded, presented: presented, viewer: viewer, measure: measure)
    }

    /// This page's address with other servings or measures, keeping the rest.
    func url(_ suffix: String = "", servings: Int? = nil, measure: MeasureChoice? = nil) -> String {
        let servings = servings ?? presented.servings
        let measure = measure ?? self.measure
        var pairs: [String] = []
        if servings != presented.baseServings { pairs.append("servings=\(servings)") }
        if measure != .original { pairs.append("measure=\(measure.rawValue)") }
        return "/recipes/\(id)\(suffix)" + (pairs.isEmpty ? "" : "?" + pairs.joined(separator: "&"))
    }
}
