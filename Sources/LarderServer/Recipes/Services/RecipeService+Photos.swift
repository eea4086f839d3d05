import Fluent
import Foundation

extension RecipeService {
    /// The recipe, when `user` may change it: 404 when they may not even see it, 403 when they
    /// see it but it is not their household's.
    func editable(_ id: UUID, by user: Person) async throws -> Loaded {
        let viewer = try await RecipeViewer.of(user, on: db)
        let current = try await readable(id, for: viewer)
        guard viewer.canEdit(current.recipe) else { throw AppError.forbidden(.errorRecipeEditForbidden) }
        return current
    }

    /// Points the recipe at a stored photo (`PhotoStore`), or at none.
    func setPhoto(_ id: UUID, to name: String?, by user: Person) async throws -> Loaded {
        let recipe = try await model(of: editable(id, by: user))
        recipe.photo = name
        try await recipe.save(on: db)
        return try await load(id, for: user)
    }
}
