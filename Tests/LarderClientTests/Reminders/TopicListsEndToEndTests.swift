import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing

/// Topic lists and groceries reminders going onto the shopping list.
@Suite("Reminder topic lists end to end")
struct TopicListsEndToEndTests {
    @Test("A topic list follows reminders as they are created, renamed, completed and deleted", arguments: TestDatabase.all)
    func membershipFollowsChanges(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let groceries = try await home.ada.createTopicList(path: .init(householdId: home.householdID), body: .json(.init(topic: .groceries)))
                .created.body.json
            let milk = try await home.create("Buy milk and eggs")
            let call = try await home.create("Call grandma")
            #expect(milk.topic == .groceries && call.topic == nil)
            #expect(try await home.topicTitles(groceries.id) == ["Buy milk and eggs"])

            // renamed into the topic and out of it
            _ = try await home.ada.replaceReminder(path: .init(reminderId: call.id), body: .json(.init(title: "Купити хліб і сир"))).ok
            _ = try await home.ada.replaceReminder(path: .init(reminderId: milk.id), body: .json(.init(title: "Call the plumber about the leak"))).ok
            #expect(try await home.topicTitles(groceries.id) == ["Купити хліб і сир"])

            // completed and deleted ones leave
            let bread = try await home.create("Купить молоко")
            _ = try await home.ada.completeReminder(path: .init(reminderId: bread.id)).ok
            _ = try await home.ada.deleteReminder(path: .init(reminderId: call.id)).noContent
            #expect(try await home.topicTitles(groceries.id).isEmpty)
        }
    }

    @Test("Picking the same topic twice gives one list, and it can be removed", arguments: TestDatabase.all)
    func oneListPerTopic(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let first = try await home.ada.createTopicList(path: .init(householdId: home.householdID), body: .json(.init(topic: .home)))
                .created.body.json
            let again = try await home.ada.createTopicList(path: .init(householdId: home.householdID), body: .json(.init(topic: .home)))
                .created.body.json
            #expect(first.id == again.id)
            _ = try await home.ada.deleteTopicList(path: .init(topicListId: first.id)).noContent
            #expect(try await home.ada.listTopicLists(path: .init(householdId: home.householdID)).ok.body.json.isEmpty)
        }
    }

    @Test("A groceries reminder puts its items on the household's shopping list, marked as from a reminder", arguments: TestDatabase.all)
    func groceriesToShopping(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let reminder = try await home.create("Buy milk, eggs and bread", notes: "2 kg potatoes")
            let result = try await home.ada.addReminderToShoppingList(path: .init(reminderId: reminder.id)).created.body.json
            #expect(result.addedCount == 4)
            let lists = try await home.bob.listShoppingLists(path: .init(householdId: home.householdID)).ok.body.json
            let list = try #require(lists.first { $0.isDefault })
            let items = try await home.bob.getShoppingList(path: .init(listId: list.id), query: .init()).ok.body.json.items
            #expect(Set(items.map(\.name)) == ["milk", "eggs", "bread", "potatoes"])
            #expect(items.allSatisfy { $0.sources.map(\.kind) == [.reminder] })
        }
    }

    @Test("A reminder not about groceries is refused for the shopping list (409)", arguments: TestDatabase.all)
    func notGroceriesRefused(database: TestDatabase) async throws {
        try await RemindersKitchen.run(database) { home in
            let reminder = try await home.create("Call grandma")
            #expect(errorStatus(try await home.ada.addReminderToShoppingList(path: .init(reminderId: reminder.id)))?.status == 409)
        }
    }
}
