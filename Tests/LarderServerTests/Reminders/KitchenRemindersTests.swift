import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// Pantry expiry as reminders in a Kitchen list: one per item, completed when the item goes.
@Suite("Kitchen reminders")
struct KitchenRemindersTests {
    static func day(fromToday days: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date().addingTimeInterval(Double(days) * 86400))
    }

    static func kitchenReminders(_ app: Application, _ listID: String, _ user: TestUser) async throws -> [[String: Any]] {
        let page = try await app.api(.GET, "/api/reminder-lists/\(listID)/reminders", as: user.bearer)
        return page.json["items"] as? [[String: Any]] ?? []
    }

    /// Puts `grams` of `name` in the household's stock, best before `days` from today; answers its id.
    @discardableResult
    static func stock(_ app: Application, _ home: String, _ name: String, grams: Int, bestBeforeIn days: Int, as user: TestUser)
        async throws -> String
    {
        let item = try await app.api(
            .POST, "/api/households/\(home)/pantry/items",
            json: ["name": name, "amount": grams, "unit": "g", "bestBefore": day(fromToday: days)], as: user.bearer)
        return try #require(item.json["id"] as? String)
    }

    @Test("An item nearing its best-before date gets one reminder, completed once the item is eaten", arguments: TestDatabase.all)
    func itemNearingItsDateIsRemindedOfOnce(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let h = "/api/households/\(home)"
            let tomorrow = Self.day(fromToday: 1)
            let spinach = try await app.api(
                .POST, "\(h)/pantry/items", json: ["name": "spinach", "amount": 200, "unit": "g", "bestBefore": tomorrow], as: ada.bearer)
            let spinachID = try #require(spinach.json["id"] as? String)
            _ = try await app.api(.POST, "\(h)/pantry/items", json: ["name": "rice", "amount": 1, "unit": "kg", "bestBefore": Self.day(fromToday: 300)], as: ada.bearer)

            let on = try await app.api(.PUT, "\(h)/kitchen-reminders", json: ["expiryReminders": true], as: ada.bearer)
            #expect(on.status == .ok)
            let listID = try #require(on.json["listId"] as? String)
            let made = try await Self.kitchenReminders(app, listID, ada)
            #expect(made.count == 1)
            #expect((made.first?["title"] as? String)?.hasPrefix("Use the spinach — best before") == true)
            #expect(made.first?["dueDay"] as? String == tomorrow)

            // Another pass makes nothing new.
            try await app.kitchenReminders.sync(UUID(uuidString: home)!)
            #expect(try await Self.kitchenReminders(app, listID, ada).count == 1)

            let eaten = try await app.api(.POST, "\(h)/pantry/items/\(spinachID)/discard", json: ["reason": "eaten"], as: ada.bearer)
            #expect(eaten.status.code < 300)
            try await app.kitchenReminders.sync(UUID(uuidString: home)!)
            let reminderID = try #require(made.first?["id"] as? String)
            let after = try await app.api(.GET, "/api/reminders/\(reminderID)", as: ada.bearer)
            #expect(after.json["completedAt"] != nil)
        }
    }

    @Test("Only an owner turns it on; a member is told so")
    func onlyOwnersTurnItOn() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)
            let refused = try await app.api(.PUT, "/api/households/\(home)/kitchen-reminders", json: ["expiryReminders": true], as: bob.bearer)
            #expect(refused.status == .forbidden)
            let setting = try await app.api(.GET, "/api/households/\(home)/kitchen-reminders", as: bob.bearer)
            #expect(setting.json["expiryReminders"] as? Bool == false)
        }
    }

    @Test("Using the item up closes its reminder at once, without waiting for the background pass", arguments: TestDatabase.all)
    func usingItUpClosesTheReminderAtOnce(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let h = "/api/households/\(home)"
            let spinachID = try await Self.stock(app, home, "spinach", grams: 200, bestBeforeIn: 1, as: ada)
            let listID = try #require(
                try await app.api(.PUT, "\(h)/kitchen-reminders", json: ["expiryReminders": true], as: ada.bearer).json["listId"] as? String)
            let reminderID = try #require(try await Self.kitchenReminders(app, listID, ada).first?["id"] as? String)

            let used = try await app.api(.POST, "\(h)/pantry/items/\(spinachID)/consume", json: ["amount": 200], as: ada.bearer)

            #expect(used.status.code < 300)
            let after = try await app.api(.GET, "/api/reminders/\(reminderID)", as: ada.bearer)
            #expect(after.json["completedAt"] != nil)
        }
    }

    @Test("Food that arrives near its date is reminded of at once", arguments: TestDatabase.all)
    func arrivingFoodIsRemindedOfAtOnce(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let h = "/api/households/\(home)"
            _ = try await app.api(.PUT, "\(h)/kitchen-reminders", json: ["expiryReminders": true], as: ada.bearer)

            try await Self.stock(app, home, "fish", grams: 400, bestBeforeIn: 1, as: ada)

            let listID = try #require(try await app.api(.GET, "\(h)/kitchen-reminders", as: ada.bearer).json["listId"] as? String)
            let made = try await Self.kitchenReminders(app, listID, ada)
            #expect(made.count == 1)
            #expect((made.first?["title"] as? String)?.hasPrefix("Use the fish") == true)
        }
    }

    @Test("A household without the setting is left alone by stock changes")
    func householdWithoutTheSettingGetsNoList() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)

            try await Self.stock(app, home, "fish", grams: 400, bestBeforeIn: 1, as: ada)

            let lists = try await app.api(.GET, "/api/households/\(home)/reminder-lists", as: ada.bearer)
            #expect(lists.status == .ok)
            #expect(!lists.jsonArray.compactMap { $0["name"] as? String }.contains("Kitchen"))
        }
    }
}
