import Fluent
import Foundation
import LarderCore
import SQLKit

/// What the pantry's "bought → pantry" needs from a list: its ticked items with their summed
/// amounts, and taking them off the list inside the pantry's transaction.
extension ShoppingListService {
    struct BoughtItem: Sendable {
        var id: UUID
        var foodID: UUID?
        var name: String
        /// The summed amount's parts ("1 kg", "2 jars"); empty when nothing was measured.
        var measures: [Measure]
    }

    /// The list's ticked items in list order, read on `db` (the caller's transaction, after
    /// `lockForBought`, so that nobody unticks one half-way).
    static func checkedItems(of listID: UUID, on db: any Database) async throws -> [BoughtItem] {
        let items = try await ShoppingItem.query(on: db).filter(\.$list.$id == listID).filter(\.$checked == true).sort(\.$position).all()
        return items.compactMap { item in
            guard let id = item.id else { return nil }
            return BoughtItem(id: id, foodID: item.foodID, name: item.name, measures: item.amount.total.measures)
        }
    }

    /// Holds the list's row as every change to its items does, so that ticks cannot change
    /// between reading the ticked items and taking them off. SQLite's write transaction already
    /// holds the whole database.
    static func lockForBought(_ listID: UUID, on db: any Database) async throws {
        let sql = try db.sql()
        guard sql.dialect.name != "sqlite" else { return }
        guard try await sql.raw("SELECT 1 FROM \(ident: ShoppingList.schema) WHERE id = \(bind: listID) FOR UPDATE").first() != nil
        else { throw listNotFound }
    }

    /// Takes `itemIDs` off the list on `db` (the caller's transaction); the list's new revision.
    static func removeBought(_ itemIDs: [UUID], from listID: UUID, on db: any Database) async throws -> Int {
        guard let list = try await ShoppingList.find(listID, on: db) else { throw listNotFound }
        if !itemIDs.isEmpty {
            try await ShoppingItem.query(on: db).filter(\.$list.$id == listID).filter(\.$id ~~ itemIDs).delete()
            list.revision += 1
            try await list.save(on: db)
        }
        return list.revision
    }
}
