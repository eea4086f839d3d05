import Fluent
import Foundation
import LarderCore

/// One weighing: a person's weight on a day (one per day; weighing again replaces it).
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class WeightEntry: Model, @unchecked Sendable {
    static let schema = "weight_entries"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    // ownership
    @Field(key: "user_id") var userID: UUID

    // data fields
    @Field(key: "day") var day: CalendarDay
    @Field(key: "weight_kg") var weightKg: Double

    init() {}
}

struct CreateWeightEntry: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(WeightEntry.schema)
            .id()
            .field("user_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("day", .string, .required)
            .field("weight_kg", .double, .required)
            .field("created_at", .datetime)
            .unique(on: "user_id", "day")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(WeightEntry.schema).delete()
    }
}
