import Fluent
import Foundation

/// What the Reminders module reads of the pantry to remind a household to use food in time:
/// values, never the pantry's models.
extension PantryService {
    struct ExpiringStock: Sendable, Hashable {
        var itemID: UUID
        var name: String
        /// "YYYY-MM-DD".
        var bestBefore: String
    }

    /// Items in stock past or within the household's "expiring soon" window of their best-before date.
    func expiringStock(_ access: HouseholdService.Access) async throws -> [ExpiringStock] {
        try await expiring(access, days: nil).items.compactMap { item in
            guard let bestBefore = item.bestBefore else { return nil }
            return ExpiringStock(itemID: item.id, name: item.name, bestBefore: bestBefore)
        }
    }

    /// Which of these items of the household are still in stock (not used up, eaten or thrown out).
    func itemsInStock(_ ids: [UUID], householdID: UUID) async throws -> Set<UUID> {
        guard !ids.isEmpty else { return [] }
        let items = try await PantryItem.query(on: db).filter(\.$householdID == householdID).filter(\.$id ~~ ids)
            .filter(\.$discardReason == nil).filter(\.$amount > 0).all()
        return Set(items.compactMap(\.id))
    }
}
