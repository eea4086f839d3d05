import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Vapor

/// What the pantry's end-to-end tests start from: a server with the starter foods, an
/// administrator, Ada who owns "Home", and Eve who owns "Eve's" next door.
struct PantryKitchen {
    let session: ClientSession
    let admin: LarderClient.Client
    let ada: LarderClient.Client
    let eve: LarderClient.Client
    let home: String
    let evesHome: String

    static func make(_ app: Application, baseURL: URL) async throws -> PantryKitchen {
        _ = try await StarterContent.seedIfNeeded(app)
        let session = ClientSession(baseURL: baseURL)
        let (_, admin) = try await session.register("Admin", email: "admin@example.com")
        let (_, ada) = try await session.register("Ada", email: "ada@example.com")
        let (_, eve) = try await session.register("Eve", email: "eve@example.com")
        let home = try await ada.createHousehold(body: .json(.init(name: "Home"))).created.body.json.id
        let evesHome = try await eve.createHousehold(body: .json(.init(name: "Eve's"))).created.body.json.id
        return PantryKitchen(session: session, admin: admin, ada: ada, eve: eve, home: home, evesHome: evesHome)
    }

    /// The id of the food the food search puts first for `query`.
    func food(_ query: String) async throws -> String {
        let found = try await ada.listFoods(query: .init(q: query, per: 1)).ok.body.json.items
        guard let first = found.first else { throw FixtureError("no food for \(query)") }
        return first.id
    }

    /// Puts something into Ada's pantry.
    @discardableResult
    func stock(
        _ food: String?, name: String? = nil, _ amount: Double, _ unit: String? = nil, location: String? = nil,
        bestBefore: String? = nil, barcode: String? = nil, household: String? = nil
    ) async throws -> Components.Schemas.PantryItem {
        try await ada.addPantryItem(
            path: .init(householdId: household ?? home),
            body: .json(
                .init(
                    foodId: food, name: name, amount: amount, unit: unit, location: location, bestBefore: bestBefore, barcode: barcode))
        ).created.body.json
    }

    func item(_ id: String) async throws -> Components.Schemas.PantryItem {
        try await ada.getPantryItem(path: .init(householdId: home, itemId: id)).ok.body.json
    }

    /// A recipe of Ada's household.
    func recipe(_ title: String, _ ingredients: [String], servings: Int = 2, optional: Set<Int> = []) async throws -> String {
        let input = Components.Schemas.RecipeInput(
            title: title,
            ingredients: ingredients.enumerated().map { .init(text: $1, optional: optional.contains($0) ? true : nil) },
            steps: ["Cook it."], servings: servings)
        return try await ada.createRecipe(query: .init(householdId: home), body: .json(input)).created.body.json.id
    }

    /// A day `days` from today, as best-before dates are written.
    static func day(_ days: Int) -> String {
        let date = Date().addingTimeInterval(Double(days) * 86_400)
        let formatter = DateFormatter()
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: date)
    }
}
