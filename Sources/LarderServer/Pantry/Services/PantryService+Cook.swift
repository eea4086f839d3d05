import Fluent
import Foundation
import LarderCore

extension PantryService {
    /// What cooking took from stock.
    struct CookReceipt: Sendable {
        struct Use: Sendable {
            var item: PantryItem
            /// Taken, in the item's unit.
            var amount: Double
        }

        var recipeID: UUID
        var recipeTitle: String
        var servings: Int
        var operationID: UUID
        var used: [Use]
        var skipped: [(text: String, reason: CookLine.Skip)]
    }

    /// What stood in the way: each missing line, in the recipe's units.
    struct CookShortfall: Sendable {
        var recipeID: UUID
        var recipeTitle: String
        var servings: Int
        var missing: [CookPlan.Shortage]
    }

    enum CookOutcome: Sendable {
        case cooked(CookReceipt)
        case short(CookShortfall)
    }

    /// Cooks the recipe from the household's stock: every line is taken from the batches that
    /// expire first — all of them, or, when anything is short, nothing. The check and the taking
    /// run under the household's lock, so concurrent cooks never both take the last of something.
    func cook(
        _ recipeID: UUID, servings: Int?, _ access: HouseholdService.Access, viewer: RecipeViewer, by actor: PantryActor
    ) async throws -> CookOutcome {
        let (recipe, lines, servings) = try await cookingLines(recipeID, servings: servings, access, viewer: viewer)
        let linked = Set(lines.compactMap { line -> UUID? in if case .food(let id) = line.key { id } else { nil } })
        let householdID = access.householdID
        // Foods' measures are read before the lock; they do not change with stock.
        let known = try await measures(of: try await Self.stock(of: householdID, on: db), and: linked)
        let operationID = UUID()
        return try await change(householdID) { db in
            let items = try await Self.stock(of: householdID, on: db)
            var measures = known
            let missingFoods = Set(items.compactMap(\.foodID)).subtracting(measures.keys)
            if !missingFoods.isEmpty {
                for (id, entry) in try await foods.on(db).entries(ids: missingFoods) { measures[id] = entry.food.measures }
            }
            let plan = CookPlan.make(lines: lines, pools: Self.pools(items, measures: measures))
            guard plan.isReady else {
                return .short(CookShortfall(recipeID: recipeID, recipeTitle: recipe.title, servings: servings, missing: plan.shortages))
            }
            let ledger = PantryLedger(db: db, householdID: householdID, actor: actor, operationID: operationID)
            let byID = Dictionary(items.compactMap { item in item.id.map { ($0, item) } }, uniquingKeysWith: { a, _ in a })
            var taken: [UUID: Double] = [:]
            var order: [UUID] = []
            for deduction in plan.deductions {
                if taken[deduction.take.batchID] == nil { order.append(deduction.take.batchID) }
                taken[deduction.take.batchID, default: 0] += deduction.take.amount
            }
            var used: [CookReceipt.Use] = []
            for id in order {
                guard let item = byID[id], let amount = taken[id] else { continue }
                let before = item.state
                item.amount = StockNumber.clean(max(0, item.amount - amount))
                try await item.save(on: db)
                try await ledger.record(.cooked, item, before: before, recipe: (recipeID, recipe.title))
                used.append(.init(item: item, amount: StockNumber.clean(amount)))
            }
            return .cooked(
                CookReceipt(
                    recipeID: recipeID, recipeTitle: recipe.title, servings: servings, operationID: operationID, used: used,
                    skipped: plan.skipped.map { (lines[$0.line].text, $0.reason) }))
        }
    }

    /// What a cook of the recipe would find missing now, without taking anything.
    func shortfall(
        _ recipeID: UUID, servings: Int?, _ access: HouseholdService.Access, viewer: RecipeViewer
    ) async throws -> CookShortfall {
        let (recipe, lines, servings) = try await cookingLines(recipeID, servings: servings, access, viewer: viewer)
        let linked = Set(lines.compactMap { line -> UUID? in if case .food(let id) = line.key { id } else { nil } })
        let items = try await Self.stock(of: access.householdID, on: db)
        let plan = CookPlan.make(lines: lines, pools: Self.pools(items, measures: try await measures(of: items, and: linked)))
        return CookShortfall(recipeID: recipeID, recipeTitle: recipe.title, servings: servings, missing: plan.shortages)
    }

    /// The recipe's lines scaled to `servings`, as cooking from this household reads them.
    private func cookingLines(
        _ recipeID: UUID, servings: Int?, _ access: HouseholdService.Access, viewer: RecipeViewer
    ) async throws -> (RecipeService.CookingLines, [CookLine], Int) {
        if let servings, !(1...1000).contains(servings) {
            throw AppError.invalid("servings", .errorFieldOutOfRange, ["servings", "1", "1000"])
        }
        let recipe = try await recipes.cookingLines(of: recipeID, for: viewer)
        let servings = servings ?? recipe.servings
        let factor = Double(servings) / Double(max(recipe.servings, 1))
        let staples = try await preferences(access.householdID).staples
        let lines = recipe.lines.map {
            CookLine(text: $0.text, isOptional: $0.optional, foodID: $0.foodID, factor: factor, staples: staples)
        }
        return (recipe, lines, servings)
    }

    /// Puts missing ingredients on the household's shopping list, one line each: "150 g flour".
    func addToShoppingList(
        _ missing: [Missing], recipeID: UUID?, recipeTitle: String?, servings: Int?, _ access: HouseholdService.Access, by user: Person
    ) async throws -> [String] {
        guard !missing.isEmpty else { throw AppError.invalid("missing", .pantryErrorNothingMissing) }
        guard missing.count <= 100 else { throw AppError.invalid("missing", .errorFieldTooMany, ["missing", "100"]) }
        // A list that subtracts stock takes what the pantry holds off by itself: it gets the
        // whole amount of a stocked food, or the stock would come off twice.
        let list = try await shoppingList.defaultListRef(access)
        let subtractsStock = list.subtractStock
        var lines: [String] = []
        var additions: [ShoppingListService.Line] = []
        for (index, item) in missing.enumerated() {
            let field = "missing[\(index)]"
            let name = try PantryRules.name(item.name, field: "\(field).name")
            let unit = try PantryRules.unit(item.unit, field: "\(field).unit")
            let shortfall = try PantryRules.amount(item.shortfall, field: "\(field).shortfall")
            var amount = shortfall
            if subtractsStock, item.foodID != nil, let needed = item.needed, (item.available ?? 0) > 0 {
                amount = try PantryRules.amount(needed, field: "\(field).needed")
            }
            let line = Self.shoppingLine(amount, unit, name)
            lines.append(line)
            additions.append(
                .init(
                    text: line, source: .pantryShortfall, recipeID: recipeID, recipeTitle: recipeTitle, servings: servings,
                    foodID: item.foodID))
        }
        _ = try await shoppingList.add(additions, to: list, access, by: user)
        return lines
    }

    /// One missing ingredient, as a client sends it back.
    struct Missing: Sendable {
        var name: String
        var unit: String
        var shortfall: Double
        var foodID: UUID? = nil
        var needed: Double? = nil
        var available: Double? = nil
    }

    /// "150 g flour", "2 large eggs", "1 1/2 cups milk".
    static func shoppingLine(_ amount: Double, _ unit: StockUnit, _ name: String) -> String {
        "\(unit.format(amount)) \(name)"
    }
}
