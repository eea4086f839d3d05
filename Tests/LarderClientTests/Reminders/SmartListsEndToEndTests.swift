import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing

/// Saved smart lists through the API. The original app's smart-list bugs are each pinned here
/// end to end, so Larder cannot bring them back.
@Suite("Reminder smart lists end to end")
struct SmartListsEndToEndTests {
    @Test("\"Has every selected tag\" does not pass a reminder with no tags", arguments: TestDatabase.all)
    func hasEveryNeedsTheTags(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let work = try await home.ada.createReminderTag(path: .init(householdId: home.householdID), body: .json(.init(name: "work")))
                .created.body.json
            _ = try await home.create("Untagged")
            _ = try await home.create("Tagged", tagIds: [work.id])
            #expect(try await home.smartList(#"{"tags": {"match": "hasEvery", "ids": ["\#(work.id)"]}}"#) == ["Tagged"])
        }
    }

    @Test("\"On a day\" matches the calendar day, not the exact instant", arguments: TestDatabase.all)
    func onADayIsTheCalendarDay(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            _ = try await home.create("Morning", dueAt: RemindersKitchen.kyiv(2026, 4, 2, 7, 30))
            _ = try await home.create("Late", dueAt: RemindersKitchen.kyiv(2026, 4, 2, 23, 45))
            _ = try await home.create("No time", dueDay: "2026-04-02")
            _ = try await home.create("Next day", dueAt: RemindersKitchen.kyiv(2026, 4, 3, 0, 15))
            let titles = try await home.smartList(#"{"due": {"match": "on", "day": "2026-04-02"}}"#)
            #expect(Set(titles) == ["Morning", "Late", "No time"])
        }
    }

    @Test("With \"any\", completed reminders stay out unless asked for", arguments: TestDatabase.all)
    func anyLeavesCompletedOut(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            _ = try await home.create("Open flagged", flagged: true)
            let done = try await home.create("Done flagged", flagged: true)
            _ = try await home.ada.completeReminder(path: .init(reminderId: done.id)).ok
            let titles = try await home.smartList(#"{"any": [{"flagged": true}, {"due": {"match": "today"}}]}"#)
            #expect(titles == ["Open flagged"])
        }
    }

    @Test("Hours 00–04 fall in the night bucket", arguments: TestDatabase.all)
    func smallHoursAreNight(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            _ = try await home.create("Half past midnight", dueAt: RemindersKitchen.kyiv(2026, 4, 2, 0, 30))
            _ = try await home.create("Four", dueAt: RemindersKitchen.kyiv(2026, 4, 2, 4, 59))
            _ = try await home.create("Eleven pm", dueAt: RemindersKitchen.kyiv(2026, 4, 2, 23))
            _ = try await home.create("Noon", dueAt: RemindersKitchen.kyiv(2026, 4, 2, 12))
            let titles = try await home.smartList(#"{"timeOfDay": ["night"]}"#)
            #expect(Set(titles) == ["Half past midnight", "Four", "Eleven pm"])
        }
    }

    @Test("Nested groups: (today or overdue) and not tagged work", arguments: TestDatabase.all)
    func nestedGroups(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let work = try await home.ada.createReminderTag(path: .init(householdId: home.householdID), body: .json(.init(name: "work")))
                .created.body.json
            _ = try await home.create("Today", dueDay: "2026-03-27")
            _ = try await home.create("Overdue work", dueDay: "2026-03-20", tagIds: [work.id])
            _ = try await home.create("Overdue", dueDay: "2026-03-20")
            _ = try await home.create("Tomorrow", dueDay: "2026-03-28")
            let titles = try await home.smartList(
                #"{"all": [{"any": [{"due": {"match": "today"}}, {"due": {"match": "overdue"}}]}, {"not": {"tags": {"match": "hasAnyOf", "ids": ["\#(work.id)"]}}}]}"#)
            #expect(titles == ["Overdue", "Today"])
        }
    }

    @Test("A smart list is saved, read back with its filter, replaced and deleted", arguments: TestDatabase.all)
    func smartListCRUD(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let filter = try JSONDecoder().decode(Components.Schemas.SmartListFilter.self, from: Data(#"{"flagged": true}"#.utf8))
            let made = try await home.ada.createSmartList(path: .init(householdId: home.householdID), body: .json(.init(name: "Flags", filter: filter)))
                .created.body.json
            #expect(try await home.ada.getSmartList(path: .init(smartListId: made.id)).ok.body.json.filter == filter)
            let other = try JSONDecoder().decode(Components.Schemas.SmartListFilter.self, from: Data(#"{"textContains": "milk"}"#.utf8))
            let replaced = try await home.ada.replaceSmartList(path: .init(smartListId: made.id), body: .json(.init(name: "Milk", filter: other)))
                .ok.body.json
            #expect(replaced.name == "Milk" && replaced.filter == other)
            #expect(try await home.ada.listSmartLists(path: .init(householdId: home.householdID)).ok.body.json.map(\.name) == ["Milk"])
            #expect(errorStatus(try await home.bob.getSmartList(path: .init(smartListId: made.id)))?.status == 404)
            _ = try await home.ada.deleteSmartList(path: .init(smartListId: made.id)).noContent
        }
    }

    @Test("A filter that does not read is a 400 naming its part", arguments: TestDatabase.all)
    func badFilter(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let filter = try JSONDecoder().decode(
                Components.Schemas.SmartListFilter.self, from: Data(#"{"all": [{"due": {"match": "on", "day": "2026-02-30"}}]}"#.utf8))
            let refused = try await home.ada.createSmartList(path: .init(householdId: home.householdID), body: .json(.init(name: "Bad", filter: filter)))
            #expect(errorStatus(refused)?.status == 400)
            #expect(errorStatus(refused)?.error?.error.field?.hasPrefix("filter.all[0].due") == true)
            #expect(try await home.ada.listSmartLists(path: .init(householdId: home.householdID)).ok.body.json.isEmpty)
        }
    }
}
