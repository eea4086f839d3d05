import Foundation
import LarderCore

/// A household's minimum for a food, as an item's page shows it.
struct PantryMinimumAmount: Hashable, Sendable {
    var amount: Double
    /// `StockUnit.code`.
    var unit: String
}

/// A ledger entry as the pantry's history shows it, with the item's name and whether it can be undone.
struct PantryLedgerLine: Sendable {
    var id: UUID
    var itemID: UUID
    var itemName: String
    var action: LedgerAction
    var reason: String?
    var before: StockItemState?
    var after: StockItemState
    var actorName: String
    var createdAt: Date?
    var recipeTitle: String?
    var isUndone: Bool
    var canUndo: Bool

    init(_ view: PantryService.LedgerView) throws {
        let entry = view.entry
        id = try entry.requireID()
        itemID = entry.$item.id
        itemName = view.itemName
        action = entry.action
        reason = entry.reason
        before = entry.before
        after = entry.after
        actorName = entry.actorName
        createdAt = entry.createdAt
        recipeTitle = entry.recipeTitle
        isUndone = entry.undoneByID != nil
        canUndo = view.canUndo
    }
}

/// A device observation waiting for a person, as the reviews page shows it.
struct PantryReviewNote: Sendable {
    var id: UUID
    var deviceName: String
    var name: String?
    var barcode: String?
    var amount: Double?
    var unit: String?
    var action: ObservationAction
    var observedAt: Date
    var reason: ReviewReason

    init(_ review: PantryReview) throws {
        id = try review.requireID()
        deviceName = review.deviceName
        name = review.name
        barcode = review.barcode
        amount = review.amount
        unit = review.unit
        action = review.action
        observedAt = review.observedAt
        reason = review.reason
    }
}
