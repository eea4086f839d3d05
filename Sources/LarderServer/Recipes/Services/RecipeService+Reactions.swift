import Fluent
import Foundation

/// Ratings and favourites: anyone signed in who can see a recipe may rate it and keep it.
extension RecipeService {
    /// Sets the person's rating; the recipe's count and sum change in the same transaction,
    /// serialised on the recipe's row so that concurrent raters never lose a vote.
    func rate(_ id: UUID, stars: Int, by user: Person) async throws -> Recipe {
        guard (1...5).contains(stars) else { throw AppError.invalid("stars", .errorFieldOutOfRange, ["stars", "1", "5"]) }
        let viewer = try await RecipeViewer.of(user, on: db)
        let userID = try viewer.requireUserID()
        _ = try await visible(id, for: viewer)
        return try await db.writeTransaction(locking: RowLock(table: Recipe.schema, id: id)) { db in
            if let rating = try await RecipeRating.query(on: db).filter(\.$recipe.$id == id).filter(\.$userID == userID).first() {
                rating.stars = stars
                try await rating.save(on: db)
            } else {
                try await RecipeRating(recipeID: id, userID: userID, stars: stars).create(on: db)
            }
            return try await Self.recount(id, on: db)
        }
    }

    func removeRating(_ id: UUID, by user: Person) async throws -> Recipe {
        let viewer = try await RecipeViewer.of(user, on: db)
        let userID = try viewer.requireUserID()
        _ = try await visible(id, for: viewer)
        return try await db.writeTransaction(locking: RowLock(table: Recipe.schema, id: id)) { db in
            try await RecipeRating.query(on: db).filter(\.$recipe.$id == id).filter(\.$userID == userID).delete()
            return try await Self.recount(id, on: db)
        }
    }

    func setFavourite(_ id: UUID, _ favourite: Bool, by user: Person) async throws {
        let viewer = try await RecipeViewer.of(user, on: db)
        let userID = try viewer.requireUserID()
        _ = try await visible(id, for: viewer)
        let existing = try await RecipeFavourite.query(on: db).filter(\.$recipe.$id == id).filter(\.$userID == userID).first()
        switch (favourite, existing) {
        case (true, nil):
            do {
                try await RecipeFavourite(recipeID: id, userID: userID).create(on: db)
            } catch let error as any DatabaseError where error.isConstraintFailure {
                // A second tap that raced the first: the favourite exists, which is what was asked.
            }
        case (false, let existing?):
            try await existing.delete(on: db)
        default:
            break
        }
    }

    /// Recomputes count and sum from the ratings themselves, so the figures cannot drift.
    private static func recount(_ id: UUID, on db: any Database) async throws -> Recipe {
        let ratings = try await RecipeRating.query(on: db).filter(\.$recipe.$id == id).all()
        guard let recipe = try await Recipe.find(id, on: db) else { throw AppError.notFound(.errorRecipeNotFound, field: "recipeId") }
        recipe.ratingCount = ratings.count
        recipe.ratingSum = ratings.map(\.stars).reduce(0, +)
        try await recipe.save(on: db)
        return recipe
    }
}
