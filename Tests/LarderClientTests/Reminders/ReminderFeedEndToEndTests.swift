import AsyncHTTPClient
import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// A list's read-only calendar feed, for calendars that only subscribe: its secret address
/// through the generated client, then the feed read without signing in.
@Suite("Reminder list feeds")
struct ReminderFeedEndToEndTests {
    static func read(_ path: String, _ kitchen: RemindersKitchen) async throws -> (status: Int, body: String) {
        let url = kitchen.session.apiURL.deletingLastPathComponent().absoluteString + path
        let response = try await HTTPClient.shared.execute(HTTPClientRequest(url: url), timeout: .seconds(30))
        return (Int(response.status.code), String(buffer: try await response.body.collect(upTo: 1 << 20)))
    }

    @Test("The feed shows each open reminder with a due as an event, without signing in", arguments: TestDatabase.all)
    func feedShowsDueRemindersAsEvents(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { kitchen in
            let list = try await kitchen.ada.createReminderList(
                path: .init(householdId: kitchen.householdID), body: .json(.init(name: "Bills"))).created.body.json
            for (title, day) in [("Pay the gas bill", "2026-04-15"), ("Renew insurance", "2026-05-01")] {
                _ = try await kitchen.ada.createReminder(
                    path: .init(householdId: kitchen.householdID),
                    body: .json(.init(title: title, dueDay: day, rrule: title.hasPrefix("Pay") ? "FREQ=MONTHLY" : nil, listId: list.id))
                ).created
            }
            _ = try await kitchen.ada.createReminder(path: .init(householdId: kitchen.householdID), body: .json(.init(title: "Someday", listId: list.id))).created
            let feed = try await kitchen.bob.getReminderListFeed(path: .init(listId: list.id)).ok.body.json

            let calendar = try await Self.read(feed.path, kitchen)
            #expect(calendar.status == 200)
            #expect(calendar.body.components(separatedBy: "BEGIN:VEVENT").count - 1 == 2)
            #expect(calendar.body.contains("SUMMARY:Pay the gas bill"))
            #expect(calendar.body.contains("DTSTART;VALUE=DATE:20260415"))
            #expect(calendar.body.contains("RRULE:FREQ=MONTHLY"))
            #expect(!calendar.body.contains("Someday"))
        }
    }

    @Test("A new address shuts out the old one", arguments: [TestDatabase.sqlite])
    func regeneratingShutsOutTheOldAddress(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { kitchen in
            let lists = try await kitchen.ada.listReminderLists(path: .init(householdId: kitchen.householdID)).ok.body.json
            let list = try #require(lists.first)
            let old = try await kitchen.ada.getReminderListFeed(path: .init(listId: list.id)).ok.body.json
            let new = try await kitchen.ada.regenerateReminderListFeed(path: .init(listId: list.id)).ok.body.json
            #expect(new.token != old.token)
            #expect(try await Self.read(old.path, kitchen).status == 404)
            #expect(try await Self.read(new.path, kitchen).status == 200)
        }
    }
}
