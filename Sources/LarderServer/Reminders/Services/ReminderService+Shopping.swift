import Foundation
import LarderCore

extension ReminderService {
    /// Puts a groceries reminder's items on the household's default shopping list through the
    /// Shopping module's service, marked as coming from a reminder. Returns how many lines went.
    func addToShoppingList(
        _ reminder: Reminder, shopping: ShoppingListService, _ access: HouseholdService.Access, by user: Person
    ) async throws -> Int {
        guard reminder.topic == .groceries else { throw AppError.conflict(.errorReminderNotGroceries) }
        let lines = ReminderShoppingItems.lines(title: reminder.title, notes: reminder.notes)
        let list = try await shopping.defaultListRef(access)
        let entries = try await shopping.add(
            lines.map { ShoppingListService.Line(text: $0, source: .reminder, reference: reminder.id?.uuidString) },
            to: list, access, by: user)
        return entries.count
    }
}
