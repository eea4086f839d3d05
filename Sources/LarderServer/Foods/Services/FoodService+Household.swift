import Fluent
import Foundation
import LarderCore

/// Households' own foods: written, read and found only for their members. The shared food
/// table, its catalogue and `search(_:page:per:)` are untouched by them; callers that know
/// whose foods to include ask the household-aware methods here.
extension FoodService {
    /// A household food as typed: nutrients per 100 g, or per serving of `servingGrams`.
    struct HouseholdFoodDraft: Sendable {
        var name: String
        var barcode: String?
        var servingGrams: Double?
        var nutrients: NutrientValues
        var portions: [FoodPortion]
    }

    /// The foods of `householdIDs`, by name.
    func householdFoods(of householdIDs: Set<UUID>) async throws -> [Entry] {
        guard !householdIDs.isEmpty else { return [] }
        let rows = try await HouseholdFood.query(on: db).filter(\.$householdID ~~ householdIDs).sort(\.$name).all()
        return try rows.map { try $0.entry() }
    }

    func createHouseholdFood(_ draft: HouseholdFoodDraft, in householdID: UUID, by userID: UUID) async throws -> Entry {
        let row = HouseholdFood()
        row.householdID = householdID
        row.createdBy = userID
        try row.write(Self.validated(draft))
        try await row.create(on: db)
        return try row.entry()
    }

    func updateHouseholdFood(_ id: UUID, in householdID: UUID, with draft: HouseholdFoodDraft) async throws -> Entry {
        let row = try await householdFood(id, in: householdID)
        try row.write(Self.validated(draft))
        try await row.save(on: db)
        return try row.entry()
    }

    func deleteHouseholdFood(_ id: UUID, in householdID: UUID) async throws {
        try await householdFood(id, in: householdID).delete(on: db)
    }

    /// Foods matching `query` for someone in `householdIDs`: their households' foods first
    /// (a query of digits finds one by barcode), then the food table's, paged over both.
    func search(_ query: String, page: Int, per: Int, households householdIDs: Set<UUID>) async throws -> Page {
        guard query.count <= Self.maximumQueryLength else {
            throw AppError.invalid("q", .errorFoodQueryTooLong, [String(Self.maximumQueryLength)])
        }
        let own = try await householdFoods(of: householdIDs)
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        let ownMatches: [Entry]
        if !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) {
            ownMatches = own.filter { $0.household?.barcode == trimmed }
        } else {
            let index = FoodIndex(own.map(\.food))
            ownMatches = index.search(query, offset: 0, limit: own.count).positions.map { own[$0] }
        }
        let offset = (page - 1) * per
        let fromOwn = Array(ownMatches.dropFirst(offset).prefix(per))
        let snapshot = try await catalog.current(on: db)
        let shared = snapshot.index.search(query, offset: max(0, offset - ownMatches.count), limit: per - fromOwn.count)
        let fromShared = shared.positions.map { Entry(id: snapshot.ids[$0], food: snapshot.foods[$0]) }
        return Page(items: fromOwn + fromShared, total: ownMatches.count + shared.total)
    }

    /// The food with `id` from the food table, or from one of `householdIDs`; 404 otherwise,
    /// so another household's food is no more visible than one that does not exist.
    func food(id: UUID, households householdIDs: Set<UUID>) async throws -> Entry {
        if let row = try await FoodRecord.find(id, on: db) {
            return Entry(id: id, food: try row.food())
        }
        guard let row = try await HouseholdFood.find(id, on: db), householdIDs.contains(row.householdID) else {
            throw AppError.notFound(.errorFoodNotFound, field: "foodId")
        }
        return try row.entry()
    }

    private func householdFood(_ id: UUID, in householdID: UUID) async throws -> HouseholdFood {
        guard let row = try await HouseholdFood.find(id, on: db), row.householdID == householdID else {
            throw AppError.notFound(.errorFoodNotFound, field: "foodId")
        }
        return row
    }
}

extension FoodService {
    /// Limits a household food must keep; the same numbers are in the API description.
    enum HouseholdFoodLimits {
        static let name = 100
        static let barcodeDigits = 6...20
        static let servingGrams = 0.0...5000.0
        static let portions = 20
        static let portionDescription = 50
        /// No food has more than 100 g of anything in 100 g, nor more energy than fat's ~900 kcal.
        static let gramsPer100 = 100.0
        static let kcalPer100 = 1000.0
    }

    /// The draft trimmed and checked, its nutrients per 100 g; a 400 naming the first bad field.
    static func validated(_ draft: HouseholdFoodDraft) throws -> HouseholdFoodDraft {
        var draft = draft
        draft.name = draft.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !draft.name.isEmpty else { throw AppError.invalid("name", .errorFieldRequired, ["name"]) }
        guard draft.name.count <= HouseholdFoodLimits.name else {
            throw AppError.invalid("name", .errorFieldTooLong, ["name", String(HouseholdFoodLimits.name)])
        }
        let barcode = draft.barcode?.trimmingCharacters(in: .whitespaces) ?? ""
        if !barcode.isEmpty {
            guard barcode.allSatisfy({ $0.isASCII && $0.isNumber }), HouseholdFoodLimits.barcodeDigits.contains(barcode.count) else {
                throw AppError.invalid("barcode", .nutritionErrorBarcode, ["6", "20"])
            }
        }
        draft.barcode = barcode.isEmpty ? nil : barcode
        var perHundred = draft.nutrients
        if let serving = draft.servingGrams {
            guard serving.isFinite, serving > 0, serving <= HouseholdFoodLimits.servingGrams.upperBound else {
                throw AppError.invalid("servingGrams", .errorFieldOutOfRange, ["servingGrams", "0", "5000"])
            }
            perHundred = draft.nutrients.scaled(by: 100 / serving)
            draft.portions.removeAll { $0.description.lowercased().hasPrefix("serving") }
            draft.portions.insert(FoodPortion(amount: 1, description: "serving", grams: serving), at: 0)
        }
        guard perHundred[.energyKcal] != nil else {
            throw AppError.invalid("nutrients.energyKcal", .errorFieldRequired, ["nutrients.energyKcal"])
        }
        for (nutrient, value) in perHundred.measured {
            let field = "nutrients.\(nutrient.rawValue)"
            let limit: Double =
                switch nutrient.unit {
                case .kilocalorie: HouseholdFoodLimits.kcalPer100
                case .gram: HouseholdFoodLimits.gramsPer100
                case .milligram: HouseholdFoodLimits.gramsPer100 * 1000
                case .microgram, .internationalUnit: HouseholdFoodLimits.gramsPer100 * 1_000_000
                }
            guard value >= 0, value <= limit else {
                throw AppError.invalid(field, .nutritionErrorNutrientPer100, [field, String(Int(limit)), nutrient.unit.rawValue])
            }
        }
        draft.nutrients = perHundred
        guard draft.portions.count <= HouseholdFoodLimits.portions + 1 else {
            throw AppError.invalid("portions", .errorFieldTooMany, ["portions", String(HouseholdFoodLimits.portions)])
        }
        for (index, portion) in draft.portions.enumerated() {
            let field = "portions[\(index)]"
            let description = portion.description.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !description.isEmpty, description.count <= HouseholdFoodLimits.portionDescription else {
                throw AppError.invalid("\(field).description", .errorFieldTooLong, ["\(field).description", "50"])
            }
            guard portion.amount.isFinite, portion.amount > 0, portion.amount <= 1000 else {
                throw AppError.invalid("\(field).amount", .errorFieldOutOfRange, ["\(field).amount", "0", "1000"])
            }
            guard portion.grams.isFinite, portion.grams > 0, portion.grams <= 5000 else {
                throw AppError.invalid("\(field).grams", .errorFieldOutOfRange, ["\(field).grams", "0", "5000"])
            }
        }
        return draft
    }
}

extension HouseholdFood {
    /// Stores a validated draft.
    fileprivate func write(_ draft: FoodService.HouseholdFoodDraft) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        name = draft.name
        barcode = draft.barcode
        nutrients = String(decoding: try encoder.encode(draft.nutrients), as: UTF8.self)
        portions = String(decoding: try encoder.encode(draft.portions), as: UTF8.self)
    }

    /// The food as the core knows it, with its household.
    func entry() throws -> FoodService.Entry {
        let id = try requireID()
        let decoder = JSONDecoder()
        let food = Food(
            source: .household, sourceID: id.uuidString, name: name,
            nutrients: try decoder.decode(NutrientValues.self, from: Data(nutrients.utf8)),
            portions: try decoder.decode([FoodPortion].self, from: Data(portions.utf8)))
        return FoodService.Entry(id: id, food: food, household: .init(householdID: householdID, barcode: barcode))
    }
}
