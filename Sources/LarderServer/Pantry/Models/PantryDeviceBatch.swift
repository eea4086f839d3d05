import Fluent
import Foundation

/// A batch of observations a device sent, by its idempotency key, with the answer it got: the
/// same batch sent again gets the same answer and changes nothing.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PantryDeviceBatch: Model, @unchecked Sendable {
    static let schema = "pantry_device_batches"

    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Field(key: "device_id") var deviceID: UUID
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "idempotency_key") var idempotencyKey: String
    /// A hash of the batch, so a key sent again with other observations is told apart.
    @Field(key: "fingerprint") var fingerprint: String
    /// The answer's JSON, returned as it was to a repeat.
    @Field(key: "answer") var answer: String
    @Field(key: "applied_count") var appliedCount: Int
    @Field(key: "review_count") var reviewCount: Int

    init() {}
}
