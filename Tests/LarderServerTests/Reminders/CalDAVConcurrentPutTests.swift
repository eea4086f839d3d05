import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// Phones retry and sync from several devices at once: a resource name names one reminder in a
/// list however many requests put it at the same moment.
@Suite("CalDAV puts at the same moment")
struct CalDAVConcurrentPutTests {
    static let todo = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//Test//EN\r
        BEGIN:VTODO\r
        UID:same-milk\r
        SUMMARY:Buy milk\r
        END:VTODO\r
        END:VCALENDAR\r

        """

    @Test("Eight puts of one new name at once make one reminder", arguments: TestDatabase.all)
    func simultaneousPutsMakeOneReminder(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (path, basic, listURL, ada) = try await Self.phoneList(app)
            let statuses = try await Self.putAtOnce(app, path + "milk.ics", headers: [("Authorization", basic)])
            #expect(statuses.allSatisfy { $0 == .created || $0 == .noContent }, "\(statuses)")
            #expect(statuses.filter { $0 == .created }.count == 1)
            let reminders = try await app.api(.GET, listURL, as: ada.bearer).json["items"] as? [[String: Any]]
            #expect(reminders?.map { $0["title"] as? String } == ["Buy milk"])
        }
    }

    @Test("Of puts at once that each ask for a new resource, one makes it and the others are refused", arguments: TestDatabase.all)
    func simultaneousCreatesAreRefusedButOne(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (path, basic, listURL, ada) = try await Self.phoneList(app)
            let statuses = try await Self.putAtOnce(app, path + "milk.ics", headers: [("Authorization", basic), ("If-None-Match", "*")])
            #expect(statuses.filter { $0 == .created }.count == 1, "\(statuses)")
            #expect(statuses.filter { $0 == .preconditionFailed }.count == 7, "\(statuses)")
            let reminders = try await app.api(.GET, listURL, as: ada.bearer).json["items"] as? [[String: Any]]
            #expect(reminders?.count == 1)
        }
    }

    @Test("A reminder a phone named, moved to a list holding that name, is served there under its id", arguments: TestDatabase.all)
    func movedReminderGivesUpItsName(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (path, basic, _, ada) = try await Self.phoneList(app)
            let headers = [("Authorization", basic), ("Content-Type", "text/calendar")]
            #expect(try await app.api(.PUT, path + "milk.ics", raw: Self.todo, headers: headers).status == .created)
            let household = try #require(try await app.api(.GET, "/api/households", as: ada.bearer).jsonArray.first?["id"] as? String)
            let other = try await app.api(.POST, "/api/households/\(household)/reminder-lists", json: ["name": "Dairy"], as: ada.bearer)
            let otherID = try #require(other.json["id"] as? String)
            let otherPath = path.replacingOccurrences(of: path.split(separator: "/").last!, with: otherID)
            let otherTodo = Self.todo.replacingOccurrences(of: "same-milk", with: "other-milk")
            #expect(try await app.api(.PUT, otherPath + "milk.ics", raw: otherTodo, headers: headers).status == .created)
            let first = try #require(
                try await app.api(.GET, "/api/households/\(household)/reminders", as: ada.bearer).json["items"] as? [[String: Any]])
            let moved = try #require(first.first { ($0["listId"] as? String) != otherID }?["id"] as? String)

            let response = try await app.api(.POST, "/api/reminders/\(moved)/move", json: ["listId": otherID], as: ada.bearer)

            #expect(response.status == .ok)
            #expect(try await app.api(.GET, otherPath + "\(moved.uppercased()).ics", headers: [("Authorization", basic)]).status == .ok)
        }
    }

    /// The statuses of eight puts of the same reminder at `path`, sent at once.
    static func putAtOnce(_ app: Application, _ path: String, headers: [(String, String)]) async throws -> [HTTPStatus] {
        try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try await app.api(.PUT, path, raw: Self.todo, headers: headers + [("Content-Type", "text/calendar")]).status
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// Ada's shared list as a phone sees it: its collection path, the Basic header of an app
    /// password, and the list's reminders in the API.
    static func phoneList(_ app: Application) async throws -> (path: String, basic: String, listURL: String, ada: TestUser) {
        let ada = try await app.makeUser("Ada")
        let household = try #require(
            try await app.api(.POST, "/api/households", json: ["name": "Home"], as: ada.bearer).json["id"] as? String)
        let list = try await app.api(.POST, "/api/households/\(household)/reminder-lists", json: ["name": "Shop"], as: ada.bearer)
        let listID = try #require(list.json["id"] as? String)
        let made = try await app.api(.POST, "/api/me/app-passwords", json: ["name": "Phone"], as: ada.bearer)
        let password = try #require(made.json["password"] as? String)
        let basic = "Basic " + Data("ada@example.com:\(password)".utf8).base64EncodedString()
        return ("/dav/calendars/\(ada.id.uppercased())/\(listID.uppercased())/", basic, "/api/reminder-lists/\(listID)/reminders", ada)
    }
}
