import AsyncHTTPClient
import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// Reminders synced both ways with a phone over CalDAV: the phone is the Python `caldav`
/// library, the other side the generated client, both against a real server on loopback.
@Suite("Reminders on a phone over CalDAV")
struct CalDAVPhoneEndToEndTests {
    private func requirePhone() async throws -> Bool {
        if await CalDAVPhone.isAvailable { return true }
        if PythonTools.areRequired { throw SkipFailure("the Python caldav library is missing (Tests/python-requirements.txt)") }
        print("▸ skipped: the Python caldav library is not installed (.ci/run installs Tests/python-requirements.txt)")
        return false
    }

    struct SkipFailure: Error { var reason: String; init(_ reason: String) { self.reason = reason } }

    private static func baseURL(_ kitchen: RemindersKitchen) -> URL { kitchen.session.apiURL.deletingLastPathComponent() }

    private static func reminders(_ client: LarderClient.Client, list: String) async throws -> [RemindersKitchen.Reminder] {
        try await client.listReminderListReminders(path: .init(listId: list), query: .init(page: 1, per: 100)).ok.body.json.items
    }

    private static func defaultList(_ kitchen: RemindersKitchen) async throws -> String {
        let lists = try await kitchen.ada.listReminderLists(path: .init(householdId: kitchen.householdID)).ok.body.json
        return try #require(lists.first { $0.name == "Reminders" }?.id)
    }

    @Test("A reminder made on the phone is in the API, with its due day, tags and what Larder does not model", arguments: TestDatabase.all)
    func reminderFromThePhoneIsSeenInTheAPI(database: TestDatabase) async throws {
        guard try await requirePhone() else { return }
        try await RemindersKitchen.run(database) { kitchen in
            let list = try await Self.defaultList(kitchen)
            let phone = try await CalDAVPhone.connect(kitchen.ada, baseURL: Self.baseURL(kitchen))
            let made = try await phone.run("add", "Reminders", "Defrost the chicken", "2026-03-28", "kitchen") as? [String: Any]

            let seen = try await Self.reminders(kitchen.ada, list: list)
            #expect(seen.map(\.title) == ["Defrost the chicken"])
            #expect(seen.first?.dueDay.map { "\($0)" }?.hasPrefix("2026-03-28") == true)
            let tags = try await kitchen.ada.listReminderTags(path: .init(householdId: kitchen.householdID)).ok.body.json
            #expect(tags.map(\.name) == ["kitchen"])
            #expect(seen.first?.tagIds == tags.map(\.id))
            #expect((made?["xProperties"] as? [String: String])?["X-PHONE-COLOUR"] == "teal")
        }
    }

    @Test("A change made through the API reaches the phone on its next sync", arguments: TestDatabase.all)
    func changeInTheAPIReachesThePhone(database: TestDatabase) async throws {
        guard try await requirePhone() else { return }
        try await RemindersKitchen.run(database) { kitchen in
            let list = try await Self.defaultList(kitchen)
            let phone = try await CalDAVPhone.connect(kitchen.ada, baseURL: Self.baseURL(kitchen))
            try await phone.run("add", "Reminders", "Buy milk")
            let before = try await phone.sync("Reminders", token: "")
            #expect(before.changed.count == 1)

            let milk = try #require(try await Self.reminders(kitchen.ada, list: list).first)
            _ = try await kitchen.ada.replaceReminder(
                path: .init(reminderId: milk.id), body: .json(.init(title: "Buy oat milk", priority: .high))).ok
            let after = try await phone.sync("Reminders", token: before.token)
            #expect(after.changed.map { $0["summary"] as? String } == ["Buy oat milk"])
            #expect(after.removed.isEmpty)
            // The phone's own property survived an edit made where it is not modelled.
            #expect((after.changed.first?["xProperties"] as? [String: String])?["X-PHONE-COLOUR"] == "teal")
            let unchanged = try await phone.sync("Reminders", token: after.token)
            #expect(unchanged.changed.isEmpty && unchanged.removed.isEmpty)
        }
    }

    @Test("Deleting on either side removes the reminder on the other", arguments: TestDatabase.all)
    func deletingOnEitherSide(database: TestDatabase) async throws {
        guard try await requirePhone() else { return }
        try await RemindersKitchen.run(database) { kitchen in
            let list = try await Self.defaultList(kitchen)
            let phone = try await CalDAVPhone.connect(kitchen.ada, baseURL: Self.baseURL(kitchen))
            let fromPhone = try await phone.run("add", "Reminders", "Water the basil") as? [String: Any]
            _ = try await kitchen.ada.createReminder(
                path: .init(householdId: kitchen.householdID), body: .json(.init(title: "Clean the fridge", listId: list))).created
            let start = try await phone.sync("Reminders", token: "")
            #expect(start.changed.count == 2)

            try await phone.run("delete", "Reminders", try #require(fromPhone?["uid"] as? String))
            #expect(try await Self.reminders(kitchen.ada, list: list).map(\.title) == ["Clean the fridge"])

            let fridge = try #require(try await Self.reminders(kitchen.ada, list: list).first)
            _ = try await kitchen.ada.deleteReminder(path: .init(reminderId: fridge.id)).noContent
            let after = try await phone.sync("Reminders", token: start.token)
            #expect(after.removed.count == 2)
            #expect(try await phone.todos(in: "Reminders").isEmpty)
        }
    }

    @Test("Completing on the phone completes in Larder; reopening through the API reopens on the phone", arguments: TestDatabase.all)
    func completionTravelsBothWays(database: TestDatabase) async throws {
        guard try await requirePhone() else { return }
        try await RemindersKitchen.run(database) { kitchen in
            let list = try await Self.defaultList(kitchen)
            let phone = try await CalDAVPhone.connect(kitchen.ada, baseURL: Self.baseURL(kitchen))
            let made = try await phone.run("add", "Reminders", "Soak the beans") as? [String: Any]
            let open = try #require(try await Self.reminders(kitchen.ada, list: list).first)
            try await phone.run("complete", "Reminders", try #require(made?["uid"] as? String))
            let done = try await kitchen.ada.getReminder(path: .init(reminderId: open.id)).ok.body.json
            #expect(done.completedAt != nil)

            _ = try await kitchen.ada.reopenReminder(path: .init(reminderId: done.id)).ok
            #expect(try await phone.todos(in: "Reminders").map { $0["status"] as? String } == ["NEEDS-ACTION"])
        }
    }

    @Test("A list made on the phone is a shared list of the household", arguments: TestDatabase.all)
    func listMadeOnThePhone(database: TestDatabase) async throws {
        guard try await requirePhone() else { return }
        try await RemindersKitchen.run(database) { kitchen in
            let phone = try await CalDAVPhone.connect(kitchen.ada, baseURL: Self.baseURL(kitchen))
            try await phone.run("make", "Garden")
            let bobsLists = try await kitchen.bob.listReminderLists(path: .init(householdId: kitchen.householdID)).ok.body.json
            #expect(bobsLists.contains { $0.name == "Garden" })
        }
    }

    @Test("Another household's lists are never visible to a phone")
    func anotherHouseholdsListsStayHidden() async throws {
        guard try await requirePhone() else { return }
        try await RemindersKitchen.run(.sqlite) { kitchen in
            let evesList = try await kitchen.eve.createReminderList(
                path: .init(householdId: kitchen.evesHouseholdID), body: .json(.init(name: "Eve's secrets"))).created.body.json
            _ = try await kitchen.eve.createReminder(
                path: .init(householdId: kitchen.evesHouseholdID), body: .json(.init(title: "Surprise party", listId: evesList.id))).created
            let phone = try await CalDAVPhone.connect(kitchen.ada, baseURL: Self.baseURL(kitchen))
            let calendars = try await phone.run("calendars") as? [[String: Any]] ?? []
            #expect(calendars.compactMap { $0["name"] as? String } == ["Reminders"])
            let direct = try await Self.davRequest(
                Self.baseURL(kitchen), "PROPFIND", "/dav/calendars/\(try await Self.userID(kitchen.eve))/\(evesList.id)/", phone)
            #expect(direct == 404)
        }
    }

    @Test("The account password is refused; an app password works until it is revoked")
    func onlyAppPasswordsSignIn() async throws {
        try await RemindersKitchen.run(.sqlite) { kitchen in
            let baseURL = Self.baseURL(kitchen)
            let phone = try await CalDAVPhone.connect(kitchen.ada, baseURL: baseURL)
            #expect(try await Self.davRequest(baseURL, "PROPFIND", "/dav/", phone) == 207)
            var withAccountPassword = phone
            withAccountPassword.password = "correct horse"
            #expect(try await Self.davRequest(baseURL, "PROPFIND", "/dav/", withAccountPassword) == 401)

            let made = try await kitchen.ada.listAppPasswords().ok.body.json
            _ = try await kitchen.ada.revokeAppPassword(path: .init(appPasswordId: try #require(made.first?.id))).noContent
            #expect(try await Self.davRequest(baseURL, "PROPFIND", "/dav/", phone) == 401)
        }
    }

    static func userID(_ client: LarderClient.Client) async throws -> String {
        try await client.getMe().ok.body.json.id
    }

    /// The status of a bare WebDAV request signed in as the phone.
    static func davRequest(_ baseURL: URL, _ method: String, _ path: String, _ phone: CalDAVPhone) async throws -> Int {
        var request = HTTPClientRequest(url: baseURL.absoluteString + path)
        request.method = .RAW(value: method)
        request.headers.add(name: "Depth", value: "0")
        let credentials = Data("\(phone.username):\(phone.password)".utf8).base64EncodedString()
        request.headers.add(name: "Authorization", value: "Basic \(credentials)")
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
        _ = try await response.body.collect(upTo: 1 << 20)
        return Int(response.status.code)
    }
}
