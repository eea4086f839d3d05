import Foundation
import LarderCore
import SQLKit

/// A shopping item as a list shows it: a value read by columns, for the list read that every
/// open phone repeats. Changes go through the `ShoppingItem` model.
struct ShoppingItemRecord: Sendable {
    var id: UUID
    var createdAt: Date?
    var updatedAt: Date?
    var listID: UUID
    var addedBy: UUID?
    var name: String
    var foodID: UUID?
    var foodName: String?
    var note: String?
    var aisle: Aisle
    var aisleReason: AisleReason
    var checked: Bool
    var checkedBy: UUID?
    var position: Int
    var amount: ShoppingItemAmount
    var nameVersion: Int
    var noteVersion: Int
    var aisleVersion: Int
    var checkedVersion: Int
    var amountVersion: Int
    var positionVersion: Int
}

/// One addition to an item, as a list shows where it came from.
struct ShoppingContributionRecord: Sendable {
    var id: UUID
    var createdAt: Date?
    var itemID: UUID
    var addedBy: UUID?
    var source: ShoppingContribution.Source
    var recipeID: UUID?
    var recipeTitle: String?
    var servings: Int?
    var text: String
}

extension ShoppingItemRecord {
    /// The list's items in their order.
    static func items(of listID: UUID, on sql: any SQLDatabase) async throws -> [ShoppingItemRecord] {
        try await sql.raw("""
            SELECT id, created_at, updated_at, list_id, added_by, name, food_id, food_name, note, aisle, aisle_reason, checked,
                   checked_by, position, amount, name_version, note_version, aisle_version, checked_version, amount_version,
                   position_version
            FROM \(ident: ShoppingItem.schema) WHERE list_id = \(bind: listID) ORDER BY position
            """).all().map(ShoppingItemRecord.init(row:))
    }

    init(row: any SQLRow) throws {
        self.init(
            id: try row.decode(column: "id", as: UUID.self), createdAt: try row.decode(column: "created_at", as: Date?.self),
            updatedAt: try row.decode(column: "updated_at", as: Date?.self), listID: try row.decode(column: "list_id", as: UUID.self),
            addedBy: try row.decode(column: "added_by", as: UUID?.self), name: try row.decode(column: "name", as: String.self),
            foodID: try row.decode(column: "food_id", as: UUID?.self), foodName: try row.decode(column: "food_name", as: String?.self),
            note: try row.decode(column: "note", as: String?.self), aisle: try row.decode(stored: "aisle", as: Aisle.self),
            aisleReason: try row.decode(stored: "aisle_reason", as: AisleReason.self), checked: try row.decode(column: "checked", as: Bool.self),
            checkedBy: try row.decode(column: "checked_by", as: UUID?.self), position: try row.decode(column: "position", as: Int.self),
            amount: try row.decode(column: "amount", as: ShoppingItemAmount.self),
            nameVersion: try row.decode(column: "name_version", as: Int.self), noteVersion: try row.decode(column: "note_version", as: Int.self),
            aisleVersion: try row.decode(column: "aisle_version", as: Int.self),
            checkedVersion: try row.decode(column: "checked_version", as: Int.self),
            amountVersion: try row.decode(column: "amount_version", as: Int.self),
            positionVersion: try row.decode(column: "position_version", as: Int.self))
    }
}

extension ShoppingContributionRecord {
    /// Every addition to the list's items, oldest first.
    static func contributions(to listID: UUID, on sql: any SQLDatabase) async throws -> [ShoppingContributionRecord] {
        try await sql.raw("""
            SELECT id, created_at, item_id, added_by, source, recipe_id, recipe_title, servings, text
            FROM \(ident: ShoppingContribution.schema) WHERE list_id = \(bind: listID) ORDER BY created_at
            """).all().map(ShoppingContributionRecord.init(row:))
    }

    init(row: any SQLRow) throws {
        self.init(
            id: try row.decode(column: "id", as: UUID.self), createdAt: try row.decode(column: "created_at", as: Date?.self),
            itemID: try row.decode(column: "item_id", as: UUID.self), addedBy: try row.decode(column: "added_by", as: UUID?.self),
            source: try row.decode(stored: "source", as: ShoppingContribution.Source.self),
            recipeID: try row.decode(column: "recipe_id", as: UUID?.self), recipeTitle: try row.decode(column: "recipe_title", as: String?.self),
            servings: try row.decode(column: "servings", as: Int?.self), text: try row.decode(column: "text", as: String.self))
    }
}
