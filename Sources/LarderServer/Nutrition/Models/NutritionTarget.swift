import Fluent
import Foundation
import LarderCore

/// A person's daily energy target as it stood from a day on: written whenever the profile or the
/// latest weight changes it, so that progress judges each past day by the target of its time.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class NutritionTarget: Model, @unchecked Sendable {
    static let schema = "nutrition_targets"

    @ID var id: UUID?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?
    @Field(key: "user_id") var userID: UUID
    /// The first day the target holds for (one row per day; a later change that
    /// day replaces it).
    @Field(key: "day") var day: CalendarDay
    @Field(key: "daily_kcal") var dailyKcal: Int

    init() {}
}

struct CreateNutritionTarget: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(NutritionTarget.schema)
            .id()
            .field("user_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("day", .string, .required)
            .field("daily_kcal", .int, .required)
            .field("updated_at", .datetime)
            .unique(on: "user_id", "day")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(NutritionTarget.schema).delete()
    }
}
