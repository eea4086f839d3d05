import Foundation
import LarderCore

/// A reminder the evening before a planned meal whose recipe asks for defrosting or soaking,
/// in the Reminders module's default list of the person who asks.
extension PlannerService {
    /// When the reminder is due: the evening before the meal's day, where the household lives.
    static let reminderHour = 20

    struct PreparationReminder: Sendable {
        var id: UUID
        var title: String
        var due: Date
        var preparation: [AdvancePreparation]
    }

    func remindPreparation(_ entryID: UUID, _ access: HouseholdService.Access, text: Localizer) async throws -> PreparationReminder {
        let entry = try await entry(entryID, access)
        let preparation = try await PlannerInputs.plannedRecipes([entry.recipeID], self, access).preparation[entry.recipeID] ?? []
        guard !preparation.isEmpty else { throw AppError.conflict(.plannerErrorNothingToPrepare, field: "entryId") }
        let due = Self.evening(before: entry.day, in: clock.timeZone)
        let what = preparation.map { text[$0.phrase] }.joined(separator: ", ")
        let title = text.text(.plannerPrepareTitle, [what, entry.recipeTitle, text.meal(entry.meal), entry.day.description])
        let reminder = try await reminders.remind(title: title, notes: "", due: .time(due), access)
        return PreparationReminder(id: reminder.id, title: reminder.title, due: due, preparation: preparation)
    }

    static func evening(before day: CalendarDay, in timeZone: TimeZone) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let eve = day.adding(days: -1)
        let components = DateComponents(year: eve.year, month: eve.month, day: eve.day, hour: reminderHour)
        // A real calendar day at 20:00 always exists (time-zone shifts happen at night).
        return calendar.date(from: components)!
    }
}

extension AdvancePreparation {
    var phrase: Phrase {
        switch self {
        case .defrost: .plannerPrepareDefrost
        case .soak: .plannerPrepareSoak
        }
    }
}
