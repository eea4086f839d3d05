import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import OpenAPIAsyncHTTPClient
import Testing

/// Extras through the generated client: simple foods beside the shared dishes, planned by the
/// fill or added by hand, counted in each member's day, shopped for and logged when eaten.
@Suite("Meal plan extras end to end")
struct PlannerExtrasEndToEndTests {
    static func addExtra(
        _ kitchen: PlannerKitchen, food: String, grams: Double, user: String? = nil, day: String = PlannerKitchen.monday,
        meal: Components.Schemas.Meal = .snack, client: LarderClient.Client? = nil, household: String? = nil
    ) async throws -> Operations.addPlanExtra.Output {
        try await (client ?? kitchen.ada).addPlanExtra(
            path: .init(householdId: household ?? kitchen.home),
            body: .json(.init(day: day, meal: meal, userId: user ?? kitchen.bobID, foodId: food, grams: grams)))
    }

    @Test("The calendar feed names each member's extras in their meal's description", arguments: TestDatabase.all)
    func calendarListsExtras(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let soup = try await kitchen.recipe("Borscht", ["300 g beets"])
                _ = try await kitchen.add(soup, day: PlannerKitchen.today, meal: .dinner)
                let banana = try await kitchen.food("banana")
                let extra = try await Self.addExtra(kitchen, food: banana, grams: 118, day: PlannerKitchen.today, meal: .dinner).created.body.json

                let unfolded = try await kitchen.calendar(token: try await kitchen.feedToken())

                let food = extra.foodName.replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: ";", with: "\\;")
                #expect(unfolded.contains("SUMMARY:Dinner: Borscht"))
                #expect(unfolded.contains("DESCRIPTION:Bob: \(food)\\, 118 g"))
                #expect(unfolded.components(separatedBy: "BEGIN:VEVENT").count == 2, "the extra is part of the dinner's event")
            }
        }
    }

    @Test("Where the shared dish cannot meet a member's targets, the fill gives them extras, stored and counted in their day", arguments: TestDatabase.all)
    func fillGivesExtras(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                // Pasta and butter alone are short of protein for anyone's targets.
                try await kitchen.recipe("Buttered pasta", ["150 g pasta", "30 g butter"])

                let week = try await PlannerFillEndToEndTests.fill(
                    kitchen, day: PlannerKitchen.day(1), meals: [.dinner], client: try await kitchen.patientAda())

                #expect(!week.extras.isEmpty)
                let members = [kitchen.adaID, kitchen.bobID]
                let tuesday = PlannerKitchen.day(1)
                #expect(week.extras.allSatisfy { $0.day == tuesday && $0.meal == .dinner && !$0.foodName.isEmpty })
                #expect(week.extras.allSatisfy { members.contains($0.userId) && $0.grams > 0 })
                let stored = try await kitchen.week()
                #expect(stored.extras.map(\.id).sorted() == week.extras.map(\.id).sorted())

                for extra in stored.extras {
                    _ = try await kitchen.ada.deletePlanExtra(path: .init(householdId: kitchen.home, extraId: extra.id)).noContent
                }
                let emptied = try await kitchen.week()
                #expect(emptied.extras.isEmpty)
                #expect(Self.extrasCounted(stored, without: emptied, on: tuesday), "each member's day counted their extras")
            }
        }
    }

    /// True when each member's energy on `day` differs between the two readings by their extras.
    static func extrasCounted(_ with: Components.Schemas.MealPlanRange, without: Components.Schemas.MealPlanRange, on day: String) -> Bool {
        guard let before = with.days.first(where: { $0.day == day }), let after = without.days.first(where: { $0.day == day }) else {
            return false
        }
        return before.eaters.allSatisfy { eater in
            let extras = with.extras.filter { $0.userId == eater.userId }.reduce(0) { $0 + $1.nutrition.kcal }
            guard let other = after.eaters.first(where: { $0.userId == eater.userId }) else { return false }
            return abs(eater.totals.kcal - other.totals.kcal - extras) < 0.5
        }
    }

    @Test("Filling one slot again keeps the day's extras", arguments: TestDatabase.all)
    func slotFillKeepsExtras(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                try await kitchen.recipe("Buttered pasta", ["150 g pasta", "30 g butter"])
                let banana = try await kitchen.food("banana")
                let added = try await Self.addExtra(kitchen, food: banana, grams: 118).created.body.json

                let week = try await kitchen.ada.fillMealPlan(
                    path: .init(householdId: kitchen.home),
                    body: .json(.init(from: PlannerKitchen.monday, to: PlannerKitchen.day(6), day: PlannerKitchen.monday, meal: .dinner))
                ).ok.body.json

                #expect(week.extras.map(\.id) == [added.id])
            }
        }
    }

    @Test("An extra added by hand counts in its member's day, goes on the shopping list and into the diary when the meal is cooked", arguments: TestDatabase.all)
    func handAddedExtra(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                _ = try await kitchen.stock(flour, 1, "kg")
                let pancakes = try await kitchen.recipe("Pancakes", ["200 g flour"])
                let entry = try await kitchen.add(pancakes, meal: .breakfast, portions: [.init(userId: kitchen.bobID, servings: 1)])
                let banana = try await kitchen.food("banana")

                let extra = try await Self.addExtra(kitchen, food: banana, grams: 118, meal: .breakfast).created.body.json

                #expect(abs(extra.nutrition.kcal - 105) < 1, "118 g of banana at 89 kcal a 100 g")
                let monday = try await kitchen.week().days[0]
                let (adaID, bobID) = (kitchen.adaID, kitchen.bobID)
                let bob = monday.eaters.first { $0.userId == bobID }?.totals.kcal ?? 0
                let ada = monday.eaters.first { $0.userId == adaID }?.totals.kcal ?? 0
                #expect(bob - ada > 100, "Bob has the pancakes and the banana, Ada nothing")
                let shopping = try await kitchen.ada.addMealPlanToShoppingList(
                    path: .init(householdId: kitchen.home), body: .json(.init(from: PlannerKitchen.monday, to: PlannerKitchen.day(6)))
                ).ok.body.json
                let list = try await kitchen.ada.getShoppingList(path: .init(listId: shopping.listId)).ok.body.json
                #expect(list.items.contains { $0.name.lowercased().contains("banana") && $0.amount == "118 g" })

                let cooked = try await kitchen.ada.cookPlanEntry(
                    path: .init(householdId: kitchen.home, entryId: entry.id), body: .json(.init())
                ).ok.body.json
                #expect(cooked.diaryEntries == 2, "Bob's pancakes and his banana")
                let diary = try await kitchen.bob.getDiaryDay(path: .init(date: PlannerKitchen.monday)).ok.body.json.meals.flatMap(\.entries)
                #expect(diary.contains { $0.foodId == banana && $0.amount == 118 && $0.meal == .breakfast })
                let eaten = try await kitchen.week().extras.first?.eatenAt
                #expect(eaten != nil)
            }
        }
    }

    @Test("Bad extras are refused naming the field, and another household's extra is not found", arguments: TestDatabase.all)
    func badInputAndOtherHouseholds(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let banana = try await kitchen.food("banana")
                let extra = try await Self.addExtra(kitchen, food: banana, grams: 118).created.body.json

                for (output, field) in [
                    (try await Self.addExtra(kitchen, food: banana, grams: 0), "grams"),
                    (try await Self.addExtra(kitchen, food: banana, grams: 5000), "grams"),
                    (try await Self.addExtra(kitchen, food: "not-a-food", grams: 100), "foodId"),
                    (try await Self.addExtra(kitchen, food: banana, grams: 100, user: UUID().uuidString), "userId"),
                ] {
                    #expect(errorStatus(output)?.status == 400 && errorStatus(output)?.error?.error.field == field, "\(field)")
                }
                let unknown = try await Self.addExtra(kitchen, food: UUID().uuidString, grams: 100)
                #expect(errorStatus(unknown)?.status == 404 && errorStatus(unknown)?.error?.error.field == "foodId")
                let kept = try await kitchen.week().extras.map(\.id)
                #expect(kept == [extra.id], "nothing else was saved")

                let intruder = try await Self.addExtra(kitchen, food: banana, grams: 100, client: kitchen.eve)
                #expect(errorStatus(intruder)?.status == 404)
                let removal = try await kitchen.eve.deletePlanExtra(path: .init(householdId: kitchen.home, extraId: extra.id))
                #expect(errorStatus(removal)?.status == 404)
                let fromOwnHousehold = try await kitchen.eve.deletePlanExtra(path: .init(householdId: kitchen.evesHome, extraId: extra.id))
                #expect(errorStatus(fromOwnHousehold)?.status == 404)
                let still = try await kitchen.week().extras.map(\.id)
                #expect(still == [extra.id])
            }
        }
    }
}
