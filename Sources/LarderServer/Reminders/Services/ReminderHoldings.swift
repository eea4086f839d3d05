import Fluent
import Foundation

/// Reminders' part of what a household holds: its lists (private ones included, since they go
/// too) and the reminders still open in them.
struct ReminderHoldings: HouseholdHoldingsCounter {
    func holdings(of householdID: UUID, on db: any Database) async throws -> [HouseholdHolding] {
        let lists = try await ReminderList.query(on: db).filter(\.$householdID == householdID).count()
        let open = try await Reminder.query(on: db).filter(\.$householdID == householdID).filter(\.$completedAt == nil).count()
        return [HouseholdHolding(kind: .reminderLists, count: lists), HouseholdHolding(kind: .reminders, count: open)]
    }
}
