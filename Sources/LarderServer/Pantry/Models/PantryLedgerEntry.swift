import Fluent
import Foundation
import LarderCore

/// One change to a household's stock: who made it (a person or a device), what it did to which
/// item — the item's state before and after — when and why. Every change writes one, in the
/// same transaction as the change.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PantryLedgerEntry: Model, @unchecked Sendable {
    static let schema = "pantry_ledger_entries"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    // ownership
    @Field(key: "household_id") var householdID: UUID
    @Parent(key: "item_id") var item: PantryItem
    /// Entries written by one action (a cook, an undo of a cook) share it, and are undone together.
    @Field(key: "operation_id") var operationID: UUID

    // what happened
    @Field(key: "action") var action: LedgerAction
    @OptionalField(key: "reason") var reason: String?
    /// The item before; nil when it arrived with this entry. JSON (JSONB on PostgreSQL).
    @OptionalField(key: "before") var before: StockItemState?
    @Field(key: "after") var after: StockItemState

    // who
    @OptionalField(key: "actor_user_id") var actorUserID: UUID?
    @OptionalField(key: "actor_device_id") var actorDeviceID: UUID?
    /// The person's or device's name at the time, so history still reads after they are gone.
    @Field(key: "actor_name") var actorName: String

    // context
    @OptionalField(key: "recipe_id") var recipeID: UUID?
    @OptionalField(key: "recipe_title") var recipeTitle: String?
    /// The entry this one undoes.
    @OptionalField(key: "undoes_id") var undoesID: UUID?
    /// The entry that undid this one; an entry is undone at most once.
    @OptionalField(key: "undone_by_id") var undoneByID: UUID?

    init() {}

}

/// What a ledger entry did.
enum LedgerAction: String, CaseIterable, Codable, Sendable {
    /// The item came into stock.
    case added
    /// Its name, dates, barcode, note or food changed.
    case edited
    /// Its amount went up, down, or was set.
    case increased, decreased, set
    /// Some or all of it was used.
    case consumed
    /// It went to another place.
    case moved
    /// It left the pantry uneaten, or eaten outside a recipe (the reason says).
    case discarded
    /// A recipe was cooked with it.
    case cooked
    /// A device saw it arrive, leave or stay.
    case observed
    /// Another entry was taken back.
    case undone
}
