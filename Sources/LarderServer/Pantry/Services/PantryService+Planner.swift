import Fluent
import Foundation
import LarderCore

/// What the meal planner asks of the pantry: the stock it should use first, in grams with its
/// best-before day, and when each recipe was last cooked from it — values, never the models.
extension PantryService {
    struct PlanningStock: Sendable {
        var itemID: UUID
        var foodID: UUID
        var grams: Double
        var bestBefore: CalendarDay?
    }

    /// Items linked to a food whose amount converts to grams.
    func planningStock(householdID: UUID) async throws -> [PlanningStock] {
        let items = try await Self.stock(of: householdID, on: db).filter { $0.foodID != nil }
        let measures = try await measures(of: items)
        return items.compactMap { item -> PlanningStock? in
            guard let id = item.id, let foodID = item.foodID else { return nil }
            let unit = item.stockUnit
            let measure = Measure(.exact(Rational(approximating: item.amount, maxDenominator: 1000)), unit.unit)
            guard case .success(let grams) = measure.grams(using: measures[foodID], size: unit.size) else { return nil }
            return PlanningStock(
                itemID: id, foodID: foodID, grams: grams.low.doubleValue,
                bestBefore: item.bestBefore.flatMap(CalendarDay.init(parsing:)))
        }
    }

    /// When each recipe was last cooked from the household's pantry.
    func lastCooked(householdID: UUID) async throws -> [UUID: Date] {
        let entries = try await PantryLedgerEntry.query(on: db)
            .filter(\.$householdID == householdID)
            .filter(\.$action == .cooked)
            .filter(\.$recipeID != nil)
            .all()
        var latest: [UUID: Date] = [:]
        for entry in entries {
            guard let recipeID = entry.recipeID, let date = entry.createdAt else { continue }
            latest[recipeID] = max(latest[recipeID] ?? date, date)
        }
        return latest
    }
}
