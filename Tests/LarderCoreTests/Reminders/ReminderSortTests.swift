import Foundation
import Testing

@testable import LarderCore

@Suite("Sorting a list")
struct ReminderSortTests {
    private func facts(
        _ title: String, due: ReminderDue? = nil, priority: ReminderPriority = .none, created: String = "2025-01-01T00:00:00",
        order: Int? = nil, completed: Bool = false
    ) -> ReminderFacts {
        ReminderFacts(
            title: title, due: due, priority: priority, listID: homeList, createdAt: utc(created),
            completedAt: completed ? utc("2025-01-10T00:00:00") : nil, manualOrder: order)
    }

    private func titles(_ sort: ReminderSort, _ reminders: [ReminderFacts]) -> [String] {
        sort.sorted(reminders, timeZone: kyiv).map(\.title)
    }

    @Test("By due date: earliest first, a day without time before timed ones that day, no due last either way")
    func byDueDate() {
        let list = [
            facts("none"), facts("evening", due: .time(utc("2025-01-15T17:00:00"))),
            facts("all day", due: .day(day("2025-01-15"))), facts("yesterday", due: .day(day("2025-01-14"))),
            facts("morning", due: .time(utc("2025-01-15T06:00:00"))),
        ]

        #expect(titles(ReminderSort(.dueDate), list) == ["yesterday", "all day", "morning", "evening", "none"])
        #expect(titles(ReminderSort(.dueDate, ascending: false), list) == ["evening", "morning", "all day", "yesterday", "none"])
    }

    @Test("By title, ignoring case and accents")
    func byTitle() {
        let list = [facts("banana"), facts("Éclair"), facts("apple"), facts("Cherry")]

        #expect(titles(ReminderSort(.title), list) == ["apple", "banana", "Cherry", "Éclair"])
    }

    @Test("By priority descending: high first, ties by due date then title")
    func byPriority() {
        let list = [
            facts("b", priority: .high), facts("a", priority: .high), facts("low", priority: .low),
            facts("soon", due: .day(day("2025-01-02")), priority: .high), facts("none"),
        ]

        #expect(titles(ReminderSort(.priority, ascending: false), list) == ["soon", "a", "b", "low", "none"])
    }

    @Test("Manual order puts unplaced reminders last; created sorts by creation")
    func manualAndCreated() {
        let list = [facts("x", order: 2), facts("y"), facts("z", order: 1)]
        let created = [facts("new", created: "2025-03-01T00:00:00"), facts("old", created: "2024-03-01T00:00:00")]

        #expect(titles(ReminderSort(.manual), list) == ["z", "x", "y"])
        #expect(titles(ReminderSort(.created), created) == ["old", "new"])
        #expect(titles(ReminderSort(.created, ascending: false), created) == ["new", "old"])
    }

    @Test("Completed reminders come after open ones")
    func completedLast() {
        let list = [facts("a done", completed: true), facts("b open")]

        #expect(titles(ReminderSort(.title), list) == ["b open", "a done"])
    }
}
