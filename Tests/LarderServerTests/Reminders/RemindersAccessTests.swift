import Foundation
import LarderTestSupport
import Testing
import Vapor

/// Every reminders endpoint with every kind of caller: strangers (other households, admins
/// included) are told the household's lists, reminders, tags and smart lists do not exist;
/// members use shared ones; a person's private list and smart lists are theirs alone.
@Suite("Reminders authorization matrix")
struct RemindersAccessTests {
    enum Caller: String, CaseIterable {
        // The owner last: its successful calls change state the next rows rely on.
        case anonymous, stranger, admin, member, owner
    }

    typealias Row = AccessRow<Caller>

    @Test("Every reminders endpoint answers every caller as the rules say", arguments: TestDatabase.all)
    func matrix(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: a household of owner and member, its shared list, the owner's private list and smart list
            let admin = try await app.makeUser("Admin")
            let owner = try await app.makeUser("Owner")
            let member = try await app.makeUser("Member")
            let stranger = try await app.makeUser("Stranger")
            let home = try await app.makeHousehold("Home", owner: owner)
            try await app.addMember(member, to: home, by: owner)
            let h = "/api/households/\(home)"
            func made(_ path: String, _ body: [String: any Sendable]) async throws -> String {
                let response = try await app.api(.POST, path, json: body, as: owner.bearer)
                #expect(response.status == .created, "\(path): \(response.body)")
                return response["id"] ?? ""
            }
            let shared = try await made("\(h)/reminder-lists", ["name": "House"])
            let secret = try await made("\(h)/reminder-lists", ["name": "Gifts", "isPrivate": true])
            let sharedReminder = try await made("\(h)/reminders", ["title": "Buy milk", "listId": shared])
            let secretReminder = try await made("\(h)/reminders", ["title": "Present", "listId": secret])
            let tag = try await made("\(h)/reminder-tags", ["name": "kids"])
            let smart = try await made("\(h)/smart-lists", ["name": "Flags", "filter": ["flagged": true]])
            let topic = try await made("\(h)/topic-lists", ["topic": "groceries"])
            let credentials: [Caller: Credentials?] = [
                .anonymous: nil, .stranger: stranger.bearer, .admin: admin.bearer, .member: member.bearer, .owner: owner.bearer,
            ]
            let rows: [Row] = [
                Row(.GET, "\(h)/reminder-lists", member: .ok, owner: .ok),
                Row(.POST, "\(h)/reminder-lists", ["name": "More"], member: .created, owner: .created),
                Row(.GET, "/api/reminder-lists/\(shared)", member: .ok, owner: .ok),
                Row(.PATCH, "/api/reminder-lists/\(shared)", ["color": "red"], member: .ok, owner: .ok),
                Row(.GET, "/api/reminder-lists/\(shared)/reminders", member: .ok, owner: .ok),
                Row(.PUT, "/api/reminder-lists/\(shared)/order", ["reminderIds": [sharedReminder]], member: .noContent, owner: .noContent),
                Row(.GET, "/api/reminder-lists/\(secret)", member: .notFound, owner: .ok),
                Row(.PATCH, "/api/reminder-lists/\(secret)", ["name": "Secret"], member: .notFound, owner: .ok),
                Row(.GET, "/api/reminder-lists/\(secret)/reminders", member: .notFound, owner: .ok),
                Row(.GET, "/api/reminder-lists/\(shared)/feed", member: .ok, owner: .ok),
                Row(.POST, "/api/reminder-lists/\(shared)/feed", member: .ok, owner: .ok),
                Row(.GET, "/api/reminder-lists/\(secret)/feed", member: .notFound, owner: .ok),
                Row(.POST, "/api/reminder-lists/\(secret)/feed", member: .notFound, owner: .ok),
                Row(.GET, "\(h)/reminders", member: .ok, owner: .ok),
                Row(.GET, "\(h)/kitchen-reminders", member: .ok, owner: .ok),
                Row(.PUT, "\(h)/kitchen-reminders", ["expiryReminders": false], member: .forbidden, owner: .ok),
                Row(.POST, "\(h)/reminders", ["title": "Water plants"], member: .created, owner: .created),
                Row(.GET, "/api/reminders/\(sharedReminder)", member: .ok, owner: .ok),
                Row(.PUT, "/api/reminders/\(sharedReminder)", ["title": "Buy oat milk"], member: .ok, owner: .ok),
                Row(.POST, "/api/reminders/\(sharedReminder)/shopping", member: .created, owner: .created),
                Row(.POST, "/api/reminders/\(sharedReminder)/complete", member: .ok, owner: .ok),
                Row(.POST, "/api/reminders/\(sharedReminder)/reopen", member: .ok, owner: .ok),
                Row(.POST, "/api/reminders/\(sharedReminder)/move", ["listId": shared], member: .ok, owner: .ok),
                Row(.GET, "/api/reminders/\(secretReminder)", member: .notFound, owner: .ok),
                Row(.POST, "/api/reminders/\(secretReminder)/complete", member: .notFound, owner: .ok),
                Row(.GET, "\(h)/reminder-tags", member: .ok, owner: .ok),
                Row(.POST, "\(h)/reminder-tags", ["name": "work"], member: .created, owner: .conflict),
                Row(.PATCH, "/api/reminder-tags/\(tag)", ["color": "green"], member: .ok, owner: .ok),
                Row(.GET, "\(h)/built-in-lists/today/reminders", member: .ok, owner: .ok),
                Row(.GET, "\(h)/smart-lists", member: .ok, owner: .ok),
                Row(.POST, "\(h)/smart-lists", ["name": "Mine", "filter": ["flagged": false]], member: .created, owner: .created),
                Row(.GET, "/api/smart-lists/\(smart)", member: .notFound, owner: .ok),
                Row(.PUT, "/api/smart-lists/\(smart)", ["name": "F", "filter": ["flagged": true]], member: .notFound, owner: .ok),
                Row(.GET, "/api/smart-lists/\(smart)/reminders", member: .notFound, owner: .ok),
                Row(.GET, "\(h)/topic-lists", member: .ok, owner: .ok),
                Row(.POST, "\(h)/topic-lists", ["topic": "home"], member: .created, owner: .created),
                Row(.GET, "/api/topic-lists/\(topic)/reminders", member: .notFound, owner: .ok),
                Row(.DELETE, "/api/topic-lists/\(topic)", member: .notFound, owner: .noContent),
                Row(.DELETE, "/api/smart-lists/\(smart)", member: .notFound, owner: .noContent),
                Row(.DELETE, "/api/reminder-tags/\(tag)", member: .noContent, owner: .notFound),
                Row(.DELETE, "/api/reminders/\(secretReminder)", member: .notFound, owner: .noContent),
                Row(.DELETE, "/api/reminders/\(sharedReminder)", member: .noContent, owner: .notFound),
                Row(.DELETE, "/api/reminder-lists/\(secret)", member: .notFound, owner: .noContent),
                Row(.DELETE, "/api/reminder-lists/\(shared)", member: .noContent, owner: .notFound),
            ]

            // MUT + validate
            try await app.expectAccess(rows, credentials: credentials) { response in
                #expect(response.status.code < 500)
            }
        }
    }

    @Test("A null for a required field is a 400 naming it", arguments: TestDatabase.all)
    func nullRequiredField(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let owner = try await app.makeUser("Owner")
            let home = try await app.makeHousehold("Home", owner: owner)
            let refused = try await app.api(.POST, "/api/households/\(home)/reminders", raw: #"{"title": null}"#, as: owner.bearer)
            #expect(refused.status == .badRequest)
            #expect(refused.errorField == "title")
        }
    }
}

extension AccessRow where Caller == RemindersAccessTests.Caller {
    /// Strangers and admins outside the household get 404 everywhere; nobody gets in anonymously.
    init(_ method: HTTPMethod, _ path: String, _ body: [String: any Sendable]? = nil, member: HTTPStatus, owner: HTTPStatus) {
        self.init(
            method, path, body,
            expected: [.anonymous: .unauthorized, .stranger: .notFound, .admin: .notFound, .member: member, .owner: owner])
    }
}
