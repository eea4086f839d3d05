import Fluent
import Foundation
import LarderCore

/// One batch of something in a household's stock: a food of the food table (or a free name), how
/// much of it in which unit, where it is kept and until when it is good. The same food in two
/// places, or bought on two days, is two items.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
package final class PantryItem: Model, @unchecked Sendable {
    package static let schema = "pantry_items"

    // managed fields
    @ID package var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    // ownership
    @Field(key: "household_id") package var householdID: UUID

    // data fields
    /// The food of the food table; an id only, because foods belong to the foods module.
    @OptionalField(key: "food_id") var foodID: UUID?
    /// The food's name, or the name a person gave a free-named item.
    @Field(key: "name") var name: String
    /// The food's group when the item was linked, for filtering without asking the foods module.
    @OptionalField(key: "food_group") var foodGroup: String?
    @Field(key: "amount") var amount: Double
    /// `StockUnit.code`: "g", "cup", "large", "" for pieces.
    @Field(key: "unit") var unit: String
    /// "fridge", "freezer", "pantry" or a name the household chose.
    @Field(key: "location") var location: String
    /// "YYYY-MM-DD"; text so both storage engines compare days alike.
    @OptionalField(key: "best_before") var bestBefore: String?
    @OptionalField(key: "opened_on") var openedOn: String?
    @OptionalField(key: "barcode") var barcode: String?
    @OptionalField(key: "note") var note: String?
    /// Why it left the pantry: eaten, expired, spoiled (or "undone"); nil while in stock.
    @OptionalField(key: "discard_reason") var discardReason: String?

    package init() {}

    var stockUnit: StockUnit { StockUnit(code: unit) ?? .each }
    var isInStock: Bool { discardReason == nil }

    /// What the ledger records of the item.
    var state: StockItemState {
        get {
            StockItemState(
                name: name, foodID: foodID, amount: amount, unit: unit, location: location, bestBefore: bestBefore,
                openedOn: openedOn, barcode: barcode, note: note, discardReason: discardReason)
        }
        set {
            name = newValue.name
            foodID = newValue.foodID
            amount = newValue.amount
            location = newValue.location
            bestBefore = newValue.bestBefore
            openedOn = newValue.openedOn
            barcode = newValue.barcode
            note = newValue.note
            discardReason = newValue.discardReason
        }
    }

    /// The item as a batch for the stock rules.
    var batch: StockBatch {
        StockBatch(
            id: id ?? UUID(), amount: isInStock ? amount : 0, unit: stockUnit, bestBefore: bestBefore.flatMap(PantryDate.init),
            addedAt: createdAt ?? Date(timeIntervalSince1970: 0))
    }

    /// What the item is matched against recipe lines by.
    var stockKey: StockKey {
        foodID.map(StockKey.food) ?? StockKey.named(name)
    }
}

/// Where items are kept, beyond the names households choose themselves.
enum PantryLocation: String, CaseIterable {
    case fridge, freezer, pantry

    /// Built-in locations by their key; anything else is a household's own name.
    static func builtIn(_ name: String) -> PantryLocation? {
        PantryLocation(rawValue: name.lowercased())
    }
}

/// Why an item left the pantry without being cooked.
enum DiscardReason: String, CaseIterable, Sendable {
    case eaten, expired, spoiled
}
