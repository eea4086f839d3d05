import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import OpenAPIAsyncHTTPClient
import Vapor

/// What the planner's end-to-end tests start from: a server with the starter foods, Ada who owns
/// "Home" with Bob as a member — both with nutrition profiles — and Eve, who owns "Eve's" next
/// door. `withCookbook` adds 8 breakfasts and 16 main dishes whose lines link to starter foods,
/// so every one has nutrition per serving.
struct PlannerKitchen {
    let session: ClientSession
    let ada: LarderClient.Client
    let bob: LarderClient.Client
    let eve: LarderClient.Client
    let adaID: String
    let bobID: String
    let home: String
    let evesHome: String

    /// Ada's client, waiting up to half an hour for an answer: a debug build fills a small plan
    /// in about ten seconds alone (its polish tries thousands of dish combinations), and CI runs
    /// it beside the whole suite on two cores, where a day's fill once took over ten minutes.
    func patientAda() async throws -> LarderClient.Client {
        let token = try await session.accessToken(email: "ada@example.com")
        return LarderClient.Client(
            serverURL: session.apiURL, transport: AsyncHTTPClientTransport(configuration: .init(timeout: .seconds(1800))),
            middlewares: [LarderCredentialsMiddleware(.bearer(accessToken: token))])
    }

    /// A Monday, so a week is Monday to Sunday.
    static let monday = "2026-03-02"

    static func make(_ app: Application, baseURL: URL, withCookbook: Bool = false) async throws -> PlannerKitchen {
        _ = try await StarterContent.seedIfNeeded(app)
        let session = ClientSession(baseURL: baseURL)
        _ = try await session.register("Admin", email: "admin@example.com")
        let (adaUser, ada) = try await session.register("Ada", email: "ada@example.com")
        let (bobUser, bob) = try await session.register("Bob", email: "bob@example.com")
        let (_, eve) = try await session.register("Eve", email: "eve@example.com")
        let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json.id
        _ = try await ada.addHouseholdMember(path: .init(householdId: home), body: .json(.init(email: "bob@example.com"))).created
        let evesHome = try await eve.createHousehold(body: .json(.init(name: "Eve's"))).created.body.json.id
        _ = try await ada.putNutritionProfile(
            body: .json(.init(sex: .female, birthDate: "1990-05-01", heightCm: 165, weightKg: 60, activityLevel: 3, goal: .maintain))
        ).ok
        _ = try await bob.putNutritionProfile(
            body: .json(.init(sex: .male, birthDate: "1985-02-10", heightCm: 182, weightKg: 82, activityLevel: 3, goal: .maintain))
        ).ok
        let kitchen = PlannerKitchen(
            session: session, ada: ada, bob: bob, eve: eve, adaID: adaUser.id, bobID: bobUser.id, home: home, evesHome: evesHome)
        if withCookbook { try await kitchen.addCookbook() }
        return kitchen
    }

    /// Today as the server writes a plan's days, in its own time zone.
    static var today: String { ISO8601DateFormatter.string(from: Date(), timeZone: .current, formatOptions: [.withFullDate]) }

    /// The household's feed token, as a member shares it.
    func feedToken() async throws -> String {
        try await ada.getMealPlanFeed(path: .init(householdId: home)).ok.body.json.token
    }

    /// The calendar a subscriber holding `token` reads, folded lines joined again.
    func calendar(token: String) async throws -> String {
        let body = try await session.anonymous.getMealPlanCalendar(path: .init(token: token)).ok.body.text_calendar
        return try await String(collecting: body, upTo: 1 << 20).replacingOccurrences(of: "\r\n ", with: "")
    }

    static func day(_ offset: Int) -> String {
        let start = ISO8601DateFormatter().date(from: monday + "T00:00:00Z")!
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: start.addingTimeInterval(Double(offset) * 86_400))
    }

    /// A recipe of Ada's household.
    @discardableResult
    func recipe(
        _ title: String, _ ingredients: [String], servings: Int = 1, categories: [Components.Schemas.RecipeCategory]? = nil,
        dietFlags: [Components.Schemas.DietFlag]? = nil, steps: [String] = ["Cook it."]
    ) async throws -> String {
        let input = Components.Schemas.RecipeInput(
            title: title, ingredients: ingredients.map { .init(text: $0) }, steps: steps, servings: servings,
            categories: categories, dietFlags: dietFlags)
        return try await ada.createRecipe(query: .init(householdId: home), body: .json(input)).created.body.json.id
    }

    /// 8 breakfasts of oats, milk and banana and 16 mains of a protein, a starch, oil and a
    /// vegetable, in amounts that vary their energy and macronutrients.
    func addCookbook() async throws {
        for index in 0..<8 {
            try await recipe(
                "Porridge \(index)", ["\(60 + 8 * index) g oats", "\(200 + 20 * index) g whole milk", "\(80 + 10 * (index % 3)) g banana"],
                categories: [.breakfast])
        }
        let proteins = ["chicken breast", "salmon", "ground beef", "cod"]
        let starches = ["rice", "pasta", "potatoes", "quinoa"]
        for index in 0..<16 {
            let protein = proteins[index % 4]
            let starch = starches[(index / 4) % 4]
            let starchGrams = starch == "potatoes" ? 300 + 20 * (index % 3) : 70 + 10 * (index % 3)
            try await recipe(
                "\(protein.capitalized) with \(starch) \(index)",
                ["\(140 + 15 * (index % 4)) g \(protein)", "\(starchGrams) g \(starch)", "\(8 + 2 * (index % 3)) g olive oil", "120 g broccoli"])
        }
    }

    /// The id of the food the food search puts first for `query`.
    func food(_ query: String) async throws -> String {
        let found = try await ada.listFoods(query: .init(q: query, per: 1)).ok.body.json.items
        guard let first = found.first else { throw FixtureError("no food for \(query)") }
        return first.id
    }

    func stock(_ food: String, _ amount: Double, _ unit: String) async throws -> Components.Schemas.PantryItem {
        try await ada.addPantryItem(
            path: .init(householdId: home), body: .json(.init(foodId: food, amount: amount, unit: unit, location: "pantry"))
        ).created.body.json
    }

    func week(_ client: LarderClient.Client? = nil, from: String = monday, to: String = day(6)) async throws
        -> Components.Schemas.MealPlanRange
    {
        try await (client ?? ada).getMealPlan(path: .init(householdId: home), query: .init(from: from, to: to)).ok.body.json
    }

    func add(_ recipe: String, day: String = monday, meal: Components.Schemas.Meal = .dinner, portions: [Components.Schemas.PlanPortion]? = nil, locked: Bool? = nil)
        async throws -> Components.Schemas.PlanEntry
    {
        try await ada.addPlanEntry(
            path: .init(householdId: home), body: .json(.init(day: day, meal: meal, recipeId: recipe, portions: portions, locked: locked))
        ).created.body.json
    }
}
