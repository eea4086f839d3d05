import Fluent
import Foundation
import LarderCore

/// What pairing asks of the pantry: what the household has in stock now, by every name it goes
/// by — the item's own ("молоко") and the food it is linked to ("Milk, whole").
extension PantryService {
    func stockedNames(householdID: UUID) async throws -> [String] {
        let items = try await Self.stock(of: householdID, on: db)
        let foodNames = try await foods.entries(ids: Set(items.compactMap(\.foodID))).mapValues(\.food.name)
        var seen = Set<String>()
        return items.flatMap { item in [item.name] + (item.foodID.flatMap { foodNames[$0] }.map { [$0] } ?? []) }
            .filter { seen.insert($0.lowercased()).inserted }
    }
}
