import Foundation
import LarderCore
import SQLKit

/// A pantry item as lists show it: a value read by columns for the stock list, the read a
/// kitchen screen repeats. Changes go through the `PantryItem` model.
struct PantryItemRecord: Hashable, Sendable {
    var id: UUID
    var createdAt: Date?
    var updatedAt: Date?
    var householdID: UUID
    var foodID: UUID?
    var name: String
    var foodGroup: String?
    var amount: Double
    var unit: String
    var location: String
    var bestBefore: String?
    var openedOn: String?
    var barcode: String?
    var note: String?
    var discardReason: String?

    var stockUnit: StockUnit { StockUnit(code: unit) ?? .each }
    var isInStock: Bool { discardReason == nil }
}

extension PantryItemRecord {
    init(_ item: PantryItem) throws {
        self.init(
            id: try item.requireID(), createdAt: item.createdAt, updatedAt: item.updatedAt, householdID: item.householdID,
            foodID: item.foodID, name: item.name, foodGroup: item.foodGroup, amount: item.amount, unit: item.unit,
            location: item.location, bestBefore: item.bestBefore, openedOn: item.openedOn, barcode: item.barcode, note: item.note,
            discardReason: item.discardReason)
    }

    /// The household's items: those in stock, or (`includeEmpty`) every one ever kept.
    static func stock(of householdID: UUID, includeEmpty: Bool, on sql: any SQLDatabase) async throws -> [PantryItemRecord] {
        let inStockOnly: SQLQueryString = includeEmpty ? "" : " AND discard_reason IS NULL AND amount > 0"
        return try await sql.raw("""
            SELECT id, created_at, updated_at, household_id, food_id, name, food_group, amount, unit, location, best_before,
                   opened_on, barcode, note, discard_reason
            FROM \(ident: PantryItem.schema) WHERE household_id = \(bind: householdID)\(inStockOnly)
            """).all().map(PantryItemRecord.init(row:))
    }

    init(row: any SQLRow) throws {
        self.init(
            id: try row.decode(column: "id", as: UUID.self), createdAt: try row.decode(column: "created_at", as: Date?.self),
            updatedAt: try row.decode(column: "updated_at", as: Date?.self),
            householdID: try row.decode(column: "household_id", as: UUID.self), foodID: try row.decode(column: "food_id", as: UUID?.self),
            name: try row.decode(column: "name", as: String.self), foodGroup: try row.decode(column: "food_group", as: String?.self),
            amount: try row.decode(column: "amount", as: Double.self), unit: try row.decode(column: "unit", as: String.self),
            location: try row.decode(column: "location", as: String.self), bestBefore: try row.decode(column: "best_before", as: String?.self),
            openedOn: try row.decode(column: "opened_on", as: String?.self), barcode: try row.decode(column: "barcode", as: String?.self),
            note: try row.decode(column: "note", as: String?.self), discardReason: try row.decode(column: "discard_reason", as: String?.self))
    }
}
