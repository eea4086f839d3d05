import Fluent
import Foundation
import LarderCore

/// What the meal planner asks of the cookbook: every recipe a household may plan (its own and
/// the public ones) with what one serving gives, its labels and times, and the foods its lines
/// use — values, never the models.
extension RecipeService {
    struct PlanningFacts: Sendable {
        struct FoodUse: Sendable {
            var foodID: UUID
            var gramsPerServing: Double?
        }

        var id: UUID
        var title: String
        var servings: Int
        var totalMinutes: Int?
        /// Nil when no line could be counted.
        var perServing: NutrientValues?
        var categories: Set<RecipeCategory>
        var dietFlags: Set<DietFlag>
        var tags: Set<String>
        var foods: [FoodUse]
        /// What its lines and steps ask to be done the day before.
        var advancePreparation: [AdvancePreparation]
    }

    /// The household's recipes and the public ones (only those with `ids` when given), each once.
    func planningFacts(householdID: UUID, only ids: Set<UUID>? = nil) async throws -> [PlanningFacts] {
        var query = Recipe.query(on: db)
            .group(.or) { $0.filter(\.$householdID == householdID).filter(\.$status == .approved) }
        if let ids { query = query.filter(\.$id ~~ Array(ids)) }
        let recipes = try await query.sort(\.$id).all()
        guard !recipes.isEmpty else { return [] }
        let contents = try await contents(of: recipes)
        return recipes.compactMap { recipe -> PlanningFacts? in
            guard let id = recipe.id, let content = contents[id] else { return nil }
            let servings = max(recipe.servings, 1)
            let nutrition = content.nutrition
            let foods = zip(content.ingredients, nutrition.lines).compactMap { line, counted -> PlanningFacts.FoodUse? in
                guard let foodID = line.foodID else { return nil }
                return .init(foodID: foodID, gramsPerServing: counted.grams.map { $0 / Double(servings) })
            }
            func values(_ kind: RecipeLabel.Kind) -> [String] { Loaded.values(kind, in: content.labels) }
            let minutes = recipe.totalMinutes ?? Self.sum(recipe.prepMinutes, recipe.cookMinutes)
            return PlanningFacts(
                id: id, title: recipe.title, servings: servings, totalMinutes: minutes,
                perServing: nutrition.total.isEmpty ? nil : nutrition.perServing,
                categories: Set(values(.category).compactMap(RecipeCategory.init(rawValue:))),
                dietFlags: Set(values(.diet).compactMap(DietFlag.init(rawValue:))), tags: Set(values(.tag)), foods: foods,
                advancePreparation: content.advancePreparation)
        }
    }

    private static func sum(_ a: Int?, _ b: Int?) -> Int? {
        guard a != nil || b != nil else { return nil }
        return (a ?? 0) + (b ?? 0)
    }
}
