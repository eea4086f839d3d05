import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import SQLKit
import Testing
import Vapor

/// Smart lists read a household's reminders from memory while its reminder revision stands.
/// These pin that nothing a smart list shows is ever older than the last change, whichever way
/// the change came.
@Suite("Smart lists see every change at once")
struct SmartListsFreshnessEndToEndTests {
    @Test("A change written straight to the database (as another instance writes) shows at the next read", arguments: TestDatabase.all)
    func changeBehindTheServiceShows(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            _ = try await home.create("Milk")
            _ = try await home.create("Bread")
            #expect(try await home.builtIn(.flagged) == [])

            try await home.app.db.sql().update("reminders").set("flagged", to: SQLBind(true))
                .where("title", .equal, SQLBind("Milk")).run()

            #expect(try await home.builtIn(.flagged) == ["Milk"])
        }
    }

    @Test("Deleting a tag takes it off the reminders that smart lists pick by tag", arguments: TestDatabase.all)
    func deletedTagLeavesTagLists(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let work = try await home.ada.createReminderTag(path: .init(householdId: home.householdID), body: .json(.init(name: "work")))
                .created.body.json
            _ = try await home.create("Tagged", tagIds: [work.id])
            let tagged = #"{"tags": {"match": "hasAnyTag"}}"#
            #expect(try await home.smartList(tagged) == ["Tagged"])

            _ = try await home.ada.deleteReminderTag(path: .init(tagId: work.id)).noContent

            #expect(try await home.smartList(tagged) == [])
        }
    }

    @Test("A deleted list's reminders leave every smart list", arguments: TestDatabase.all)
    func deletedListLeavesSmartLists(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let party = try await home.ada.createReminderList(path: .init(householdId: home.householdID), body: .json(.init(name: "Party")))
                .created.body.json
            _ = try await home.create("Balloons", listId: party.id)
            _ = try await home.create("Milk")
            #expect(Set(try await home.builtIn(.all)) == ["Balloons", "Milk"])

            _ = try await home.ada.deleteReminderList(path: .init(listId: party.id)).noContent

            #expect(try await home.builtIn(.all) == ["Milk"])
        }
    }

    @Test("A reminder completed by one member leaves the other member's open lists", arguments: TestDatabase.all)
    func completionShowsToTheOtherMember(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let shared = try await home.ada.createReminderList(path: .init(householdId: home.householdID), body: .json(.init(name: "Kitchen")))
                .created.body.json
            let milk = try await home.create("Milk", listId: shared.id, flagged: true)
            #expect(try await home.builtIn(.flagged, as: home.bob) == ["Milk"])

            _ = try await home.ada.completeReminder(path: .init(reminderId: milk.id)).ok

            #expect(try await home.builtIn(.flagged, as: home.bob) == [])
            #expect(try await home.builtIn(.completed, as: home.bob) == ["Milk"])
        }
    }

    @Test("A reminder made through one instance is in the smart lists of another sharing the PostgreSQL database")
    func changeThroughOneInstanceShowsOnTheOther() async throws {
        try await withTwoInstancesOnPostgreSQL { firstURL, secondURL in
            let (_, ada) = try await ClientSession(baseURL: firstURL).register("Ada", email: "ada@example.com")
            let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json
            let signedIn = try await ClientSession(baseURL: secondURL).anonymous.login(
                body: .json(.init(login: "ada@example.com", password: "correct horse")))
            let adaOnSecond = ClientSession(baseURL: secondURL).signedIn(try signedIn.ok.body.json.accessToken)
            let all = { try await adaOnSecond.listBuiltInSmartListReminders(path: .init(householdId: home.id, builtInList: .all))
                .ok.body.json.items.map(\.title) }
            #expect(try await all() == [])

            _ = try await ada.createReminder(path: .init(householdId: home.id), body: .json(.init(title: "Buy flour"))).created

            #expect(try await all() == ["Buy flour"])
        }
    }
}
