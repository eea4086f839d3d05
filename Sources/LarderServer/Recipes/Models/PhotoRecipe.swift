import Fluent
import Foundation

/// A photo or screenshot of a recipe a household has not typed in yet, with a caption.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class PhotoRecipe: Model, @unchecked Sendable {
    static let schema = "photo_recipes"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    // ownership
    @Field(key: "household_id") var householdID: UUID
    /// Who added it; nil once their account is gone.
    @OptionalField(key: "added_by") var addedBy: UUID?

    // data fields
    @Field(key: "caption") var caption: String
    /// The photo's content-hash file name under the data dir's photos folder.
    @Field(key: "photo") var photo: String

    init() {}

    init(householdID: UUID, addedBy: UUID, caption: String, photo: String) {
        self.householdID = householdID
        self.addedBy = addedBy
        self.caption = caption
        self.photo = photo
    }
}

struct CreatePhotoRecipe: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(PhotoRecipe.schema)
            .id()
            .field("household_id", .uuid, .required, .references(HouseholdService.schema, "id", onDelete: .cascade))
            .field("added_by", .uuid, .references(Person.schema, "id", onDelete: .setNull))
            .field("caption", .string, .required)
            .field("photo", .string, .required)
            .field("created_at", .datetime)
            .create()
        try await database.sql().raw("CREATE INDEX photo_recipes_household ON photo_recipes (household_id, created_at)").run()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(PhotoRecipe.schema).delete()
    }
}
