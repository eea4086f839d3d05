import Fluent
import Foundation
import LarderCore

/// A household's recipes in Larder's own file format (`RecipeExchangeFile`), out and back in.
extension RecipeService {
    /// Every recipe of the household, oldest first, as the file carries them.
    func exchangeRecipes(of householdID: UUID) async throws -> [RecipeExchangeFile.Recipe] {
        let recipes = try await Recipe.query(on: db).filter(\.$householdID == householdID)
            .sort(\.$createdAt).sort(\.$id).all()
        let ids = try recipes.map { try $0.requireID() }
        guard !ids.isEmpty else { return [] }
        async let ingredients = RecipeIngredient.query(on: db).filter(\.$recipe.$id ~~ ids).sort(\.$position).all()
        async let steps = RecipeStep.query(on: db).filter(\.$recipe.$id ~~ ids).sort(\.$position).all()
        async let labels = RecipeLabel.query(on: db).filter(\.$recipe.$id ~~ ids).all()
        let linesByRecipe = Dictionary(grouping: try await ingredients) { $0.$recipe.id }
        let stepsByRecipe = Dictionary(grouping: try await steps) { $0.$recipe.id }
        let labelsByRecipe = Dictionary(grouping: try await labels) { $0.$recipe.id }
        return try recipes.map { recipe in
            let id = try recipe.requireID()
            let loaded = Loaded(
                recipe: recipe, ingredients: linesByRecipe[id] ?? [], steps: stepsByRecipe[id] ?? [],
                labels: labelsByRecipe[id] ?? [], chef: nil, ownerName: nil)
            return RecipeExchangeFile.Recipe(loaded.draft, aiGenerated: recipe.aiGenerated, photo: recipe.photo)
        }
    }

    /// One recipe to recreate: its content, already checked, and its photo's stored name.
    struct Incoming: Sendable {
        var draft: RecipeDraft
        var aiGenerated: Bool
        var photo: String?
    }

    /// Creates every recipe in the household, private and owned by `ownerID`, in one
    /// transaction: all of them or, when anything fails, none.
    func create(_ incoming: [Incoming], in householdID: UUID, ownerID: UUID) async throws -> [Recipe] {
        let linker = try await foods.linker()
        let recipes = incoming.map { entry in
            let recipe = Recipe(householdID: householdID, ownerID: ownerID)
            recipe.aiGenerated = entry.aiGenerated
            recipe.photo = entry.photo
            return recipe
        }
        try await db.transaction { db in
            for (recipe, entry) in zip(recipes, incoming) {
                try await Self.write(entry.draft, to: recipe, linker: linker, on: db)
            }
        }
        return recipes
    }
}
