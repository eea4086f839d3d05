import Fluent
import Foundation
import LarderCore

extension PantryService {
    /// How a household's stock is searched and filtered.
    struct Filter: Sendable {
        var text = ""
        var location: String?
        var expiringWithinDays: Int?
        var foodGroup: String?
        var lowStock = false
        var includeEmpty = false
    }

    /// The household's pantry preferences, or the defaults until it sets its own.
    struct Preferences: Sendable, Equatable {
        var staples: [String]
        var expiringDays: Int

        static let defaults = Preferences(staples: Staples.defaults, expiringDays: 3)
    }

    /// Items matching `filter`: soonest best-before first (undated last), then by name.
    func items(_ filter: Filter, _ access: HouseholdService.Access) async throws -> [PantryItemRecord] {
        guard filter.text.count <= 100 else { throw AppError.invalid("q", .errorFieldTooLong, ["q", "100"]) }
        // The list a kitchen screen repeats: columns into values, not models.
        var items = try await PantryItemRecord.stock(of: access.householdID, includeEmpty: filter.includeEmpty, on: db.sql())
        let words = FoodText.words(filter.text)
        if !words.isEmpty {
            // An item is found by its own name or by any name of the food it is linked to, so
            // "молоко" finds the milk whatever language it was added in.
            let foods = try await foods.entries(ids: Set(items.compactMap(\.foodID)))
            items = items.filter { item in
                let food = item.foodID.flatMap { foods[$0]?.food }
                let names = [item.name] + (food.map { [$0.name] + $0.synonyms } ?? [])
                return names.contains { name in
                    let nameWords = FoodText.words(name)
                    return words.allSatisfy { word in nameWords.contains { $0.hasPrefix(word) } }
                }
            }
        }
        if let location = filter.location.map({ PantryLocation.builtIn($0)?.rawValue ?? $0 }) {
            items = items.filter { $0.location.caseInsensitiveCompare(location) == .orderedSame }
        }
        if let days = filter.expiringWithinDays {
            let last = today.adding(days: days)
            items = items.filter { item in item.bestBefore.flatMap(PantryDate.init).map { $0 <= last } ?? false }
        }
        if let group = filter.foodGroup {
            items = items.filter { $0.foodGroup?.caseInsensitiveCompare(group) == .orderedSame }
        }
        if filter.lowStock {
            let low = Set(try await totals(access).filter(\.low).compactMap(\.foodID))
            items = items.filter { $0.foodID.map(low.contains) ?? false }
        }
        return items.sorted(by: Self.shelfOrder)
    }

    /// Soonest best-before first, undated last, then by name.
    static func shelfOrder(_ a: PantryItemRecord, _ b: PantryItemRecord) -> Bool {
        switch (a.bestBefore, b.bestBefore) {
        case (let x?, let y?) where x != y: return x < y
        case (_?, nil): return true
        case (nil, _?): return false
        default:
            let order = a.name.localizedCaseInsensitiveCompare(b.name)
            return order != .orderedSame ? order == .orderedAscending : a.id.uuidString < b.id.uuidString
        }
    }

    /// Items past or within `days` of their best-before date, soonest first.
    func expiring(_ access: HouseholdService.Access, days: Int?) async throws -> (days: Int, items: [PantryItemRecord]) {
        let window: Int
        if let days {
            window = days
        } else {
            window = try await preferences(access.householdID).expiringDays
        }
        var filter = Filter()
        filter.expiringWithinDays = window
        return (window, try await items(filter, access))
    }

    /// A food's (or free name's) stock added up, with its minimum.
    struct Total: Sendable {
        var foodID: UUID?
        var name: String
        var total: StockTotal
        var itemCount: Int
        var minimum: PantryMinimum?
        var minimumUnit: StockUnit?
        var low: Bool
        /// What it takes to get back to the minimum, in the minimum's unit; 0 unless low.
        var missing: Double = 0
    }

    /// Every food's total, by name; foods with a minimum and nothing in stock are there too, low.
    func totals(_ access: HouseholdService.Access) async throws -> [Total] {
        let items = try await Self.stock(of: access.householdID, on: db)
        let minimums = try await PantryMinimum.query(on: db).filter(\.$householdID == access.householdID).all()
        let measures = try await self.measures(of: items, and: Set(minimums.map(\.foodID)))
        var grouped: [StockKey: [PantryItem]] = [:]
        for item in items { grouped[item.stockKey, default: []].append(item) }
        let byFood = Dictionary(minimums.map { ($0.foodID, $0) }, uniquingKeysWith: { a, _ in a })
        var totals: [Total] = grouped.compactMap { key, items in
            let foodID: UUID? = if case .food(let id) = key { id } else { nil }
            let foodMeasures = foodID.flatMap { measures[$0] }
            guard let total = StockTotal.of(items.map(\.batch), measures: foodMeasures) else { return nil }
            let minimum = foodID.flatMap { byFood[$0] }
            let minimumUnit = minimum.flatMap { StockUnit(code: $0.unit) }
            var low = false
            var missing = 0.0
            if let minimum, let minimumUnit {
                let pool = StockPool(items.map(\.batch), measures: foodMeasures)
                let (scale, perUnit) = minimumUnit.scale(using: foodMeasures)
                low = !StockNumber.covers(pool.available(on: scale), minimum.amount * perUnit)
                if low { missing = StockNumber.clean(max(0, minimum.amount - pool.available(on: scale) / perUnit)) }
            }
            return Total(
                foodID: foodID, name: items[0].name, total: total, itemCount: items.count, minimum: minimum, minimumUnit: minimumUnit,
                low: low, missing: missing)
        }
        let stocked = Set(totals.compactMap(\.foodID))
        let names = try await foods.entries(ids: Set(minimums.map(\.foodID)).subtracting(stocked))
        for minimum in minimums where !stocked.contains(minimum.foodID) {
            let unit = StockUnit(code: minimum.unit) ?? .each
            totals.append(
                Total(
                    foodID: minimum.foodID, name: names[minimum.foodID]?.food.name ?? "",
                    total: StockTotal(amount: 0, unit: unit, others: [:]),
                    itemCount: 0, minimum: minimum, minimumUnit: unit, low: true, missing: minimum.amount))
        }
        return totals.sorted { $0.name.localizedCaseInsensitiveCompare($1.name) == .orderedAscending }
    }

    /// Fridge, freezer, pantry, then the household's own places in use, by name.
    func locations(_ access: HouseholdService.Access) async throws -> [String] {
        let items = try await Self.stock(of: access.householdID, on: db)
        let own = Set(items.map(\.location)).filter { PantryLocation.builtIn($0) == nil }
        return PantryLocation.allCases.map(\.rawValue) + own.sorted { $0.localizedCaseInsensitiveCompare($1) == .orderedAscending }
    }

    // MARK: Minimums

    func minimums(_ access: HouseholdService.Access) async throws -> [(PantryMinimum, String)] {
        let minimums = try await PantryMinimum.query(on: db).filter(\.$householdID == access.householdID).all()
        let names = try await foods.entries(ids: Set(minimums.map(\.foodID)))
        return minimums.map { ($0, names[$0.foodID]?.food.name ?? "") }
            .sorted { $0.1.localizedCaseInsensitiveCompare($1.1) == .orderedAscending }
    }

    func setMinimum(
        foodID: UUID, amount: Double, unit: String?, _ access: HouseholdService.Access
    ) async throws -> (PantryMinimum, String) {
        let food = try await foods.food(id: foodID)
        let amount = try PantryRules.amount(amount)
        let unit = try PantryRules.unit(unit)
        let householdID = access.householdID
        let minimum = try await change(householdID) { db in
            let minimum =
                try await PantryMinimum.query(on: db).filter(\.$householdID == householdID)
                .filter(\.$foodID == foodID).first() ?? PantryMinimum()
            minimum.householdID = householdID
            minimum.foodID = foodID
            minimum.amount = amount
            minimum.unit = unit.code
            try await minimum.save(on: db)
            return minimum
        }
        return (minimum, food.food.name)
    }

    func removeMinimum(foodID: UUID, _ access: HouseholdService.Access) async throws {
        let householdID = access.householdID
        try await change(householdID) { db in
            guard
                let minimum = try await PantryMinimum.query(on: db).filter(\.$householdID == householdID)
                    .filter(\.$foodID == foodID).first()
            else { throw AppError.notFound(.pantryErrorMinimumNotFound, field: "foodId") }
            try await minimum.delete(on: db)
        }
    }

    // MARK: Preferences

    func preferences(_ householdID: UUID) async throws -> Preferences {
        guard let row = try await PantrySettings.query(on: db).filter(\.$householdID == householdID).first() else {
            return .defaults
        }
        return Preferences(staples: row.staples, expiringDays: row.expiringDays)
    }

    func setPreferences(_ preferences: Preferences, _ access: HouseholdService.Access) async throws -> Preferences {
        guard preferences.staples.count <= 50 else { throw AppError.invalid("staples", .errorFieldTooMany, ["staples", "50"]) }
        var staples: [String] = []
        for (index, raw) in preferences.staples.enumerated() {
            let staple = StockKey.normalisedName(raw)
            let field = "staples[\(index)]"
            guard !staple.isEmpty else { throw AppError.invalid(field, .errorFieldRequired, [field]) }
            guard staple.count <= 50 else { throw AppError.invalid(field, .errorFieldTooLong, [field, "50"]) }
            if !staples.contains(staple) { staples.append(staple) }
        }
        guard (1...60).contains(preferences.expiringDays) else {
            throw AppError.invalid("expiringWithinDays", .errorFieldOutOfRange, ["expiringWithinDays", "1", "60"])
        }
        let saved = Preferences(staples: staples, expiringDays: preferences.expiringDays)
        let householdID = access.householdID
        try await change(householdID) { db in
            let row = try await PantrySettings.query(on: db).filter(\.$householdID == householdID).first() ?? PantrySettings()
            row.householdID = householdID
            row.staples = saved.staples
            row.expiringDays = saved.expiringDays
            try await row.save(on: db)
        }
        return saved
    }
}
