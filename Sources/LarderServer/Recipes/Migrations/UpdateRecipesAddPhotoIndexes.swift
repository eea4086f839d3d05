import Fluent
import SQLKit

/// Serving a photo asks which records use it; these make that an index lookup.
struct UpdateRecipesAddPhotoIndexes: AsyncMigration {
    static let indexes = [("recipes_photo", Recipe.schema), ("chefs_photo", Chef.schema), ("photo_recipes_photo", PhotoRecipe.schema)]

    func prepare(on database: any Database) async throws {
        for (index, table) in Self.indexes {
            try await database.sql().create(index: index).on(table).column("photo").run()
        }
    }

    func revert(on database: any Database) async throws {
        for (index, _) in Self.indexes {
            try await database.sql().drop(index: index).run()
        }
    }
}
