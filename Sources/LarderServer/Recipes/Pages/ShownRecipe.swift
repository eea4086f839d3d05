import Foundation
import LarderCore
import Vapor

extension Request {
    /// The recipe id in the path; an id that is not one is a recipe that does not exist.
    func recipeID() throws -> UUID {
        guard let id = parameters.get(.recipeID, as: UUID.self) else { throw AppError.notFound(.errorRecipeNotFound) }
        return id
    }

    /// The signed-in person; a guest who pressed a button on a recipe goes to sign in and then
    /// back to the recipe (not to the address the button posts to).
    func requirePerson(returningTo recipeID: UUID) throws -> Person {
        guard let user = web.user else { throw SignInRedirect(returnTo: RecipeRoute.detail(.value(recipeID)).path) }
        return user
    }
}

/// A recipe as one of its pages shows it: scaled to the servings asked for (`?servings=6`), in
/// the measures asked for (`?measure=metric`), with what the reader may do with it.
struct ShownRecipe {
    var recipeID: UUID
    var presented: RecipeDisplay
    var viewer: RecipeViewer
    var measure: MeasureChoice

    var id: String { presented.id }
    var isHouseholdMember: Bool { viewer.householdIDs.contains(presented.householdID) }
    var isAdmin: Bool { viewer.isAdmin }
    var isSignedIn: Bool { viewer.userID != nil }

    static func load(_ request: Request) async throws -> ShownRecipe {
        let viewer = try await RecipeViewer.of(request.web.user, on: request.db)
        let recipeID = try request.recipeID()
        let loaded = try await request.recipes.readable(recipeID, for: viewer)
        let asked = try? request.query.get(Int.self, at: "servings")
        let servings = asked.flatMap { RecipeDraft.Limits.servings.contains($0) ? $0 : nil }
        let measure = (try? request.query.get(String.self, at: "measure")).flatMap(MeasureChoice.init(rawValue:)) ?? .original
        let presented = try await RecipePresenter(request: request, viewer: viewer)
            .display(loaded, servings: servings, measure: measure == .original ? nil : measure)
        return ShownRecipe(recipeID: recipeID, presented: presented, viewer: viewer, measure: measure)
    }

    /// The sign-in page, coming back to this recipe afterwards.
    var signInURL: String {
        AccountRoute.login.path(query: ["next": RecipeRoute.detail(.value(recipeID)).path])
    }

    /// One of this recipe's pages (its own by default) with other servings or measures, keeping the rest.
    func url(
        _ page: (Parameter<UUID>) -> RecipeRoute = RecipeRoute.detail, servings: Int? = nil, measure: MeasureChoice? = nil
    ) -> String {
        let servings = servings ?? presented.servings
        let measure = measure ?? self.measure
        return page(.value(recipeID)).path(query: [
            "servings": servings != presented.baseServings ? String(servings) : nil,
            "measure": measure != .original ? measure.rawValue : nil,
        ])
    }
}
