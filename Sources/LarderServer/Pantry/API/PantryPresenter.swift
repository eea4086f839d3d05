import Foundation
import LarderCore

/// Pantry items as the API shows them: freshness is worked out against today and the
/// household's idea of "soon".
struct PantryPresenter: Sendable {
    var today: PantryDate
    var soonDays: Int

    func freshness(_ item: PantryItemRecord) -> Freshness {
        Freshness.of(bestBefore: item.bestBefore.flatMap(PantryDate.init), today: today, soonDays: soonDays)
    }

    func item(_ item: PantryItem) throws -> Components.Schemas.PantryItem {
        self.item(try PantryItemRecord(item))
    }

    func item(_ item: PantryItemRecord) -> Components.Schemas.PantryItem {
        Components.Schemas.PantryItem(
            id: item.id.uuidString, householdId: item.householdID.uuidString, foodId: item.foodID?.uuidString, name: item.name,
            foodGroup: item.foodGroup, amount: item.amount, unit: item.unit, display: item.stockUnit.format(item.amount),
            location: item.location, bestBefore: item.bestBefore, openedOn: item.openedOn, barcode: item.barcode, note: item.note,
            freshness: .init(rawValue: freshness(item).rawValue) ?? .undated, inStock: item.isInStock, discardReason: item.discardReason,
            createdAt: item.createdAt ?? Date(timeIntervalSince1970: 0),
            updatedAt: item.updatedAt ?? item.createdAt ?? Date(timeIntervalSince1970: 0))
    }
}

extension PantryService {
    /// A presenter for the household, with its "soon" (or `soonDays`).
    func presenter(_ access: HouseholdService.Access, soonDays: Int? = nil) async throws -> PantryPresenter {
        let days: Int
        if let soonDays {
            days = soonDays
        } else {
            days = try await preferences(access.householdID).expiringDays
        }
        return PantryPresenter(today: today, soonDays: days)
    }
}

extension Components.Schemas.PantryLedgerEntry {
    init(_ view: PantryService.LedgerView) {
        let entry = view.entry
        let before = entry.before
        let after = entry.after
        let actor: Components.Schemas.PantryActor =
            if entry.actorDeviceID != nil || view.deviceCode != nil {
                .init(kind: .init(rawValue: "device")!, id: view.deviceCode, name: entry.actorName)
            } else {
                .init(kind: .init(rawValue: "person")!, id: entry.actorUserID?.uuidString, name: entry.actorName)
            }
        self.init(
            id: entry.id?.uuidString ?? "", itemId: entry.$item.id.uuidString, itemName: view.itemName,
            operationId: entry.operationID.uuidString, action: .init(rawValue: entry.action.rawValue) ?? .edited, reason: entry.reason,
            actor: actor, unit: after.unit, fromAmount: before?.amount, toAmount: after.amount,
            fromLocation: before?.location, toLocation: after.location, recipeId: entry.recipeID?.uuidString,
            recipeTitle: entry.recipeTitle, undoesEntryId: entry.undoesID?.uuidString, undoneByEntryId: entry.undoneByID?.uuidString,
            canUndo: view.canUndo, createdAt: entry.createdAt ?? Date(timeIntervalSince1970: 0))
    }
}

extension Components.Schemas.PantryFoodTotal {
    init(_ total: PantryService.Total) {
        self.init(
            foodId: total.foodID?.uuidString, name: total.name, amount: total.total.amount, unit: total.total.unit.code,
            display: total.total.unit.format(total.total.amount), itemCount: total.itemCount,
            others: total.total.others.sorted { $0.key.code < $1.key.code }.map { unit, amount in
                .init(amount: amount, unit: unit.code, display: unit.format(amount))
            },
            minimum: total.minimum.map { .init($0, foodName: total.name) }, low: total.low)
    }
}

extension Components.Schemas.PantryMinimum {
    init(_ minimum: PantryMinimum, foodName: String) {
        let unit = StockUnit(code: minimum.unit) ?? .each
        self.init(
            foodId: minimum.foodID.uuidString, foodName: foodName, amount: minimum.amount, unit: unit.code,
            display: unit.format(minimum.amount))
    }
}

extension Components.Schemas.CookMissing {
    init(_ shortage: CookPlan.Shortage) {
        let foodID: String? = if case .food(let id) = shortage.key { id.uuidString } else { nil }
        self.init(
            // A bare "3" has no name to read; its line stands in, as the schema wants a name.
            text: shortage.text, name: String((shortage.name.isEmpty ? shortage.text : shortage.name).prefix(100)), foodId: foodID, unit: shortage.unit.code, needed: shortage.needed,
            available: shortage.available, shortfall: shortage.shortfall,
            display: PantryService.shoppingLine(shortage.shortfall, shortage.unit, shortage.name))
    }
}

extension Components.Schemas.PantryReview {
    init(_ review: PantryReview, deviceCode: String?) {
        self.init(
            id: review.id?.uuidString ?? "", deviceId: deviceCode, deviceName: review.deviceName, name: review.name,
            barcode: review.barcode, amount: review.amount, unit: review.unit, action: .init(rawValue: review.action.rawValue) ?? .seen,
            observedAt: review.observedAt, reason: .init(rawValue: review.reason.rawValue) ?? .unknownName,
            status: .init(rawValue: review.status.rawValue) ?? .open, itemId: review.itemID?.uuidString,
            createdAt: review.createdAt ?? Date(timeIntervalSince1970: 0), resolvedAt: review.resolvedAt)
    }
}
