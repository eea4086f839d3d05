import Fluent
import Foundation
import LarderCore

/// Each person's diets and never-eaten foods, which the meal planner keeps for every meal it
/// plans for them.
struct EatingRulesService {
    let db: any Database
    let foods: FoodService

    /// More would be a shopping list, not a rule; the planner checks each against every recipe.
    static let maximumExcludedFoods = 100

    struct Rules: Sendable, Equatable {
        var diet: Set<DietFlag> = []
        /// Foods of the food table, by id, with their names, in the order they were added.
        var excludedFoods: [ExcludedFood] = []
    }

    struct ExcludedFood: Sendable, Equatable {
        var id: UUID
        var name: String
    }

    /// The person's rules; none until they save some.
    func rules(of userID: UUID) async throws -> Rules {
        try await rules(of: [userID])[userID] ?? Rules()
    }

    /// The rules of several people at once, for a household's plan; people without any are left out.
    func rules(of userIDs: [UUID]) async throws -> [UUID: Rules] {
        guard !userIDs.isEmpty else { return [:] }
        let rows = try await EatingRules.query(on: db).filter(\.$userID ~~ userIDs).all()
        let names = try await foods.entries(ids: Set(rows.flatMap(\.excludedFoodIDs)))
        var result: [UUID: Rules] = [:]
        for row in rows {
            result[row.userID] = Rules(
                diet: Set(row.diet),
                excludedFoods: row.excludedFoodIDs.map { ExcludedFood(id: $0, name: names[$0]?.food.name ?? "") })
        }
        return result
    }

    /// Replaces the person's rules. A food the food table does not have is a 400 naming
    /// `excludedFoodIds`, and changes nothing.
    @discardableResult
    func save(diet: Set<DietFlag>, excludedFoodIDs: [UUID], for userID: UUID) async throws -> Rules {
        guard excludedFoodIDs.count <= Self.maximumExcludedFoods else {
            throw AppError.invalid("excludedFoodIds", .errorFieldTooMany, ["excludedFoodIds", String(Self.maximumExcludedFoods)])
        }
        var seen = Set<UUID>()
        let ids = excludedFoodIDs.filter { seen.insert($0).inserted }
        let known = try await foods.entries(ids: Set(ids))
        if ids.contains(where: { known[$0] == nil }) {
            throw AppError.invalid("excludedFoodIds", .errorFoodNotFound)
        }
        try await db.writeTransaction(locking: .person(userID)) { db in
            let row = try await EatingRules.query(on: db).filter(\.$userID == userID).first() ?? EatingRules()
            row.userID = userID
            row.diet = DietFlag.allCases.filter(diet.contains)
            row.excludedFoodIDs = ids
            try await row.save(on: db)
        }
        return Rules(diet: diet, excludedFoods: ids.map { ExcludedFood(id: $0, name: known[$0]?.food.name ?? "") })
    }

    /// The food table's best match for a name a person typed, for adding a never-eaten food by name.
    func food(named name: String) async throws -> ExcludedFood? {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        guard let best = try await foods.search(trimmed, page: 1, per: 1).items.first else { return nil }
        return ExcludedFood(id: best.id, name: best.food.name)
    }
}
