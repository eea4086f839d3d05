import Fluent
import Foundation
import LarderCore
import Vapor

/// Finding foods and working out nutrition, for the API, the web app and the command line.
package struct FoodService: Sendable {
    let db: any Database
    let catalog: FoodCatalog

    /// A food with its database id.
    package struct Entry: Sendable {
        package var id: UUID
        package var food: Food
        /// Set for a household's own food: which household, and its barcode.
        package var household: HouseholdOwnership? = nil
    }

    /// Whose a household food is.
    package struct HouseholdOwnership: Sendable {
        package var householdID: UUID
        package var barcode: String?
    }

    /// One page of search results.
    package struct Page: Sendable {
        package var items: [Entry]
        package var total: Int
    }

    /// The longest search text accepted.
    static let maximumQueryLength = 100

    /// Foods matching `query` (every word must begin a word of the name), best first; an empty
    /// query lists the foods most common first.
    package func search(_ query: String, page: Int, per: Int) async throws -> Page {
        guard query.count <= Self.maximumQueryLength else {
            throw AppError.invalid("q", .errorFoodQueryTooLong, [String(Self.maximumQueryLength)])
        }
        let snapshot = try await catalog.current(on: db)
        let result = snapshot.index.search(query, offset: (page - 1) * per, limit: per)
        return Page(items: result.positions.map { Entry(id: snapshot.ids[$0], food: snapshot.foods[$0]) }, total: result.total)
    }

    /// The food with `id`, whether or not it is in the current catalogue (a starter food
    /// superseded by an import still answers).
    package func food(id: UUID) async throws -> Entry {
        guard let row = try await FoodRecord.find(id, on: db) else {
            throw AppError.notFound(.errorFoodNotFound, field: "foodId")
        }
        return Entry(id: id, food: try row.food())
    }

    /// How many foods the table holds from `source`.
    package func count(from source: FoodSource) async throws -> Int {
        try await FoodRecord.query(on: db).filter(\.$source == source.rawValue).count()
    }

    /// The current catalogue: its revision, foods and their ids (the shopping module trains its
    /// aisle classifier on it).
    package func catalogue() async throws -> FoodCatalog.Snapshot {
        try await catalog.current(on: db)
    }

    /// A calculator that links ingredient lines to the current catalogue's foods.
    package func nutritionCalculator() async throws -> NutritionCalculator {
        NutritionCalculator(matcher: FoodMatcher(try await catalog.current(on: db).index))
    }
}

extension Application {
    /// The food service on the application's database, for the command line.
    package var foods: FoodService {
        FoodService(db: db, catalog: foodCatalog)
    }
}

extension Request {
    var foods: FoodService {
        FoodService(db: sharedDB, catalog: application.foodCatalog)
    }
}

extension FoodService {
    /// Links ingredient lines to foods of the current catalogue, naming each food by its database id.
    package struct Linker: Sendable {
        package let calculator: NutritionCalculator
        let ids: [UUID]

        package func foodID(of match: FoodMatch) -> UUID? {
            ids.indices.contains(match.position) ? ids[match.position] : nil
        }
    }

    package func linker() async throws -> Linker {
        let snapshot = try await catalog.current(on: db)
        return Linker(calculator: NutritionCalculator(matcher: FoodMatcher(snapshot.index)), ids: snapshot.ids)
    }
}
