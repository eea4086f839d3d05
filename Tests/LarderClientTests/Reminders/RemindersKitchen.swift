import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// A household of Ada (owner) and Bob, and Eve in a household of her own, on a running server
/// whose clock stands still on Friday 27 March 2026, 10:00 in Kyiv (the clocks go forward on
/// Sunday the 29th).
struct RemindersKitchen {
    typealias Reminder = Components.Schemas.Reminder

    static let timeZone = TimeZone(identifier: "Europe/Kyiv")!
    /// 2026-03-27 10:00 in Kyiv (+02:00).
    static let now = Date(timeIntervalSince1970: 1_774_598_400)

    var app: Application
    var session: ClientSession
    var ada: LarderClient.Client
    var bob: LarderClient.Client
    var eve: LarderClient.Client
    var householdID: String
    var evesHouseholdID: String

    static func run(_ database: TestDatabase, _ body: (RemindersKitchen) async throws -> Void) async throws {
        try await withApp(database, configure: { $0.timeZone = timeZone }) { app in
            try await withRunningServer(app) { baseURL in
                let session = ClientSession(baseURL: baseURL)
                _ = try await session.register("Admin", email: "admin@example.com")
                let (_, ada) = try await session.register("Ada", email: "ada@example.com")
                let (_, bob) = try await session.register("Bob", email: "bob@example.com")
                let (_, eve) = try await session.register("Eve", email: "eve@example.com")
                let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json
                _ = try await ada.addHouseholdMember(path: .init(householdId: home.id), body: .json(.init(email: "bob@example.com"))).created
                let evesHome = try await eve.createHousehold(body: .json(.init(name: "Eve's"))).created.body.json
                // Stopped only now: access tokens signed at a clock in the past would already have expired.
                app.use(TestClock(now))
                try await body(
                    RemindersKitchen(app: app, session: session, ada: ada, bob: bob, eve: eve, householdID: home.id, evesHouseholdID: evesHome.id))
            }
        }
    }

    /// A wall time in Kyiv.
    static func kyiv(_ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    func create(
        _ title: String, dueDay: String? = nil, dueAt: Date? = nil, rrule: String? = nil, tagIds: [String]? = nil,
        listId: String? = nil, flagged: Bool? = nil, notes: String? = nil, as client: LarderClient.Client? = nil
    ) async throws -> Reminder {
        try await (client ?? ada).createReminder(
            path: .init(householdId: householdID),
            body: .json(.init(title: title, notes: notes, dueDay: dueDay, dueAt: dueAt, rrule: rrule, tagIds: tagIds, listId: listId, flagged: flagged))
        ).created.body.json
    }

    func builtIn(_ list: Operations.listBuiltInSmartListReminders.Input.Path.builtInListPayload, as client: LarderClient.Client? = nil) async throws -> [String] {
        try await (client ?? ada).listBuiltInSmartListReminders(path: .init(householdId: householdID, builtInList: list), query: .init(per: 100))
            .ok.body.json.items.map(\.title)
    }

    /// A smart list saved from the filter's JSON; returns the titles it shows.
    func smartList(_ filterJSON: String) async throws -> [String] {
        let filter = try JSONDecoder().decode(Components.Schemas.SmartListFilter.self, from: Data(filterJSON.utf8))
        let list = try await ada.createSmartList(path: .init(householdId: householdID), body: .json(.init(name: "Smart", filter: filter)))
            .created.body.json
        return try await ada.listSmartListReminders(path: .init(smartListId: list.id), query: .init(per: 100)).ok.body.json.items.map(\.title)
    }

    func topicTitles(_ topicListID: String) async throws -> [String] {
        try await ada.listTopicListReminders(path: .init(topicListId: topicListID), query: .init(per: 100)).ok.body.json.items.map(\.title)
    }
}
