import Fluent
import Foundation
import LarderCore

/// "Bought → pantry": a list's ticked items go into the household's stock in one transaction
/// (each with its ledger entry, reason "bought") and come off the list.
///
/// Where they go, unless the person says otherwise: frozen food (by name) to the freezer; dairy,
/// eggs, meat, poultry, sausages and fish to the fridge; everything else to the pantry. Best
/// before, counted from today: frozen 180 days, fish and minced or plain meat 2–3 days, milk and
/// dairy 7, eggs 21; nothing for the rest (packets carry their own date).
extension PantryService {
    static func boughtPlace(group: String?, name: String) -> (location: PantryLocation, days: Int?) {
        let name = name.lowercased()
        let group = group?.lowercased() ?? ""
        if name.contains("frozen") { return (.freezer, 180) }
        if name.contains("egg") && (group.contains("egg") || group.isEmpty) { return (.fridge, 21) }
        if group.contains("dairy") { return (.fridge, 7) }
        if group.contains("finfish") || group.contains("shellfish") { return (.fridge, 2) }
        if ["beef", "pork", "poultry", "lamb", "sausages"].contains(where: group.contains) { return (.fridge, 3) }
        return (.pantry, nil)
    }

    /// One ticked item as it would go into the pantry: how much (one stock item per unit), where
    /// and until when.
    struct BoughtPlan: Sendable {
        var itemID: UUID
        var name: String
        var foodID: UUID?
        var foodGroup: String?
        var amounts: [BoughtAmount]
        var location: String
        var bestBefore: String?
    }

    struct BoughtAmount: Sendable, Equatable {
        var amount: Double
        var unit: StockUnit
    }

    /// What the person changed for one ticked item; nil keeps the default.
    struct BoughtChoice: Sendable {
        var itemID: UUID
        var location: String?
        /// "YYYY-MM-DD", or "" for no date.
        var bestBefore: String?
        /// Replaces the list's amount (one stock item), in `unit` or the list's first unit.
        var amount: Double?
        var unit: String?
    }

    /// The list's ticked items with the place, date and amounts each would get: what the
    /// "bought → pantry" dialog shows before anything moves.
    func boughtPlans(for list: ShoppingListRef, location: String? = nil) async throws -> [BoughtPlan] {
        let override = try location.map { try PantryRules.location($0) }
        let bought = try await shoppingList.checkedItems(of: list)
        let groups = try await Self.foodGroups(of: bought, foods: foods)
        return bought.map { Self.plan(for: $0, group: groups[$0.id] ?? nil, location: override, today: today) }
    }

    struct BoughtResult: Sendable {
        var items: [PantryItem]
        var removedItemCount: Int
    }

    /// Moves the list's ticked items into stock: all of them with their defaults (or `location`
    /// for every one), or, given `choices`, only the items chosen, each with what was changed.
    func stockBought(
        from list: ShoppingListRef, location: String?, choices: [BoughtChoice]? = nil, _ access: HouseholdService.Access, by user: Person
    ) async throws -> BoughtResult {
        let override = try location.map { try PantryRules.location($0) }
        let validated = try choices.map(Self.validated)
        let listID = list.id
        let today = self.today
        let actor = PantryActor.person(user)
        let householdID = access.householdID
        let foods = self.foods
        let (items, removed, revision) = try await change(householdID) { db in
            try await ShoppingListService.lockForBought(listID, on: db)
            let ticked = try await ShoppingListService.checkedItems(of: listID, on: db)
            let groups = try await Self.foodGroups(of: ticked, foods: foods.on(db))
            var plans = ticked.map { Self.plan(for: $0, group: groups[$0.id] ?? nil, location: override, today: today) }
            if let validated { plans = try Self.apply(validated, to: plans) }
            let ledger = PantryLedger(db: db, householdID: householdID, actor: actor)
            var items: [PantryItem] = []
            for plan in plans {
                for amount in plan.amounts {
                    let item = try Self.stockItem(plan, amount, householdID: householdID)
                    try await item.create(on: db)
                    try await ledger.record(.added, item, before: nil, reason: "bought")
                    items.append(item)
                }
            }
            let removed = plans.map(\.itemID)
            return (items, removed, try await ShoppingListService.removeBought(removed, from: listID, on: db))
        }
        if !removed.isEmpty {
            await shoppingList.publishRemoved(removed, from: list, revision: revision, by: access)
        }
        return BoughtResult(items: items, removedItemCount: removed.count)
    }

    // MARK: Steps

    private static func foodGroups(of bought: [ShoppingListService.BoughtItem], foods: FoodService) async throws -> [UUID: String?] {
        let entries = try await foods.entries(ids: Set(bought.compactMap(\.foodID)))
        return Dictionary(bought.map { item in (item.id, item.foodID.flatMap { entries[$0]?.food.group }) }, uniquingKeysWith: { a, _ in a })
    }

    private static func plan(for item: ShoppingListService.BoughtItem, group: String?, location: String?, today: PantryDate) -> BoughtPlan {
        let place = boughtPlace(group: group, name: item.name)
        let amounts =
            item.measures.isEmpty
            ? [BoughtAmount(amount: 1, unit: .each)]
            : item.measures.map { BoughtAmount(amount: $0.quantity.upperBound.doubleValue, unit: StockUnit($0.unit)) }
        return BoughtPlan(
            itemID: item.id, name: String(item.name.prefix(PantryRules.nameLength)), foodID: item.foodID, foodGroup: group,
            amounts: amounts, location: location ?? place.location.rawValue,
            bestBefore: place.days.map { today.adding(days: $0).description })
    }

    /// A choice checked field by field before anything is written; `unit` parsed, the date cleaned.
    private struct ValidChoice: Sendable {
        var itemID: UUID
        var location: String?
        var bestBefore: String??
        var amount: BoughtAmount?
        var amountWithoutUnit: Double?
    }

    private static func validated(_ choices: [BoughtChoice]) throws -> [ValidChoice] {
        guard choices.count <= ShoppingListService.Limits.itemsPerList else {
            throw AppError.invalid("items", .errorFieldTooMany, ["items", String(ShoppingListService.Limits.itemsPerList)])
        }
        var seen = Set<UUID>()
        return try choices.enumerated().map { index, choice in
            let field = "items[\(index)]"
            guard seen.insert(choice.itemID).inserted else {
                throw AppError.invalid("\(field).itemId", .errorFieldDuplicate, ["\(field).itemId"])
            }
            var valid = ValidChoice(itemID: choice.itemID)
            valid.location = try choice.location.map { try PantryRules.location($0, field: "\(field).location") }
            if let date = choice.bestBefore { valid.bestBefore = .some(try PantryRules.date(date, field: "\(field).bestBefore")) }
            if let amount = choice.amount {
                let amount = try PantryRules.amount(amount, field: "\(field).amount")
                if let unit = choice.unit {
                    valid.amount = BoughtAmount(amount: amount, unit: try PantryRules.unit(unit, field: "\(field).unit"))
                } else {
                    valid.amountWithoutUnit = amount
                }
            } else if choice.unit != nil {
                throw AppError.invalid("\(field).amount", .errorFieldRequired, ["\(field).amount"])
            }
            return valid
        }
    }

    /// The plans of the chosen items only, in the order chosen, with the changes made; a choice
    /// naming an item that is not ticked on the list is refused.
    private static func apply(_ choices: [ValidChoice], to plans: [BoughtPlan]) throws -> [BoughtPlan] {
        let byID = Dictionary(plans.map { ($0.itemID, $0) }, uniquingKeysWith: { a, _ in a })
        return try choices.enumerated().map { index, choice in
            guard var plan = byID[choice.itemID] else {
                let field = "items[\(index)].itemId"
                throw AppError.invalid(field, .pantryErrorNotTicked, [field])
            }
            if let location = choice.location { plan.location = location }
            if let date = choice.bestBefore { plan.bestBefore = date }
            if let amount = choice.amount { plan.amounts = [amount] }
            if let amount = choice.amountWithoutUnit { plan.amounts = [BoughtAmount(amount: amount, unit: plan.amounts.first?.unit ?? .each)] }
            return plan
        }
    }

    private static func stockItem(_ plan: BoughtPlan, _ amount: BoughtAmount, householdID: UUID) throws -> PantryItem {
        let item = PantryItem()
        item.householdID = householdID
        item.foodID = plan.foodID
        item.foodGroup = plan.foodGroup
        item.name = plan.name
        item.amount = try PantryRules.amount(amount.amount)
        item.unit = amount.unit.code
        item.location = plan.location
        item.bestBefore = plan.bestBefore
        return item
    }
}
