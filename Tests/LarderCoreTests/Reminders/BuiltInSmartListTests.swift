import Foundation
import Testing

@testable import LarderCore

@Suite("Built-in smart lists")
struct BuiltInSmartListTests {
    let now = utc("2025-01-15T08:00:00")

    private func members(_ list: BuiltInSmartList, _ reminders: [ReminderFacts]) -> [String] {
        ReminderFilterEvaluator(list.filter, now: now, timeZone: kyiv).filter(reminders).map(\.title)
    }

    let reminders = [
        reminder("today", due: .day(day("2025-01-15"))),
        reminder("overdue", due: .time(utc("2025-01-14T08:00:00"))),
        reminder("later", due: .day(day("2025-02-01")), flagged: true),
        reminder("undated"),
        reminder("done", due: .day(day("2025-01-15")), flagged: true, completed: true),
    ]

    @Test("Each built-in list holds what its name says, and only All and Completed hold undated ones")
    func builtIns() {
        #expect(members(.today, reminders) == ["today", "overdue"])
        #expect(members(.scheduled, reminders) == ["today", "overdue", "later"])
        #expect(members(.overdue, reminders) == ["overdue"])
        #expect(members(.flagged, reminders) == ["later"])
        #expect(members(.all, reminders) == ["today", "overdue", "later", "undated"])
        #expect(members(.completed, reminders) == ["done"])
    }
}
