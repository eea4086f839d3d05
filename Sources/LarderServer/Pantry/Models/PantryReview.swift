import Fluent
import Foundation

/// A device observation Larder could not apply on its own — a name no food answers, a barcode
/// it has never seen, something removed that is not in stock — waiting for the household.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PantryReview: Model, @unchecked Sendable {
    static let schema = "pantry_reviews"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    // ownership
    @Field(key: "household_id") var householdID: UUID
    /// The device that reported it, while it exists.
    @OptionalField(key: "device_id") var deviceID: UUID?
    @Field(key: "device_name") var deviceName: String

    // the observation
    @OptionalField(key: "name") var name: String?
    @OptionalField(key: "barcode") var barcode: String?
    @OptionalField(key: "amount") var amount: Double?
    /// `StockUnit.code`, when the device sent a unit.
    @OptionalField(key: "unit") var unit: String?
    @Field(key: "action") var action: ObservationAction
    @Field(key: "observed_at") var observedAt: Date
    @Field(key: "reason") var reason: ReviewReason

    // resolution
    @Field(key: "status") var status: ReviewStatus
    @OptionalField(key: "item_id") var itemID: UUID?
    @OptionalField(key: "resolved_by") var resolvedBy: UUID?
    @OptionalField(key: "resolved_at") var resolvedAt: Date?

    init() {}
}

/// What a device saw happen.
enum ObservationAction: String, CaseIterable, Codable, Sendable {
    case added, removed, seen
}

/// Why an observation waits for a person.
enum ReviewReason: String, CaseIterable, Codable, Sendable {
    /// No food of the food table answers the name, and no item in stock has it.
    case unknownName
    /// No item in stock has the barcode, and the observation gives no name.
    case unknownBarcode
    /// Something was removed (or seen) that is not in stock.
    case notInStock
    /// The amount's unit cannot be converted to the unit the stock is kept in.
    case unitMismatch
}

/// Where a review stands.
enum ReviewStatus: String, CaseIterable, Codable, Sendable {
    case open
    /// Applied as a food the household chose.
    case linked
    /// Applied as a new free-named item.
    case created
    case dismissed
}
