import Fluent
import Foundation
import LarderCore

/// Writes ledger entries for one action, inside the action's transaction: the entries of one
/// action share its operation id.
struct PantryLedger {
    let db: any Database
    let householdID: UUID
    let actor: PantryActor
    var operationID = UUID()

    /// Records that `item` went from `before` (nil: it just arrived) to what it is now.
    @discardableResult
    func record(
        _ action: LedgerAction, _ item: PantryItem, before: StockItemState?, reason: String? = nil,
        recipe: (id: UUID, title: String)? = nil, undoes: UUID? = nil
    ) async throws -> PantryLedgerEntry {
        let entry = PantryLedgerEntry()
        entry.householdID = householdID
        entry.$item.id = try item.requireID()
        entry.operationID = operationID
        entry.action = action
        entry.reason = reason
        entry.before = before
        entry.after = item.state
        entry.actorUserID = actor.userID
        entry.actorDeviceID = actor.deviceID
        entry.actorName = actor.name
        entry.recipeID = recipe?.id
        entry.recipeTitle = recipe?.title
        entry.undoesID = undoes
        try await entry.create(on: db)
        return entry
    }
}

extension PantryService {
    /// One page of the household's ledger, newest first.
    func ledger(_ access: HouseholdService.Access, page: Int, per: Int) async throws -> (entries: [LedgerView], total: Int) {
        let query = PantryLedgerEntry.query(on: db).filter(\.$householdID == access.householdID)
        let total = try await query.count()
        let entries = try await query.sort(\.$createdAt, .descending).sort(\.$id).range(((page - 1) * per)..<(page * per)).all()
        return (try await views(of: entries), total)
    }

    /// Every change to one item, newest first.
    func history(of itemID: UUID, _ access: HouseholdService.Access) async throws -> [LedgerView] {
        _ = try await Self.item(itemID, in: access.householdID, on: db)
        let entries = try await PantryLedgerEntry.query(on: db).filter(\.$item.$id == itemID)
            .sort(\.$createdAt, .descending).sort(\.$id).all()
        return try await views(of: entries)
    }

    /// An entry with what a reader needs beside it.
    struct LedgerView: Sendable {
        var entry: PantryLedgerEntry
        var itemName: String
        var deviceCode: String?
        /// False when the entry was undone already, or is an undo that was itself undone.
        var canUndo: Bool { entry.undoneByID == nil }
    }

    func views(of entries: [PantryLedgerEntry]) async throws -> [LedgerView] {
        let itemIDs = Set(entries.map { $0.$item.id })
        let items = try await PantryItem.query(on: db).filter(\.$id ~~ itemIDs).all()
        let names = Dictionary(items.compactMap { item in item.id.map { ($0, item.name) } }, uniquingKeysWith: { a, _ in a })
        let deviceIDs = Set(entries.compactMap(\.actorDeviceID))
        let codes = try await devices.codes(of: deviceIDs)
        return entries.map { entry in
            LedgerView(
                entry: entry, itemName: names[entry.$item.id] ?? entry.after.name,
                deviceCode: entry.actorDeviceID.flatMap { codes[$0] })
        }
    }

    /// Takes back the entry's whole operation (a cook is taken back whole): each item goes back
    /// as `StockUndo` says, with one new "undone" entry per item, sharing a new operation id.
    func undo(_ entryID: UUID, _ access: HouseholdService.Access, by actor: PantryActor) async throws -> (
        entries: [LedgerView], items: [PantryItem]
    ) {
        let householdID = access.householdID
        let (entries, items) = try await change(householdID) { db in
            guard
                let entry = try await PantryLedgerEntry.query(on: db).filter(\.$id == entryID)
                    .filter(\.$householdID == householdID).first()
            else { throw AppError.notFound(.pantryErrorEntryNotFound, field: "entryId") }
            guard entry.undoneByID == nil else { throw AppError.conflict(.pantryErrorAlreadyUndone) }
            let operation = try await PantryLedgerEntry.query(on: db).filter(\.$operationID == entry.operationID)
                .filter(\.$householdID == householdID).filter(\.$undoneByID == nil).sort(\.$createdAt, .descending).all()
            let ledger = PantryLedger(db: db, householdID: householdID, actor: actor)
            var written: [PantryLedgerEntry] = []
            var changed: [UUID: PantryItem] = [:]
            for undone in operation {
                let after = undone.after
                let item: PantryItem
                if let known = changed[undone.$item.id] {
                    item = known
                } else {
                    item = try await Self.item(undone.$item.id, in: householdID, on: db)
                }
                let before = item.state
                item.state = StockUndo.state(undoing: undone.before, after, on: before)
                try await item.save(on: db)
                let entry = try await ledger.record(
                    .undone, item, before: before, reason: undone.action.rawValue,
                    recipe: undone.recipeID.map { ($0, undone.recipeTitle ?? "") }, undoes: undone.requireID())
                undone.undoneByID = try entry.requireID()
                try await undone.save(on: db)
                written.append(entry)
                changed[try item.requireID()] = item
            }
            return (written, Array(changed.values))
        }
        return (try await views(of: entries), items)
    }
}
