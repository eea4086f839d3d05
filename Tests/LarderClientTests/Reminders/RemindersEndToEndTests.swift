import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing

/// Reminder lists, reminders and tags through the generated client against a running server,
/// on SQLite and on PostgreSQL.
@Suite("Reminders end to end")
struct RemindersEndToEndTests {
    @Test("Lists are created, read, changed and deleted with their display settings", arguments: TestDatabase.all)
    func listCRUD(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let h = home.householdID
            let made = try await home.ada.createReminderList(
                path: .init(householdId: h), body: .json(.init(name: "Kitchen", icon: .utensils, color: .green, sortBy: .dueDate))
            ).created.body.json
            #expect(made.name == "Kitchen" && made.icon == .utensils && made.color == .green && made.sortBy == .dueDate)
            #expect(!made.isPrivate && !made.isDefault)

            let changed = try await home.bob.updateReminderList(
                path: .init(listId: made.id), body: .json(.init(name: "Fridge", showCompleted: true, ascending: false))
            ).ok.body.json
            #expect(changed.name == "Fridge" && changed.showCompleted && !changed.ascending && changed.icon == .utensils)
            #expect(try await home.ada.getReminderList(path: .init(listId: made.id)).ok.body.json.name == "Fridge")

            _ = try await home.ada.deleteReminderList(path: .init(listId: made.id)).noContent
            #expect(errorStatus(try await home.ada.getReminderList(path: .init(listId: made.id)))?.status == 404)
        }
    }

    @Test("Reminders are created, read, replaced and deleted, with tags", arguments: TestDatabase.all)
    func reminderCRUD(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let h = home.householdID
            let work = try await home.ada.createReminderTag(path: .init(householdId: h), body: .json(.init(name: "#work", color: .red)))
                .created.body.json
            #expect(work.name == "work" && work.color == .red)
            let made = try await home.create("Pay the gas bill", dueDay: "2026-04-15", tagIds: [work.id])
            #expect(made.dueDay == "2026-04-15" && made.dueAt == nil && made.tagIds == [work.id])

            let replaced = try await home.ada.replaceReminder(
                path: .init(reminderId: made.id),
                body: .json(.init(title: "Pay the gas bill online", dueAt: RemindersKitchen.kyiv(2026, 4, 15, 18), priority: .high, flagged: true))
            ).ok.body.json
            #expect(replaced.title == "Pay the gas bill online" && replaced.priority == .high && replaced.flagged)
            #expect(replaced.dueDay == "2026-04-15" && replaced.dueAt == RemindersKitchen.kyiv(2026, 4, 15, 18))
            #expect(replaced.tagIds.isEmpty && replaced.listId == made.listId)

            let renamed = try await home.ada.updateReminderTag(path: .init(tagId: work.id), body: .json(.init(name: "job"))).ok.body.json
            #expect(renamed.name == "job")
            #expect(try await home.bob.listReminderTags(path: .init(householdId: h)).ok.body.json.map(\.name) == ["job"])
            _ = try await home.ada.deleteReminderTag(path: .init(tagId: work.id)).noContent

            _ = try await home.ada.deleteReminder(path: .init(reminderId: made.id)).noContent
            #expect(errorStatus(try await home.ada.getReminder(path: .init(reminderId: made.id)))?.status == 404)
        }
    }

    @Test("A reminder made without a list goes to the person's own default list", arguments: TestDatabase.all)
    func defaultList(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let made = try await home.create("Defrost the chicken")
            let lists = try await home.ada.listReminderLists(path: .init(householdId: home.householdID)).ok.body.json
            let defaults = lists.filter(\.isDefault)
            #expect(defaults.count == 1 && defaults.first?.id == made.listId && defaults.first?.isPrivate == true)
            #expect(errorStatus(try await home.ada.deleteReminderList(path: .init(listId: made.listId)))?.status == 409)
        }
    }

    @Test("A reminder list's reminders page through in its order, and a manual order sticks", arguments: TestDatabase.all)
    func reorderAndPaginate(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let a = try await home.create("A")
            let b = try await home.create("B")
            let c = try await home.create("C")
            _ = try await home.ada.reorderReminderList(path: .init(listId: a.listId), body: .json(.init(reminderIds: [c.id, a.id, b.id]))).noContent
            let first = try await home.ada.listReminderListReminders(path: .init(listId: a.listId), query: .init(page: 1, per: 2)).ok.body.json
            let second = try await home.ada.listReminderListReminders(path: .init(listId: a.listId), query: .init(page: 2, per: 2)).ok.body.json
            #expect(first.items.map(\.title) == ["C", "A"] && second.items.map(\.title) == ["B"] && first.total == 3)

            let shared = try await home.ada.createReminderList(path: .init(householdId: home.householdID), body: .json(.init(name: "Shared")))
                .created.body.json
            let moved = try await home.ada.moveReminder(path: .init(reminderId: c.id), body: .json(.init(listId: shared.id))).ok.body.json
            #expect(moved.listId == shared.id)
        }
    }

    @Test("Completing a daily reminder moves it to the next day at the same wall time across the clock change, keeping the one done", arguments: TestDatabase.all)
    func completeRecurring(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let made = try await home.create("Water the plants", dueAt: RemindersKitchen.kyiv(2026, 3, 28, 8), rrule: "FREQ=DAILY")
            let done = try await home.ada.completeReminder(path: .init(reminderId: made.id)).ok.body.json
            #expect(done.completedAt == nil)
            #expect(done.dueAt == RemindersKitchen.kyiv(2026, 3, 29, 8))  // 08:00 +03:00 after the change
            #expect(done.dueDay == "2026-03-29")
            #expect(done.history.map(\.dueAt) == [RemindersKitchen.kyiv(2026, 3, 28, 8)])
            #expect(done.history.first?.completedAt == RemindersKitchen.now)
        }
    }

    @Test("A repeating reminder on the last Friday of the month moves to the next month's last Friday", arguments: TestDatabase.all)
    func completeLastFriday(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let made = try await home.create("Clean the fridge", dueDay: "2026-03-27", rrule: "FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1")
            let done = try await home.ada.completeReminder(path: .init(reminderId: made.id)).ok.body.json
            #expect(done.dueDay == "2026-04-24" && done.history.map(\.dueDay) == ["2026-03-27"])
        }
    }

    @Test("Completing a one-off reminder closes it, and reopening opens it again", arguments: TestDatabase.all)
    func completeAndReopen(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let made = try await home.create("Buy milk")
            let done = try await home.ada.completeReminder(path: .init(reminderId: made.id)).ok.body.json
            #expect(done.completedAt == RemindersKitchen.now)
            #expect(try await home.builtIn(.completed) == ["Buy milk"])
            #expect(try await home.builtIn(.all).isEmpty)

            let reopened = try await home.ada.reopenReminder(path: .init(reminderId: made.id)).ok.body.json
            #expect(reopened.completedAt == nil)
            #expect(try await home.builtIn(.all) == ["Buy milk"])
        }
    }

    @Test("Built-in lists: Today holds today's and overdue ones, Scheduled every dated one, Flagged the flagged", arguments: TestDatabase.all)
    func builtInLists(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            _ = try await home.create("Yesterday", dueDay: "2026-03-26")
            _ = try await home.create("Today", dueDay: "2026-03-27")
            _ = try await home.create("Next week", dueDay: "2026-04-03", flagged: true)
            _ = try await home.create("Someday")
            #expect(Set(try await home.builtIn(.today)) == ["Yesterday", "Today"])
            #expect(try await home.builtIn(.overdue) == ["Yesterday"])
            #expect(try await home.builtIn(.scheduled) == ["Yesterday", "Today", "Next week"])
            #expect(try await home.builtIn(.flagged) == ["Next week"])
            #expect(try await home.builtIn(.all).count == 4)
        }
    }
}
