import Fluent
import Foundation

/// A recipe's way to the public feed: its household submits it, an admin approves or rejects it
/// with a reason the authors see, and the household may withdraw it to private at any time.
extension RecipeService {
    func submit(_ id: UUID, by user: Person) async throws -> Loaded {
        let recipe = try await householdRecipe(id, of: user)
        switch recipe.status {
        case .private, .rejected:
            recipe.status = .pending
            recipe.rejectionReason = nil
            try await recipe.save(on: db)
        case .pending, .approved:
            throw AppError.conflict(.errorRecipeAlreadySubmitted, field: "recipeId")
        }
        return try await load(id, for: user)
    }

    func withdraw(_ id: UUID, by user: Person) async throws -> Loaded {
        let recipe = try await householdRecipe(id, of: user)
        recipe.status = .private
        recipe.editorsChoice = false
        try await recipe.save(on: db)
        return try await load(id, for: user)
    }

    func approve(_ id: UUID, chefID: UUID?, by admin: Person) async throws -> Loaded {
        let recipe = try await pending(id, admin: admin)
        if let chefID {
            guard try await Chef.find(chefID, on: db) != nil else { throw AppError.notFound(.errorChefNotFound, field: "chefId") }
            recipe.$chef.id = chefID
        }
        recipe.status = .approved
        recipe.rejectionReason = nil
        recipe.publishedAt = recipe.publishedAt ?? clock.now()
        try await recipe.save(on: db)
        return try await load(id, for: admin)
    }

    func reject(_ id: UUID, reason rawReason: String, by admin: Person) async throws -> Loaded {
        let reason = rawReason.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !reason.isEmpty else { throw AppError.invalid("reason", .errorFieldRequired, ["reason"]) }
        guard reason.count <= 1_000 else { throw AppError.invalid("reason", .errorFieldTooLong, ["reason", "1000"]) }
        let recipe = try await pending(id, admin: admin)
        recipe.status = .rejected
        recipe.rejectionReason = reason
        try await recipe.save(on: db)
        return try await load(id, for: admin)
    }

    /// Admins pick public recipes for the home feed's Editor's Choice.
    func setEditorsChoice(_ id: UUID, _ chosen: Bool, by admin: Person) async throws -> Loaded {
        guard admin.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        guard let recipe = try await Recipe.find(id, on: db), recipe.isPublic || !chosen else {
            throw AppError.notFound(.errorRecipeNotFound, field: "recipeId")
        }
        recipe.editorsChoice = chosen
        try await recipe.save(on: db)
        return try await load(id, for: admin)
    }

    /// Recipes waiting for an admin, oldest first.
    func moderationQueue(page: Int, per: Int, admin: Person) async throws -> (items: [Recipe], total: Int) {
        guard admin.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        let query = Recipe.query(on: db).filter(\.$status == .pending)
        let total = try await query.count()
        let items = try await query.sort(\.$updatedAt, .ascending).range((page - 1) * per..<page * per).all()
        return (items, total)
    }

    private func householdRecipe(_ id: UUID, of user: Person) async throws -> Recipe {
        let viewer = try await RecipeViewer.of(user, on: db)
        let recipe = try await visible(id, for: viewer)
        guard viewer.householdIDs.contains(recipe.householdID) else { throw AppError.forbidden(.errorRecipeEditForbidden) }
        return recipe
    }

    private func pending(_ id: UUID, admin: Person) async throws -> Recipe {
        guard admin.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        guard let recipe = try await Recipe.find(id, on: db) else { throw AppError.notFound(.errorRecipeNotFound, field: "recipeId") }
        guard recipe.status == .pending else { throw AppError.conflict(.errorRecipeNotPending, field: "recipeId") }
        return recipe
    }
}
