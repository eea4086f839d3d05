import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing

/// Editing a household's plan by hand through the generated client.
@Suite("Meal plan editing end to end")
struct PlannerEditingEndToEndTests {
    @Test("An added entry is read back in its slot with each member's servings", arguments: TestDatabase.all)
    func addedEntryIsRead(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let soup = try await kitchen.recipe("Soup", ["300 g potatoes", "100 g onion"], servings: 2)

                let entry = try await kitchen.add(
                    soup, meal: .lunch, portions: [.init(userId: kitchen.adaID, servings: 1.5), .init(userId: kitchen.bobID, servings: 2)])

                let week = try await kitchen.week()
                let read = try #require(week.entries.first { $0.id == entry.id })
                #expect(read.day == PlannerKitchen.monday)
                #expect(read.meal == .lunch)
                #expect(read.recipeTitle == "Soup")
                #expect(read.cookServings == 3.5)
                #expect(Dictionary(uniqueKeysWithValues: read.portions.map { ($0.userId, $0.servings) }) == [kitchen.adaID: 1.5, kitchen.bobID: 2])
                let monday = try #require(week.days.first)
                #expect(monday.eaters.first { $0.userId == kitchen.adaID }?.totals.kcal ?? 0 > 0, "totals count the entry")
            }
        }
    }

    @Test("Moving an entry puts it in the other day and meal", arguments: TestDatabase.all)
    func moveEntry(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let soup = try await kitchen.recipe("Soup", ["300 g potatoes"])
                let entry = try await kitchen.add(soup)

                let moved = try await kitchen.ada.updatePlanEntry(
                    path: .init(householdId: kitchen.home, entryId: entry.id),
                    body: .json(.init(day: PlannerKitchen.day(2), meal: .breakfast))
                ).ok.body.json

                #expect(moved.day == PlannerKitchen.day(2))
                #expect(moved.meal == .breakfast)
                let read = try #require(try await kitchen.week().entries.first { $0.id == entry.id })
                #expect(read.day == PlannerKitchen.day(2))
                #expect(read.meal == .breakfast)
            }
        }
    }

    @Test("Locking an entry is stored", arguments: TestDatabase.all)
    func lockEntry(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let soup = try await kitchen.recipe("Soup", ["300 g potatoes"])
                let entry = try await kitchen.add(soup)

                _ = try await kitchen.ada.updatePlanEntry(
                    path: .init(householdId: kitchen.home, entryId: entry.id), body: .json(.init(locked: true, note: "Grandma's"))
                ).ok

                let read = try #require(try await kitchen.week().entries.first { $0.id == entry.id })
                #expect(read.locked)
                #expect(read.note == "Grandma's")
            }
        }
    }

    @Test("A removed entry is gone from the plan", arguments: TestDatabase.all)
    func removeEntry(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let soup = try await kitchen.recipe("Soup", ["300 g potatoes"])
                let entry = try await kitchen.add(soup)

                _ = try await kitchen.ada.deletePlanEntry(path: .init(householdId: kitchen.home, entryId: entry.id)).noContent

                #expect(try await kitchen.week().entries.isEmpty)
            }
        }
    }

    @Test("Swapping two entries exchanges their slots", arguments: [TestDatabase.sqlite])
    func swapEntries(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let soup = try await kitchen.recipe("Soup", ["300 g potatoes"])
                let first = try await kitchen.add(soup, meal: .lunch)
                let second = try await kitchen.add(soup, day: PlannerKitchen.day(1), meal: .dinner)

                _ = try await kitchen.ada.swapPlanEntries(
                    path: .init(householdId: kitchen.home, entryId: first.id), body: .json(.init(otherEntryId: second.id))
                ).noContent

                let entries = try await kitchen.week().entries
                let movedFirst = try #require(entries.first { $0.id == first.id })
                let movedSecond = try #require(entries.first { $0.id == second.id })
                #expect(movedFirst.day == PlannerKitchen.day(1) && movedFirst.meal == .dinner)
                #expect(movedSecond.day == PlannerKitchen.monday && movedSecond.meal == .lunch)
            }
        }
    }

    @Test("Copying a week repeats its entries seven days later", arguments: [TestDatabase.sqlite])
    func copyWeek(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let soup = try await kitchen.recipe("Soup", ["300 g potatoes"])
                _ = try await kitchen.add(soup, day: PlannerKitchen.day(3))

                let copies = try await kitchen.ada.copyMealPlan(
                    path: .init(householdId: kitchen.home), body: .json(.init(from: PlannerKitchen.monday, to: PlannerKitchen.day(7), days: 7))
                ).created.body.json

                #expect(copies.map(\.day) == [PlannerKitchen.day(10)])
                #expect(try await kitchen.week(from: PlannerKitchen.day(7), to: PlannerKitchen.day(13)).entries.count == 1)
            }
        }
    }
}
