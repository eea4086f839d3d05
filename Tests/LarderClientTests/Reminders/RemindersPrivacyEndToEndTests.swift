import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing

/// Who sees what: private lists, other households, and input that is refused.
@Suite("Reminders privacy and input end to end")
struct RemindersPrivacyEndToEndTests {
    @Test("A private list and its reminders are invisible to other members", arguments: TestDatabase.all)
    func privateListInvisible(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let secret = try await home.ada.createReminderList(path: .init(householdId: home.householdID), body: .json(.init(name: "Gifts", isPrivate: true)))
                .created.body.json
            let shared = try await home.ada.createReminderList(path: .init(householdId: home.householdID), body: .json(.init(name: "House")))
                .created.body.json
            let gift = try await home.create("Bob's birthday present", listId: secret.id)
            _ = try await home.create("Fix the tap", listId: shared.id)

            let bobsLists = try await home.bob.listReminderLists(path: .init(householdId: home.householdID)).ok.body.json
            #expect(!bobsLists.contains { $0.id == secret.id } && bobsLists.contains { $0.id == shared.id })
            #expect(errorStatus(try await home.bob.getReminderList(path: .init(listId: secret.id)))?.status == 404)
            #expect(errorStatus(try await home.bob.getReminder(path: .init(reminderId: gift.id)))?.status == 404)
            #expect(errorStatus(try await home.bob.completeReminder(path: .init(reminderId: gift.id)))?.status == 404)
            #expect(try await home.builtIn(.all, as: home.bob) == ["Fix the tap"])
            let sneaky = try await home.bob.createReminder(
                path: .init(householdId: home.householdID), body: .json(.init(title: "Sneaky", listId: secret.id)))
            #expect(errorStatus(sneaky)?.status == 404)
        }
    }

    @Test("Another household's lists, reminders, tags and smart lists are not found", arguments: TestDatabase.all)
    func otherHouseholdNotFound(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let reminder = try await home.create("Buy milk")
            let tag = try await home.ada.createReminderTag(path: .init(householdId: home.householdID), body: .json(.init(name: "home")))
                .created.body.json
            #expect(errorStatus(try await home.eve.getReminder(path: .init(reminderId: reminder.id)))?.status == 404)
            #expect(errorStatus(try await home.eve.getReminderList(path: .init(listId: reminder.listId)))?.status == 404)
            #expect(errorStatus(try await home.eve.listReminders(path: .init(householdId: home.householdID)))?.status == 404)
            #expect(errorStatus(try await home.eve.deleteReminderTag(path: .init(tagId: tag.id)))?.status == 404)
            // Eve's own reminder cannot borrow Ada's tag or list.
            let borrowed = try await home.eve.createReminder(
                path: .init(householdId: home.evesHouseholdID), body: .json(.init(title: "Mine", tagIds: [tag.id])))
            #expect(errorStatus(borrowed)?.status == 404 && errorStatus(borrowed)?.error?.error.field == "tagIds")
            let moved = try await home.eve.createReminder(
                path: .init(householdId: home.evesHouseholdID), body: .json(.init(title: "Mine", listId: reminder.listId)))
            #expect(errorStatus(moved)?.status == 404 && errorStatus(moved)?.error?.error.field == "listId")
        }
    }

    @Test("Bad reminder input is a 400 naming the field, and nothing is made", arguments: TestDatabase.all)
    func badInputNamesField(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let h = home.householdID
            let cases: [(Components.Schemas.ReminderInput, String)] = [
                (.init(title: "   "), "title"),
                (.init(title: "Pay rent", dueDay: "2026-02-30"), "dueDay"),
                (.init(title: "Pay rent", dueDay: "2026-03-01", rrule: "FREQ=FORTNIGHTLY"), "rrule"),
                (.init(title: "Pay rent", rrule: "FREQ=MONTHLY"), "rrule"),
                (.init(title: "Pay rent", dueDay: "2026-03-01", dueAt: RemindersKitchen.now), "dueAt"),
                (.init(title: "Pay rent", tagIds: ["not-a-uuid"]), "tagIds"),
            ]
            for (body, field) in cases {
                let refused = try await home.ada.createReminder(path: .init(householdId: h), body: .json(body))
                #expect(errorStatus(refused)?.status == 400, "\(field)")
                #expect(errorStatus(refused)?.error?.error.field == field)
            }
            #expect(try await home.ada.listReminders(path: .init(householdId: h)).ok.body.json.total == 0)
        }
    }
}
