import Fluent
import Foundation
import LarderCore

/// A person's body profile for energy targets: one per account. Targets are not stored; they
/// are worked out from these fields whenever they are read, so they always match the profile.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class NutritionProfile: Model, @unchecked Sendable {
    static let schema = "nutrition_profiles"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "updated_at", on: .update) var updatedAt: Date?

    // ownership
    @Field(key: "user_id") var userID: UUID

    // data fields
    @Field(key: "sex") var sex: Sex
    @Field(key: "birth_date") var birthDate: CalendarDay
    @Field(key: "height_cm") var heightCm: Double
    /// How the person gave their height.
    @Field(key: "height_unit") var heightUnit: HeightUnit
    @Field(key: "weight_kg") var weightKg: Double
    @Field(key: "weight_unit") var weightUnit: WeightUnit
    /// 1…5.
    @Field(key: "activity_level") var activityLevel: ActivityLevel
    @Field(key: "goal") var goal: WeightGoal
    @Field(key: "formula") var formula: EnergyFormula
    @Field(key: "protein_percent") var proteinPercent: Int
    @Field(key: "fat_percent") var fatPercent: Int
    @Field(key: "carbohydrate_percent") var carbohydratePercent: Int

    init() {}
}

struct CreateNutritionProfile: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(NutritionProfile.schema)
            .id()
            .field("user_id", .uuid, .required, .references(Person.schema, "id", onDelete: .cascade))
            .field("sex", .string, .required)
            .field("birth_date", .string, .required)
            .field("height_cm", .double, .required)
            .field("height_unit", .string, .required)
            .field("weight_kg", .double, .required)
            .field("weight_unit", .string, .required)
            .field("activity_level", .int, .required)
            .field("goal", .string, .required)
            .field("formula", .string, .required)
            .field("protein_percent", .int, .required)
            .field("fat_percent", .int, .required)
            .field("carbohydrate_percent", .int, .required)
            .field("created_at", .datetime)
            .field("updated_at", .datetime)
            .unique(on: "user_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(NutritionProfile.schema).delete()
    }
}
