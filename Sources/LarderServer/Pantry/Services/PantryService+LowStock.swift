import Foundation
import LarderCore

/// "Add low-stock items to the list": every food below its minimum goes on a shopping list for
/// what it takes to get back to the minimum ("need 700 g" when 300 g of a 1 kg minimum is left).
extension PantryService {
    struct LowStockAddition: Sendable {
        var entries: [ShoppingListService.Entry]
        /// Low foods left out because the list already carries them from an earlier low-stock addition.
        var alreadyListed: [String]
    }

    func addLowStock(to list: ShoppingListRef, _ access: HouseholdService.Access, by user: Person) async throws -> LowStockAddition {
        let low = try await totals(access).filter { $0.low && $0.foodID != nil && $0.minimumUnit != nil }
        let listed = try await shoppingList.unticked(foodsFrom: .lowStock, on: list)
        var lines: [ShoppingListService.Line] = []
        var alreadyListed: [String] = []
        for total in low {
            guard let foodID = total.foodID, let minimum = total.minimum, let unit = total.minimumUnit else { continue }
            if listed.contains(foodID) {
                alreadyListed.append(total.name)
                continue
            }
            // A list that subtracts stock takes what the pantry holds off by itself: it gets the
            // whole minimum, or the stock would come off twice.
            let amount = list.subtractStock && total.itemCount > 0 ? minimum.amount : total.missing
            guard amount > 0 else { continue }
            lines.append(.init(text: Self.shoppingLine(amount, unit, total.name), source: .lowStock, foodID: foodID))
        }
        let entries = lines.isEmpty ? [] : try await shoppingList.add(lines, to: list, access, by: user)
        return LowStockAddition(entries: entries, alreadyListed: alreadyListed)
    }
}
