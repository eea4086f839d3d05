import Foundation
import LarderCore

/// What the planner works from, gathered through the owning modules' services: the household's
/// and public recipes with nutrition per serving (Recipes), each member's targets (Nutrition),
/// stock with best-before days and what was cooked when (Pantry).
struct PlannerInputs: Sendable {
    struct Eater: Sendable {
        var userID: UUID
        var name: String
        /// Their eating rules (Nutrition): diets every recipe they eat keeps, foods none holds.
        var rules: EatingRulesService.Rules
        var targets: PlanNutrition

        var planEater: PlanEater {
            PlanEater(
                id: userID.uuidString, targets: targets, requiredDiet: rules.diet,
                excludedFoods: Set(rules.excludedFoods.map(\.id.uuidString)))
        }
    }

    var eaters: [Eater]
    /// Members without a nutrition profile: the planner cannot plan for them.
    var withoutTargets: [String]
    var recipes: [PlanRecipe]
    var stock: [PlanStockItem]
    /// Nutrition per serving of every recipe the household may plan, by id.
    var perServing: [UUID: PlanNutrition]

    static func gather(_ service: PlannerService, _ access: HouseholdService.Access) async throws -> PlannerInputs {
        let (eaters, withoutTargets) = try await targets(service, access)
        let facts = try await service.recipes.planningFacts(householdID: access.householdID)
        let cooked = try await service.pantry.lastCooked(householdID: access.householdID)
        let stock = try await service.pantry.planningStock(householdID: access.householdID)
        var perServing: [UUID: PlanNutrition] = [:]
        let recipes = facts.compactMap { fact -> PlanRecipe? in
            guard let values = fact.perServing, let nutrition = Self.nutrition(values), nutrition.kcal > 0 else { return nil }
            perServing[fact.id] = nutrition
            return PlanRecipe(
                id: fact.id.uuidString, title: fact.title, perServing: nutrition, categories: fact.categories, tags: fact.tags,
                totalMinutes: fact.totalMinutes, dietFlags: fact.dietFlags,
                foods: fact.foods.map { .init(food: $0.foodID.uuidString, gramsPerServing: $0.gramsPerServing) },
                lastCooked: cooked[fact.id].map { CalendarDay($0, in: service.clock.timeZone) })
        }
        return PlannerInputs(
            eaters: eaters, withoutTargets: withoutTargets, recipes: recipes,
            stock: stock.map {
                PlanStockItem(id: $0.itemID.uuidString, food: $0.foodID.uuidString, grams: $0.grams, bestBefore: $0.bestBefore)
            },
            perServing: perServing)
    }

    /// Each member's daily energy and macronutrient targets, from their nutrition profile.
    static func targets(_ service: PlannerService, _ access: HouseholdService.Access) async throws -> ([Eater], [String]) {
        var eaters: [Eater] = []
        var without: [String] = []
        let members = try await service.members(access)
        let rules = try await service.eatingRules.rules(of: members.map(\.userID))
        for member in members {
            guard let profile = try await service.profiles.profile(of: member.userID) else {
                without.append(member.name)
                continue
            }
            let targets = profile.targets
            eaters.append(
                Eater(
                    userID: member.userID, name: member.name, rules: rules[member.userID] ?? .init(),
                    targets: PlanNutrition(
                        kcal: Double(targets.dailyKcal), protein: Double(targets.macros.protein), fat: Double(targets.macros.fat),
                        carbohydrate: Double(targets.macros.carbohydrate))))
        }
        return (eaters, without)
    }

    /// What a plan as it stands needs of its recipes: nutrition per serving for the totals, and
    /// what each asks to be done the day before.
    struct PlannedRecipes: Sendable {
        var perServing: [UUID: PlanNutrition] = [:]
        var preparation: [UUID: [AdvancePreparation]] = [:]
    }

    static func plannedRecipes(_ ids: Set<UUID>, _ service: PlannerService, _ access: HouseholdService.Access) async throws
        -> PlannedRecipes
    {
        guard !ids.isEmpty else { return PlannedRecipes() }
        var result = PlannedRecipes()
        for fact in try await service.recipes.planningFacts(householdID: access.householdID, only: ids) {
            if let values = fact.perServing, let nutrition = nutrition(values) { result.perServing[fact.id] = nutrition }
            if !fact.advancePreparation.isEmpty { result.preparation[fact.id] = fact.advancePreparation }
        }
        return result
    }

    static func nutrition(_ values: NutrientValues) -> PlanNutrition? {
        guard let kcal = values[.energyKcal] else { return nil }
        return PlanNutrition(
            kcal: kcal, protein: values[.protein] ?? 0, fat: values[.fat] ?? 0, carbohydrate: values[.carbohydrate] ?? 0)
    }
}
