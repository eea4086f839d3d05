import Fluent
import Foundation

extension RecipeService {
    /// Credits a chef on a public (or pending) recipe, or removes the credit. Admins only; a
    /// recipe they see only as a household member is not public content to credit.
    func credit(_ id: UUID, chefID: UUID?, by admin: Person) async throws -> Loaded {
        guard admin.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        guard let recipe = try await Recipe.find(id, on: db), recipe.status == .approved || recipe.status == .pending else {
            throw AppError.notFound(.errorRecipeNotFound, field: "recipeId")
        }
        if let chefID {
            guard try await Chef.find(chefID, on: db) != nil else { throw AppError.notFound(.errorChefNotFound, field: "chefId") }
        }
        recipe.$chef.id = chefID
        try await recipe.save(on: db)
        return try await load(id, for: admin)
    }

    /// One page of the public recipes credited to a chef, newest first: a chef's page never
    /// shows a household's private recipe, whoever reads it.
    func chefRecipes(_ chefID: UUID, page: Int, per: Int, for viewer: RecipeViewer) async throws -> SearchPage {
        var query = RecipeQuery()
        query.scope = .public
        query.chefID = chefID
        query.sort = .newest
        query.page = page
        query.per = per
        return try await search(query, for: viewer)
    }
}
