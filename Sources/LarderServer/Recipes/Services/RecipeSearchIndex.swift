import Foundation
import SQLKit

/// The full-text index over recipes' titles, descriptions, ingredients and tags: an FTS5 table on
/// SQLite, `tsvector` columns with a GIN index on PostgreSQL. Both rank so that a title match
/// comes before a match anywhere else, and treat each typed word as a prefix ("chick" finds
/// "chicken"). Words are matched as written (no stemming), so Ukrainian and Russian work as well
/// as English.
///
/// On SQLite each recipe's entry has a stable integer key, kept in `recipes.search_key` and used
/// as the FTS row id: matches join back to recipes through an integer index instead of through
/// the entry's stored recipe id, which is what keeps a search over 50,000 recipes in milliseconds.
/// (The recipes table's own row id would do, but VACUUM may renumber it.)
struct RecipeSearchIndex {
    let sql: any SQLDatabase
    var isPostgres: Bool { sql.dialect.name == "postgresql" }

    init(_ sql: any SQLDatabase) {
        self.sql = sql
    }

    static let table = "recipe_search"

    /// What the index knows about one recipe.
    struct Document {
        var title: String
        var description: String
        var ingredients: String
        var tags: String
        /// Categories and diet flags as single words ("categorysoup dietvegan"), for filters (SQLite).
        var labels: String = ""

        /// The ingredient names, each line's apart: between two lines stands a word nobody types
        /// (U+E000, private use, which FTS5 keeps as a word), so that "cream" ending one line and
        /// "cheese" starting the next never pass for the phrase "cream cheese".
        static func ingredients(_ names: [String]) -> String {
            names.joined(separator: " \(lineBreak) ")
        }

        static let lineBreak = "\u{E000}"

        static func labels(categories: [String], dietFlags: [String]) -> String {
            (categories.map { label(.category, $0) } + dietFlags.map { label(.diet, $0) }).joined(separator: " ")
        }

        /// One word the tokenizer keeps whole: the kind and the value, letters and digits only.
        static func label(_ kind: RecipeLabel.Kind, _ value: String) -> String {
            kind.rawValue + value.filter { $0.isLetter || $0.isNumber }
        }
    }

    /// One recipe's entry, for bulk loads.
    struct Entry {
        var recipeID: UUID
        /// The FTS row id (SQLite; unused on PostgreSQL), also written to `recipes.search_key`.
        var searchKey: Int
        var document: Document
    }

    /// The index as `CreateRecipe` first made it; `UpdateRecipesAddSearchKey` rebuilds it on SQLite
    /// with integer keys and a labels column (`createKeyed`).
    func create() async throws {
        if isPostgres {
            try await sql.raw(
                """
                CREATE TABLE recipe_search (
                    recipe_id UUID PRIMARY KEY REFERENCES recipes (id) ON DELETE CASCADE,
                    title TSVECTOR NOT NULL,
                    document TSVECTOR NOT NULL)
                """
            ).run()
            try await sql.raw("CREATE INDEX recipe_search_document ON recipe_search USING GIN (document)").run()
        } else {
            // The recipe id is the only unindexed column; prefix indexes make "chick*" cheap.
            try await sql.raw(
                """
                CREATE VIRTUAL TABLE recipe_search USING fts5(
                    recipe_id UNINDEXED, title, description, ingredients, tags,
                    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')
                """
            ).run()
        }
    }

    /// The SQLite index with the labels column, under `name`.
    func createKeyed(named name: String) async throws {
        try await sql.raw(
            """
            CREATE VIRTUAL TABLE \(ident: name) USING fts5(
                recipe_id UNINDEXED, title, description, ingredients, tags, labels,
                tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')
            """
        ).run()
    }

    func drop() async throws {
        try await sql.raw("DROP TABLE IF EXISTS recipe_search").run()
    }

    /// Replaces the recipe's entry. On SQLite, call it in the transaction that wrote the recipe.
    func put(_ recipeID: UUID, _ document: Document) async throws {
        if isPostgres {
            try await remove(recipeID)
            try await insert([Entry(recipeID: recipeID, searchKey: 0, document: document)])
            return
        }
        let row = try await sql.raw("SELECT search_key FROM recipes WHERE id = \(bind: recipeID)").first()
        let existing = try row?.decode(column: "search_key", as: Int?.self) ?? nil
        let key: Int
        if let existing {
            key = existing
        } else {
            key = try await nextSearchKey()
            try await sql.raw("UPDATE recipes SET search_key = \(bind: key) WHERE id = \(bind: recipeID)").run()
        }
        // Also clears an entry left behind by a recipe deleted with its household.
        try await sql.raw("DELETE FROM recipe_search WHERE rowid = \(bind: key)").run()
        try await insert([Entry(recipeID: recipeID, searchKey: key, document: document)])
    }

    /// Indexes recipes that have no entry yet, many per statement: for bulk loads. On SQLite the
    /// keys must come from `nextSearchKey()` and already be in `recipes.search_key`.
    func insert(_ entries: [Entry]) async throws {
        guard !entries.isEmpty else { return }
        if isPostgres {
            let rows: [SQLQueryString] = entries.map { entry in
                let document = entry.document
                return """
                    (\(bind: entry.recipeID), to_tsvector('simple', \(bind: document.title)),
                     setweight(to_tsvector('simple', \(bind: document.title)), 'A')
                     || setweight(to_tsvector('simple', \(bind: document.tags)), 'B')
                     || setweight(to_tsvector('simple', \(bind: document.description)), 'C')
                     || setweight(to_tsvector('simple', \(bind: document.ingredients)), 'D'))
                    """
            }
            try await sql.raw("INSERT INTO recipe_search (recipe_id, title, document) VALUES " + rows.joined(separator: ", ")).run()
        } else {
            let rows: [SQLQueryString] = entries.map { entry in
                let document = entry.document
                return """
                    (\(bind: entry.searchKey), \(bind: entry.recipeID), \(bind: document.title), \(bind: document.description),
                     \(bind: document.ingredients), \(bind: document.tags), \(bind: document.labels))
                    """
            }
            try await sql.raw(
                "INSERT INTO recipe_search (rowid, recipe_id, title, description, ingredients, tags, labels) VALUES "
                    + rows.joined(separator: ", ")
            ).run()
        }
    }

    func remove(_ recipeID: UUID) async throws {
        if isPostgres {
            try await sql.raw("DELETE FROM recipe_search WHERE recipe_id = \(bind: recipeID)").run()
        } else {
            try await sql.raw("DELETE FROM recipe_search WHERE rowid = (SELECT search_key FROM recipes WHERE id = \(bind: recipeID))").run()
        }
    }

    /// The first free entry key (SQLite): past every entry, including any a deleted household left.
    func nextSearchKey() async throws -> Int {
        let last = try await sql.raw("SELECT rowid AS last FROM recipe_search ORDER BY rowid DESC LIMIT 1").first()
        return (try last?.decode(column: "last", as: Int.self) ?? 0) + 1
    }
}
