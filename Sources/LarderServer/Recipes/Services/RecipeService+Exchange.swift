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
            let draft = Loaded.draft(
                of: recipe, ingredients: (linesByRecipe[id] ?? []).map { .init(text: $0.text, section: $0.section, optional: $0.optional) },
                steps: (stepsByRecipe[id] ?? []).map(\.text), labels: (labelsByRecipe[id] ?? []).map { .init(kind: $0.kind, value: $0.value) })
            return RecipeExchangeFile.Recipe(draft, aiGenerated: recipe.aiGenerated, photo: recipe.photo)
        }
    }

    /// One recipe to recreate: its content, already checked, and its photo's stored name.
    struct Incoming: Sendable {
        var draft: RecipeDraft
        var aiGenerated: Bool
        var photo: String?
    }

    /// Recipes written per transaction: short enough that other households' writes (SQLite has
    /// one write lock for everyone) go on between them.
    static let importBatchSize = 25

    /// Creates every recipe in the household, private and owned by `ownerID`, all of them or,
    /// when anything fails, none: written a batch per transaction, and the batches already
    /// written are removed again when a later one fails.
    func create(_ incoming: [Incoming], in householdID: UUID, ownerID: UUID) async throws -> [Recipe] {
        let linker = try await foods.linker()
        let recipes = incoming.map { entry in
            let recipe = Recipe(householdID: householdID, ownerID: ownerID)
            recipe.aiGenerated = entry.aiGenerated
            recipe.photo = entry.photo
            return recipe
        }
        let pairs = Array(zip(recipes, incoming))
        var written: [UUID] = []
        do {
            for start in stride(from: 0, to: pairs.count, by: Self.importBatchSize) {
                let batch = Array(pairs[start..<min(start + Self.importBatchSize, pairs.count)])
                try await db.transaction { db in
                    for (recipe, entry) in batch {
                        try await Self.write(entry.draft, to: recipe, linker: linker, on: db)
                    }
                }
                written += try batch.map { try $0.0.requireID() }
            }
        } catch {
            let orphans = written
            if !orphans.isEmpty {
                try? await db.transaction { db in try await Recipe.query(on: db).filter(\.$id ~~ orphans).delete() }
            }
            throw error
        }
        return recipes
    }
}
