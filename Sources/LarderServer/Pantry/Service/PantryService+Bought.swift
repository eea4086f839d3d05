import Fluent
import Foundation
import LarderCore

/// "Bought → pantry": a list's ticked items go into the household's stock in one transaction
/// (each with its ledger entry, reason "bought") and come off the list.
///
/// Where they go, unless the request names a place: frozen food (by name) to the freezer; dairy,
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

    func stockBought(from list: ShoppingList, location: String?, _ access: HouseholdService.Access, by user: User) async throws
        -> [PantryItem]
    {
        let override = try location.map { try PantryRules.location($0) }
        let listID = try list.requireID()
        let bought = try await shoppingList.checkedItems(of: list)
        let groups = try await foods.entries(ids: Set(bought.compactMap(\.foodID))).mapValues(\.food.group)
        let today = self.today
        var newItems: [PantryItem] = []
        for entry in bought {
            let group = entry.foodID.flatMap { groups[$0] } ?? nil
            let place = Self.boughtPlace(group: group, name: entry.name)
            let amounts: [(Double, StockUnit)] =
                entry.measures.isEmpty ? [(1, .each)] : entry.measures.map { ($0.quantity.upperBound.doubleValue, StockUnit($0.unit)) }
            for (amount, unit) in amounts {
                let item = PantryItem()
                item.$household.id = access.householdID
                item.foodID = entry.foodID
                item.foodGroup = group
                item.name = String(entry.name.prefix(PantryRules.nameLength))
                item.amount = try PantryRules.amount(amount)
                item.unit = unit.code
                item.location = override ?? place.location.rawValue
                item.bestBefore = place.days.map { today.adding(days: $0).description }
                newItems.append(item)
            }
        }
        let actor = try PantryActor.person(user)
        let householdID = access.householdID
        let itemIDs = bought.map(\.id)
        let items = newItems
        let revision = try await change(householdID) { db in
            let ledger = PantryLedger(db: db, householdID: householdID, actor: actor)
            for item in items {
                try await item.create(on: db)
                try await ledger.record(.added, item, before: nil, reason: "bought")
            }
            return try await ShoppingListService.removeBought(itemIDs, from: listID, on: db)
        }
        if !itemIDs.isEmpty {
            list.revision = revision
            await shoppingList.publish(.itemsRemoved, list: list, items: itemIDs, by: access)
        }
        return items
    }
}
