import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import OpenAPIAsyncHTTPClient
import Testing

/// Filling the plan through the generated client: the core's planner over the household's
/// recipes, each member's targets and the rules.
@Suite("Meal plan filling end to end")
struct PlannerFillEndToEndTests {
    static func fill(_ kitchen: PlannerKitchen, day: String? = nil, meals: [Components.Schemas.Meal]? = nil, rules: Components.Schemas.PlanRulesInput? = nil, household: String? = nil, client: LarderClient.Client? = nil)
        async throws -> Components.Schemas.MealPlanRange
    {
        try await (client ?? kitchen.ada).fillMealPlan(
            path: .init(householdId: household ?? kitchen.home),
            body: .json(.init(from: PlannerKitchen.monday, to: PlannerKitchen.day(6), day: day, meals: meals, rules: rules))
        ).ok.body.json
    }

    @Test("Filling a week for two from 24 recipes puts every day of each person within ±5 % of their energy target", arguments: TestDatabase.all)
    func weekWithinEnergyBand(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL, withCookbook: true)

                let patient = try await kitchen.patientAda()
                let week = try await Self.fill(kitchen, rules: .init(noRepeatDays: 2), client: patient)

                #expect(week.days.count == 7)
                #expect(week.entries.count >= 21, "breakfast, lunch and dinner every day")
                for day in week.days {
                    #expect(day.eaters.count == 2)
                    for eater in day.eaters {
                        let target = try #require(eater.targets).kcal
                        #expect(abs(eater.totals.kcal - target) <= 0.05 * target, "\(eater.name) on \(day.day): \(eater.totals.kcal) of \(target)")
                        #expect(eater.withinEnergyBand)
                    }
                }
                #expect(try await kitchen.week().entries.count == week.entries.count, "the filled plan is stored")
            }
        }
    }

    @Test("A locked entry is kept when the week is filled again", arguments: TestDatabase.all)
    func lockedEntryKept(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL, withCookbook: true)
                let favourite = try await kitchen.recipe("Favourite stew", ["200 g ground beef", "300 g potatoes", "100 g carrots"])
                let locked = try await kitchen.add(
                    favourite, day: PlannerKitchen.day(2), meal: .dinner,
                    portions: [.init(userId: kitchen.adaID, servings: 1), .init(userId: kitchen.bobID, servings: 1.5)], locked: true)

                _ = try await Self.fill(kitchen)
                let refilled = try await Self.fill(kitchen)

                let kept = try #require(refilled.entries.first { $0.id == locked.id })
                #expect(kept.locked)
                #expect(kept.recipeId == favourite)
                #expect(kept.day == PlannerKitchen.day(2) && kept.meal == .dinner)
                #expect(refilled.entries.filter { $0.day == PlannerKitchen.day(2) && $0.meal == .dinner }.count == 1, "nothing planned beside it")
            }
        }
    }

    @Test("A day that cannot meet the targets comes back with a notice saying why", arguments: TestDatabase.all)
    func unmeetableDayHasNotice(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                // Only cucumber: three servings of it are nowhere near a day's energy.
                try await kitchen.recipe("Cucumber slices", ["100 g cucumber"])

                let week = try await Self.fill(kitchen, day: PlannerKitchen.day(1), meals: [.dinner])

                let notices = week.notices.filter { $0.kind == .day_hyphen_off_hyphen_target && $0.day == PlannerKitchen.day(1) }
                #expect(notices.count == 2, "one for each person: \(week.notices.map(\.message))")
                #expect(notices.contains { $0.userId == kitchen.adaID && $0.message.contains("Ada") && $0.message.contains("too little") })
            }
        }
    }

    @Test("Putting the week on the shopping list asks for what it needs minus stock, from source plan", arguments: TestDatabase.all)
    func shoppingListMinusStock(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                _ = try await kitchen.stock(flour, 200, "g")
                let pancakes = try await kitchen.recipe("Pancakes", ["250 g flour"])
                _ = try await kitchen.add(pancakes, meal: .breakfast, portions: [.init(userId: kitchen.adaID, servings: 1)])
                _ = try await kitchen.add(pancakes, day: PlannerKitchen.day(3), meal: .breakfast, portions: [.init(userId: kitchen.bobID, servings: 1)])

                let result = try await kitchen.ada.addMealPlanToShoppingList(
                    path: .init(householdId: kitchen.home), body: .json(.init(from: PlannerKitchen.monday, to: PlannerKitchen.day(6)))
                ).ok.body.json

                #expect(result.cooks == 2)
                let list = try await kitchen.ada.getShoppingList(path: .init(listId: result.listId)).ok.body.json
                let item = try #require(list.items.first { $0.name == "flour" })
                #expect(item.amount == "500 g", "both cooks merged into one item")
                #expect(item.need == "300 g")
                #expect(item.sources.allSatisfy { $0.kind == .plan })
            }
        }
    }

    @Test("Cooking a planned entry takes its servings from stock and logs each eater's servings to their diary", arguments: TestDatabase.all)
    func cookDeductsAndLogs(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let flour = try await kitchen.food("wheat flour")
                let bag = try await kitchen.stock(flour, 1, "kg")
                let pancakes = try await kitchen.recipe("Pancakes", ["200 g flour"])
                let entry = try await kitchen.add(
                    pancakes, meal: .breakfast, portions: [.init(userId: kitchen.adaID, servings: 1), .init(userId: kitchen.bobID, servings: 2)])

                let cooked = try await kitchen.ada.cookPlanEntry(
                    path: .init(householdId: kitchen.home, entryId: entry.id), body: .json(.init())
                ).ok.body.json

                #expect(cooked.diaryEntries == 2)
                #expect(cooked.entry.cookedAt != nil)
                let remaining = try await kitchen.ada.getPantryItem(path: .init(householdId: kitchen.home, itemId: bag.id)).ok.body.json
                #expect(abs(remaining.amount - 0.4) < 0.001, "three servings of 200 g came off 1 kg")
                let adaDiary = try await kitchen.ada.getDiaryDay(path: .init(date: PlannerKitchen.monday)).ok.body.json.meals.flatMap(\.entries)
                let bobDiary = try await kitchen.bob.getDiaryDay(path: .init(date: PlannerKitchen.monday)).ok.body.json.meals.flatMap(\.entries)
                #expect(adaDiary.map(\.servings) == [1] && adaDiary.first?.meal == .breakfast)
                #expect(bobDiary.map(\.servings) == [2] && bobDiary.first?.recipeId == pancakes)
            }
        }
    }

    @Test("The calendar feed opens with its token, a wrong or replaced token is not found", arguments: TestDatabase.all)
    func calendarFeed(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let soup = try await kitchen.recipe("Borscht", ["300 g beets"])
                _ = try await kitchen.add(soup, day: PlannerKitchen.today, meal: .dinner)
                let token = try await kitchen.feedToken()
                let anonymous = kitchen.session.anonymous

                let text = try await kitchen.calendar(token: token)
                #expect(text.contains("BEGIN:VCALENDAR") && text.contains("BEGIN:VEVENT"))
                #expect(text.contains("SUMMARY:Dinner: Borscht"))
                #expect(text.components(separatedBy: "BEGIN:VEVENT").count == 2, "one event for the one planned meal")

                let wrong = try await anonymous.getMealPlanCalendar(path: .init(token: "not-the-token"))
                #expect(errorStatus(wrong)?.status == 404)
                let renewed = try await kitchen.ada.regenerateMealPlanFeed(path: .init(householdId: kitchen.home)).ok.body.json
                #expect(renewed.token != token)
                #expect(errorStatus(try await anonymous.getMealPlanCalendar(path: .init(token: token)))?.status == 404)
                _ = try await anonymous.getMealPlanCalendar(path: .init(token: renewed.token)).ok
            }
        }
    }

    @Test("Another household's plan, entries and feed are not found", arguments: TestDatabase.all)
    func otherHouseholdNotFound(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let soup = try await kitchen.recipe("Soup", ["300 g potatoes"])
                let entry = try await kitchen.add(soup)

                let read = try await kitchen.eve.getMealPlan(
                    path: .init(householdId: kitchen.home), query: .init(from: PlannerKitchen.monday, to: PlannerKitchen.day(6)))
                let move = try await kitchen.eve.updatePlanEntry(
                    path: .init(householdId: kitchen.evesHome, entryId: entry.id), body: .json(.init(locked: true)))
                let feed = try await kitchen.eve.getMealPlanFeed(path: .init(householdId: kitchen.home))

                #expect(errorStatus(read)?.status == 404)
                #expect(errorStatus(move)?.status == 404)
                #expect(errorStatus(feed)?.status == 404)
                #expect(try await kitchen.week().entries.first?.locked == false)
            }
        }
    }

    @Test("Bad input is a 400 naming the field, and nothing changes", arguments: TestDatabase.all)
    func badInputNamesField(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let soup = try await kitchen.recipe("Soup", ["300 g potatoes"])
                let entry = try await kitchen.add(soup)

                let servings = try await kitchen.ada.addPlanEntry(
                    path: .init(householdId: kitchen.home),
                    body: .json(.init(day: PlannerKitchen.monday, meal: .lunch, recipeId: soup, portions: [.init(userId: kitchen.adaID, servings: 0.3)])))
                let stranger = try await kitchen.ada.updatePlanEntry(
                    path: .init(householdId: kitchen.home, entryId: entry.id),
                    body: .json(.init(portions: [.init(userId: UUID().uuidString, servings: 1)])))
                let day = try await kitchen.ada.updatePlanEntry(
                    path: .init(householdId: kitchen.home, entryId: entry.id), body: .json(.init(day: "2026-02-30")))
                let range = try await kitchen.ada.getMealPlan(
                    path: .init(householdId: kitchen.home), query: .init(from: PlannerKitchen.day(6), to: PlannerKitchen.monday))
                let rule = try await kitchen.ada.fillMealPlan(
                    path: .init(householdId: kitchen.home),
                    body: .json(.init(from: PlannerKitchen.monday, to: PlannerKitchen.day(6), rules: .init(noRepeatDays: 99))))

                #expect(errorStatus(servings)?.status == 400 && errorStatus(servings)?.error?.error.field == "portions[0].servings")
                #expect(errorStatus(stranger)?.status == 400 && errorStatus(stranger)?.error?.error.field == "portions[0].userId")
                #expect(errorStatus(day)?.status == 400 && errorStatus(day)?.error?.error.field == "day")
                #expect(errorStatus(range)?.status == 400 && errorStatus(range)?.error?.error.field == "to")
                #expect(errorStatus(rule)?.status == 400 && errorStatus(rule)?.error?.error.field == "rules.noRepeatDays")
                let week = try await kitchen.week()
                #expect(week.entries.map(\.id) == [entry.id] && week.entries.first?.day == PlannerKitchen.monday)
            }
        }
    }
}
