import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import OpenAPIRuntime
import Testing

/// The food diary end to end: profile and targets, entries of every kind, the cart, weighings,
/// progress and the export, through the generated client against a real server.
@Suite("Nutrition end to end")
struct NutritionEndToEndTests {
    /// Noon on 15 June 2025, so "today" is the same day in any time zone the tests run in.
    static let noon = Date(timeIntervalSince1970: 1_749_988_800)
    static let today = "2025-06-15"

    typealias Profile = Components.Schemas.NutritionProfileInput

    static let man = Profile(
        sex: .male, birthDate: "1995-01-10", heightCm: 180, weightKg: 80, activityLevel: 3, goal: .maintain)

    /// A running Larder with the starter foods and a fixed clock, and a signed-in client per name.
    static func withNutrition(
        _ database: TestDatabase, people: [String] = ["Ada"],
        _ body: (ClientSession, [Client]) async throws -> Void
    ) async throws {
        try await withApp(database) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            try await withRunningServer(app) { baseURL in
                let session = ClientSession(baseURL: baseURL)
                var clients: [Client] = []
                for name in people {
                    clients.append(try await session.register(name, email: "\(name.lowercased())@example.com").1)
                }
                // After signing in: access tokens are checked against the real time.
                app.use(TestClock(noon))
                try await body(session, clients)
            }
        }
    }

    static func food(_ client: Client, _ query: String, named name: String) async throws -> Components.Schemas.NutritionFood {
        let page = try await client.searchNutritionFoods(query: .init(q: query, per: 50)).ok.body.json
        return try #require(page.items.first { $0.name == name }, "\(name) in \(page.items.map(\.name))")
    }

    @Test("A profile gives the targets, and they follow every change", arguments: TestDatabase.all)
    func profileAndTargets(database: TestDatabase) async throws {
        try await Self.withNutrition(database) { _, clients in
            let ada = clients[0]
            #expect(errorStatus(try await ada.getNutritionProfile())?.status == 404)

            let saved = try await ada.putNutritionProfile(body: .json(Self.man)).ok.body.json
            #expect(saved.age == 30)
            #expect(saved.targets.bmr == 1853.6)
            #expect(saved.targets.lose == 2173 && saved.targets.maintain == 2873 && saved.targets.gain == 3373)
            #expect(saved.targets.dailyKcal == 2873 && saved.targets.weeklyKcal == 7 * 2873)
            #expect(saved.targets.proteinGrams == 144 && saved.targets.fatGrams == 96 && saved.targets.carbohydrateGrams == 359)

            var losing = Self.man
            losing.goal = .lose
            let changed = try await ada.putNutritionProfile(body: .json(losing)).ok.body.json
            #expect(changed.targets.dailyKcal == 2173)
            #expect(try await ada.getNutritionProfile().ok.body.json.targets.dailyKcal == 2173)

            let woman = Profile(
                sex: .female, birthDate: "2000-03-01", heightFeet: 5, heightInches: 5, weightLb: 132.3, activityLevel: 1, goal: .lose)
            let low = try await ada.putNutritionProfile(body: .json(woman)).ok.body.json
            #expect(low.heightUnit == .ft_hyphen_in && low.weightUnit == .lb)
            #expect(abs(low.heightCm - 165.1) < 1e-9)
            #expect(low.targets.dailyKcal < 1200)
            #expect(low.targets.warning?.minimumKcal == 1200)
            #expect(low.targets.warning?.message.contains("1200") == true)
        }
    }

    @Test("Foods, recipe servings and quick entries add up to the day's totals against the target", arguments: TestDatabase.all)
    func entriesOfEveryKind(database: TestDatabase) async throws {
        try await Self.withNutrition(database) { _, clients in
            let ada = clients[0]
            _ = try await ada.putNutritionProfile(body: .json(Self.man)).ok
            let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json
            let pancakes = try await ada.createRecipe(
                query: .init(householdId: home.id),
                body: .json(
                    .init(
                        title: "Pancakes", ingredients: ["2 cups all-purpose flour", "1 cup milk", "2 large eggs"].map { .init(text: $0) },
                        steps: ["Mix and fry."], servings: 4))
            ).created.body.json
            let perServing = try #require(pancakes.nutrition?.perServing.energyKcal)
            let milk = try await Self.food(ada, "milk", named: "Milk, whole, 3.25% milkfat")
            let egg = try await Self.food(ada, "egg", named: "Egg, whole, raw")
            let oats = try await Self.food(ada, "oats", named: "Oats, rolled, dry")
            #expect(milk.units.map(\.key).contains("cup") && !milk.units.map(\.key).contains("large"))
            #expect(egg.units.map(\.key).contains("large"))

            func log(_ body: Components.Schemas.DiaryEntryInput) async throws -> Components.Schemas.DiaryEntry {
                try await ada.createDiaryEntry(path: .init(date: Self.today), body: .json(body)).created.body.json
            }
            let cup = try await log(.init(kind: .food, meal: .breakfast, foodId: milk.id, amount: 1, unit: "cup"))
            let eggs = try await log(.init(kind: .food, meal: .breakfast, foodId: egg.id, amount: 2, unit: "large"))
            let porridge = try await log(.init(kind: .food, meal: .breakfast, foodId: oats.id, amount: 100, unit: "g"))
            let lunch = try await log(.init(kind: .recipe, meal: .lunch, recipeId: pancakes.id, servings: 1.5))
            let snack = try await log(
                .init(kind: .quick, meal: .snack, name: "Biscuit", energyKcal: 90, protein: 1, fat: 4, carbohydrate: 12))

            #expect(cup.grams == 244 && abs((cup.nutrients.energyKcal ?? 0) - 148.84) < 1e-9)
            #expect(eggs.grams == 100 && eggs.nutrients.energyKcal == 143)
            #expect(porridge.grams == 100 && porridge.nutrients.energyKcal == 379)
            #expect(lunch.name == "Pancakes" && abs((lunch.nutrients.energyKcal ?? 0) - 1.5 * perServing) < 1e-6)
            #expect(snack.nutrients.energyKcal == 90 && snack.nutrients.fat == 4)

            let day = try await ada.getDiaryDay(path: .init(date: Self.today)).ok.body.json
            let expected = 148.84 + 143 + 379 + 1.5 * perServing + 90
            #expect(day.meals.map(\.meal) == [.breakfast, .lunch, .dinner, .snack])
            #expect(day.meals.map(\.entries.count) == [3, 1, 0, 1])
            #expect(abs((day.totals.energyKcal ?? 0) - expected) < 1e-6)
            #expect(day.totals.sodium != nil && day.totals.fiber != nil && day.totals.sugars != nil)
            #expect(day.remainingKcal == 2873 - Int(expected.rounded()))
            #expect(day.previousDate == "2025-06-14" && day.nextDate == "2025-06-16")

            // Edit, move, delete.
            let more = try await ada.updateDiaryEntry(
                path: .init(entryId: eggs.id), body: .json(.init(amount: 3, unit: "medium"))
            ).ok.body.json
            #expect(more.grams == 132 && more.unit == "medium")
            let moved = try await ada.updateDiaryEntry(path: .init(entryId: snack.id), body: .json(.init(meal: .dinner))).ok.body.json
            #expect(moved.meal == .dinner)
            let halved = try await ada.updateDiaryEntry(path: .init(entryId: lunch.id), body: .json(.init(servings: 0.75))).ok.body.json
            #expect(abs((halved.nutrients.energyKcal ?? 0) - 0.75 * perServing) < 1e-6)
            _ = try await ada.deleteDiaryEntry(path: .init(entryId: porridge.id)).noContent
            let after = try await ada.getDiaryDay(path: .init(date: Self.today)).ok.body.json
            #expect(after.meals.map(\.entries.count) == [2, 1, 1, 0])

            // Copy the breakfast to tomorrow, and the whole day to the day after.
            let tomorrow = try await ada.copyDiary(
                path: .init(date: Self.today), body: .json(.init(toDate: "2025-06-16", meal: .breakfast))
            ).ok.body.json
            #expect(tomorrow.meals.map(\.entries.count) == [2, 0, 0, 0])
            let copied = try await ada.copyDiary(path: .init(date: Self.today), body: .json(.init(toDate: "2025-06-17"))).ok.body.json
            #expect(copied.meals.map(\.entries.count) == [2, 1, 1, 0])
            #expect(copied.totals.energyKcal == after.totals.energyKcal)
        }
    }

    @Test("Foods picked into the cart with +/− are logged to a meal together", arguments: TestDatabase.all)
    func cartCommit(database: TestDatabase) async throws {
        try await Self.withNutrition(database) { _, clients in
            let ada = clients[0]
            let milk = try await Self.food(ada, "milk", named: "Milk, whole, 3.25% milkfat")
            let egg = try await Self.food(ada, "egg", named: "Egg, whole, raw")
            let oats = try await Self.food(ada, "oats", named: "Oats, rolled, dry")

            _ = try await ada.addDiaryCartItem(body: .json(.init(foodId: egg.id, amount: 2, unit: "large"))).created
            _ = try await ada.addDiaryCartItem(body: .json(.init(foodId: milk.id, amount: 1, unit: "cup"))).created
            let filled = try await ada.addDiaryCartItem(body: .json(.init(foodId: oats.id, amount: 40, unit: "g"))).created.body.json
            #expect(filled.items.map(\.name) == [egg.name, milk.name, oats.name])
            let eggItem = filled.items[0], milkItem = filled.items[1], oatItem = filled.items[2]

            _ = try await ada.updateDiaryCartItem(path: .init(itemId: eggItem.id), body: .json(.init(steps: 1))).ok
            _ = try await ada.updateDiaryCartItem(path: .init(itemId: oatItem.id), body: .json(.init(steps: 2))).ok
            let stepped = try await ada.updateDiaryCartItem(path: .init(itemId: milkItem.id), body: .json(.init(steps: -1))).ok.body.json
            #expect(stepped.items.map(\.amount) == [3, 60])
            #expect(stepped.totals.energyKcal == 143 * 1.5 + 379 * 0.6)

            let lunch = try await ada.commitDiaryCart(body: .json(.init(date: Self.today, meal: .lunch))).ok.body.json
            #expect(lunch.meals[1].entries.map(\.name) == [egg.name, oats.name])
            #expect(lunch.meals[1].entries.map(\.grams) == [150, 60])
            #expect(try await ada.getDiaryCart().ok.body.json.items.isEmpty)
            #expect(errorStatus(try await ada.commitDiaryCart(body: .json(.init(date: Self.today, meal: .lunch))))?.status == 409)
        }
    }

    @Test("Weighings make a trend line, and the latest one moves the profile's weight", arguments: TestDatabase.all)
    func weightLog(database: TestDatabase) async throws {
        try await Self.withNutrition(database) { _, clients in
            let ada = clients[0]
            _ = try await ada.putNutritionProfile(body: .json(Self.man)).ok
            _ = try await ada.logWeight(body: .json(.init(date: "2025-06-13", weight: 80))).created
            _ = try await ada.logWeight(body: .json(.init(date: "2025-06-14", weight: 81))).created
            let pounds = try await ada.logWeight(body: .json(.init(date: "2025-06-15", weight: 174.165, unit: .lb))).created.body.json
            _ = try await ada.logWeight(body: .json(.init(date: "2025-06-14", weight: 82))).created

            let log = try await ada.getWeightLog(query: .init(from: "2025-06-01", to: Self.today)).ok.body.json
            #expect(log.entries.map(\.date) == ["2025-06-13", "2025-06-14", "2025-06-15"])
            #expect(log.entries.map(\.trendKg)[0...1] == [80, 80.2])
            #expect(abs(pounds.weightKg - 79) < 1e-3)
            #expect(log.kgPerWeek != nil)
            let profile = try await ada.getNutritionProfile().ok.body.json
            #expect(abs(profile.weightKg - 79) < 1e-3)

            _ = try await ada.deleteWeight(path: .init(weightId: pounds.id)).noContent
            #expect(try await ada.getWeightLog(query: .init(from: "2025-06-01", to: Self.today)).ok.body.json.entries.count == 2)
        }
    }

    @Test("Week and month progress: daily energy against the target, the average, and streaks", arguments: TestDatabase.all)
    func progress(database: TestDatabase) async throws {
        try await Self.withNutrition(database) { _, clients in
            let ada = clients[0]
            _ = try await ada.putNutritionProfile(body: .json(Self.man)).ok
            let days = ["2025-05-20": 2000.0, "2025-06-12": 2900, "2025-06-13": 2500, "2025-06-14": 2873]
            for (date, kcal) in days {
                _ = try await ada.createDiaryEntry(
                    path: .init(date: date), body: .json(.init(kind: .quick, meal: .dinner, energyKcal: kcal))
                ).created
            }

            let week = try await ada.getNutritionProgress(query: .init(period: "week", end: Self.today)).ok.body.json
            #expect(week.from == "2025-06-09" && week.to == Self.today)
            #expect(week.days.count == 7 && week.daysLogged == 3)
            #expect(week.averageKcal == (2900 + 2500 + 2873) / 3.0)
            #expect(week.daysOnTarget == 2)
            #expect(week.targetKcal == 2873)
            #expect(week.currentStreak == 3 && week.longestStreak == 3)
            #expect(week.days.last?.logged == false)

            let month = try await ada.getNutritionProgress(query: .init(period: "month", end: Self.today)).ok.body.json
            #expect(month.days.count == 30 && month.daysLogged == 4)
            #expect(month.from == "2025-05-17")
        }
    }

    @Test("The diary exports as CSV for a date range", arguments: TestDatabase.all)
    func csvExport(database: TestDatabase) async throws {
        try await Self.withNutrition(database) { _, clients in
            let ada = clients[0]
            let egg = try await Self.food(ada, "egg", named: "Egg, whole, raw")
            _ = try await ada.createDiaryEntry(
                path: .init(date: "2025-06-14"), body: .json(.init(kind: .food, meal: .breakfast, foodId: egg.id, amount: 2, unit: "large"))
            ).created
            _ = try await ada.createDiaryEntry(
                path: .init(date: "2025-06-15"), body: .json(.init(kind: .quick, meal: .snack, name: "Tea, milk", energyKcal: 30))
            ).created
            _ = try await ada.createDiaryEntry(
                path: .init(date: "2025-06-20"), body: .json(.init(kind: .quick, meal: .snack, energyKcal: 10))
            ).created

            let response = try await ada.exportDiary(query: .init(from: "2025-06-14", to: "2025-06-15")).ok
            let csv = try await String(collecting: try response.body.csv, upTo: 1 << 20)
            let lines = csv.split(separator: "\r\n").map(String.init)

            #expect(response.headers.Content_hyphen_Disposition?.contains("larder-diary-2025-06-14-2025-06-15.csv") == true)
            #expect(lines.count == 3)
            #expect(lines[1].hasPrefix("2025-06-14,breakfast,food,\"Egg, whole, raw\",2,large,100,,143,"))
            #expect(lines[2].hasPrefix("2025-06-15,snack,quick,\"Tea, milk\",,,,,30"))
        }
    }

    @Test("A diary is its owner's alone, even within a household; household foods stay in their household", arguments: TestDatabase.all)
    func privacy(database: TestDatabase) async throws {
        try await Self.withNutrition(database, people: ["Ada", "Bob", "Eve"]) { _, clients in
            let (ada, bob, eve) = (clients[0], clients[1], clients[2])
            let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json
            _ = try await ada.addHouseholdMember(path: .init(householdId: home.id), body: .json(.init(email: "bob@example.com"))).created
            let elsewhere = try await eve.createHousehold(body: .json(.init(name: "Elsewhere"))).created.body.json

            let bread = try await ada.createHouseholdFood(
                path: .init(householdId: home.id),
                body: .json(
                    .init(
                        name: "Grandma's rye bread", barcode: "4820000000017", servingGrams: 40,
                        nutrients: .init(energyKcal: 100, protein: 3.2, fat: 1, carbohydrate: 19),
                        portions: [.init(amount: 1, description: "slice", grams: 30)]))
            ).created.body.json
            #expect(bread.source == .household && bread.householdId == home.id)
            #expect(bread.nutrients.energyKcal == 250)
            #expect(bread.units.map(\.key).contains("serving") && bread.units.map(\.key).contains("slice"))

            // Bob, in the same household, finds it by name and by barcode; Eve does not.
            #expect(try await bob.searchNutritionFoods(query: .init(q: "rye bread")).ok.body.json.items.first?.id == bread.id)
            #expect(try await bob.searchNutritionFoods(query: .init(q: "4820000000017")).ok.body.json.items.map(\.id) == [bread.id])
            #expect(
                try await eve.searchNutritionFoods(query: .init(q: "rye bread")).ok.body.json.items.contains { $0.id == bread.id } == false)
            #expect(try await eve.searchNutritionFoods(query: .init(q: "4820000000017")).ok.body.json.items.isEmpty)
            #expect(errorStatus(try await eve.getNutritionFood(path: .init(foodId: bread.id)))?.status == 404)
            #expect(errorStatus(try await eve.listHouseholdFoods(path: .init(householdId: home.id)))?.status == 404)
            #expect(try await eve.listHouseholdFoods(path: .init(householdId: elsewhere.id)).ok.body.json.isEmpty)
            let foreign = try await eve.createDiaryEntry(
                path: .init(date: Self.today), body: .json(.init(kind: .food, meal: .lunch, foodId: bread.id, amount: 1, unit: "slice")))
            #expect(errorStatus(foreign)?.status == 404)

            // Ada logs two slices; Bob sees none of her diary and cannot touch her entry.
            let slices = try await ada.createDiaryEntry(
                path: .init(date: Self.today), body: .json(.init(kind: .food, meal: .lunch, foodId: bread.id, amount: 2, unit: "slice"))
            ).created.body.json
            #expect(slices.nutrients.energyKcal == 150)
            let bobsDay = try await bob.getDiaryDay(path: .init(date: Self.today)).ok.body.json
            #expect(bobsDay.meals.allSatisfy { $0.entries.isEmpty })
            #expect(
                errorStatus(try await bob.updateDiaryEntry(path: .init(entryId: slices.id), body: .json(.init(amount: 9))))?.status == 404)
            #expect(errorStatus(try await bob.deleteDiaryEntry(path: .init(entryId: slices.id)))?.status == 404)
            let bobsExport = try await bob.exportDiary(query: .init(from: Self.today, to: Self.today)).ok
            #expect(try await String(collecting: try bobsExport.body.csv, upTo: 1 << 20).split(separator: "\r\n").count == 1)
            #expect(try await ada.getDiaryDay(path: .init(date: Self.today)).ok.body.json.meals[1].entries.count == 1)
        }
    }
}
