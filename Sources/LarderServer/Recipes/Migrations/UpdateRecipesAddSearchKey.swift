import Fluent
import SQLKit

/// Makes recipe search fast at size (see `RecipeSearchIndex`, `RecipeService.search`):
/// - SQLite: `recipes.search_key`, the stable integer key of each recipe's full-text entry, with
///   an index that answers "is this match visible?" without reading the recipe row; the
///   full-text index rebuilt keyed by it, with a column of category and diet-flag words so that
///   filters are answered by the same MATCH as the words;
/// - both: an index per sort order (newest, title, rating, quickest) carrying the visibility
///   columns, so a page in any order is read off an index instead of sorting every recipe.
struct UpdateRecipesAddSearchKey: AsyncMigration {
    static let sortIndexes = [
        "CREATE INDEX recipes_by_created ON recipes (created_at, status, household_id, id)",
        "CREATE INDEX recipes_by_title ON recipes (LOWER(title), status, household_id, id)",
        """
        CREATE INDEX recipes_by_rating ON recipes (
            (CASE WHEN rating_count = 0 THEN 0 ELSE CAST(rating_sum AS REAL) / rating_count END), rating_count,
            status, household_id, id)
        """,
        """
        CREATE INDEX recipes_by_time ON recipes (
            (CASE WHEN total_minutes IS NULL THEN 1 ELSE 0 END), total_minutes, status, household_id, id)
        """,
    ]

    func prepare(on database: any Database) async throws {
        let sql = try database.sql()
        if sql.dialect.name != "postgresql" {
            // Each recipe's key starts as its row id (unique now, and stored, so VACUUM cannot
            // change it); the index is rebuilt keyed by it, with the labels column added and the
            // ingredient names written line by line (see `RecipeSearchIndex.Document`).
            try await sql.raw("ALTER TABLE recipes ADD COLUMN search_key INTEGER").run()
            try await sql.raw("UPDATE recipes SET search_key = rowid").run()
            let index = RecipeSearchIndex(sql)
            try await index.createKeyed(named: "recipe_search_keyed")
            try await sql.raw(
                """
                INSERT INTO recipe_search_keyed (rowid, recipe_id, title, description, ingredients, tags, labels)
                SELECT r.search_key, s.recipe_id, s.title, s.description,
                       COALESCE((SELECT group_concat(i.name, ' ' || char(57344) || ' ')
                                 FROM (SELECT name FROM recipe_ingredients WHERE recipe_id = r.id ORDER BY position) AS i), ''),
                       s.tags,
                       COALESCE((SELECT group_concat(l.kind || replace(l.value, '-', ''), ' ') FROM recipe_labels AS l
                                 WHERE l.recipe_id = r.id AND l.kind IN ('category', 'diet')), '')
                FROM recipe_search AS s JOIN recipes AS r ON r.id = s.recipe_id
                """
            ).run()
            try await index.drop()
            try await sql.raw("ALTER TABLE recipe_search_keyed RENAME TO recipe_search").run()
            try await sql.raw("CREATE INDEX recipes_search_key ON recipes (search_key, status, household_id, id)").run()
        }
        for statement in Self.sortIndexes {
            try await sql.raw(SQLQueryString(statement)).run()
        }
    }

    func revert(on database: any Database) async throws {
        let sql = try database.sql()
        for name in ["recipes_by_created", "recipes_by_title", "recipes_by_rating", "recipes_by_time"] {
            try await sql.raw("DROP INDEX IF EXISTS \(unsafeRaw: name)").run()
        }
        if sql.dialect.name != "postgresql" {
            try await sql.raw("DROP INDEX IF EXISTS recipes_search_key").run()
            try await sql.raw("ALTER TABLE recipes DROP COLUMN search_key").run()
        }
    }
}
