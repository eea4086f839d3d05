import Fluent
import Foundation
import LarderCore

/// What the pairing engine learns from a household's own recipes: which ingredients each one
/// puts together — values, never the models.
extension RecipeService {
    /// Changes whenever one of the household's recipes is added, changed or removed.
    struct Revision: Hashable, Sendable {
        var count: Int
        var latestChange: Date?
    }

    func revision(ofHousehold householdID: UUID) async throws -> Revision {
        let own = Recipe.query(on: db).filter(\.$householdID == householdID)
        let count = try await own.count()
        guard count > 0 else { return Revision(count: 0, latestChange: nil) }
        let latest = try await Recipe.query(on: db).filter(\.$householdID == householdID).max(\.$updatedAt)
        return Revision(count: count, latestChange: latest)
    }

    /// Each of the household's recipes as its ingredients' names, in recipe order.
    func ingredientNames(ofHousehold householdID: UUID) async throws -> [[String]] {
        let ids = try await Recipe.query(on: db).filter(\.$householdID == householdID).sort(\.$id).all(\.$id)
        guard !ids.isEmpty else { return [] }
        let lines = try await RecipeIngredient.query(on: db).filter(\.$recipe.$id ~~ ids).sort(\.$position).all()
        let byRecipe = Dictionary(grouping: lines, by: { $0.$recipe.id })
        return ids.compactMap { id in
            let names = (byRecipe[id] ?? []).map(\.name).filter { !$0.isEmpty }
            return names.isEmpty ? nil : names
        }
    }
}
