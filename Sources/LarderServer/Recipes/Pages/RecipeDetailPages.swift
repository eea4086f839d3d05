import Foundation
import LarderCore
import Vapor

/// One recipe's pages — to read, to cook from, to print — and what a reader does there: rate it,
/// keep it as a favourite, and (its household) submit it for publication or withdraw it. A
/// recipe the reader may not see is "not found" on every one of them.
struct RecipeDetailPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(RecipeRoute.detail(.key), use: show)
        routes.get(RecipeRoute.cook(.key), use: cook)
        routes.get(RecipeRoute.print(.key), use: printable)
        routes.post(RecipeRoute.rating(.key), use: rate)
        routes.post(RecipeRoute.favourite(.key), use: favourite)
        routes.post(RecipeRoute.submission(.key), use: submit)
        routes.post(RecipeRoute.withdrawal(.key), use: withdraw)
    }

    @Sendable
    func show(request: Request) async throws -> Response {
        let shown = try await ShownRecipe.load(request)
        let tools = try await RecipeReaderTools.load(request, for: shown)
        return RecipeDetailPage.View(context: request.web, model: .init(shown: shown, tools: tools)).response()
    }

    @Sendable
    func cook(request: Request) async throws -> Response {
        RecipeCookPage.View(context: request.web, model: .init(shown: try await ShownRecipe.load(request))).response()
    }

    @Sendable
    func printable(request: Request) async throws -> Response {
        RecipePrintPage.View(context: request.web, model: .init(shown: try await ShownRecipe.load(request))).response()
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
        return request.redirect(to: RecipeRoute.detail(.value(id)).path + "#rating")
    }

    @Sendable
    func favourite(request: Request) async throws -> Response {
        let id = try request.recipeID()
        let user = try request.requirePerson(returningTo: id)
        let chosen = (try request.content.decode(FavouriteForm.self)).favourite != "false"
        try await request.recipes.setFavourite(id, chosen, by: user)
        request.setFlash(.success, request.web.text[chosen ? .flashFavouriteAdded : .flashFavouriteRemoved])
        return request.redirect(to: RecipeRoute.detail(.value(id)))
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
        return request.redirect(to: RecipeRoute.detail(.value(id)))
    }

    private struct RatingForm: Content {
        var stars: String?
        var remove: String?
    }

    private struct FavouriteForm: Content {
        var favourite: String?
    }
}
