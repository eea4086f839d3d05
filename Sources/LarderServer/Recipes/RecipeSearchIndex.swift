import Foundation
import SQLKit

/// The full-text index over recipes' titles, descriptions, ingredients and tags: an FTS5 table on
/// SQLite, `tsvector` columns with a GIN index on PostgreSQL. Both rank so that a title match
/// comes before a match anywhere else, and treat each typed word as a prefix ("chick" finds
/// "chicken"). Words are matched as written (no stemming), so Ukrainian and Russian work as well
/// as English.
struct RecipeSearchIndex {
    let sql: any SQLDatabase
    private var isPostgres: Bool { sql.dialect.name == "postgresql" }

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
    }

    func create() async throws {
        if isPostgres {
            try await sql.raw("""
                CREATE TABLE recipe_search (
                    recipe_id UUID PRIMARY KEY REFERENCES recipes (id) ON DELETE CASCADE,
                    title TSVECTOR NOT NULL,
                    document TSVECTOR NOT NULL)
                """).run()
            try await sql.raw("CREATE INDEX recipe_search_document ON recipe_search USING GIN (document)").run()
        } else {
            // The recipe id is the only unindexed column; prefix indexes make "chick*" cheap.
            try await sql.raw("""
                CREATE VIRTUAL TABLE recipe_search USING fts5(
                    recipe_id UNINDEXED, title, description, ingredients, tags,
                    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')
                """).run()
        }
    }

    func drop() async throws {
        try await sql.raw("DROP TABLE IF EXISTS recipe_search").run()
    }

    /// Replaces the recipe's entry.
    func put(_ recipeID: UUID, _ document: Document) async throws {
        try await remove(recipeID)
        if isPostgres {
            try await sql.raw("""
                INSERT INTO recipe_search (recipe_id, title, document) VALUES (
                    \(bind: recipeID),
                    to_tsvector('simple', \(bind: document.title)),
                    setweight(to_tsvector('simple', \(bind: document.title)), 'A')
                    || setweight(to_tsvector('simple', \(bind: document.tags)), 'B')
                    || setweight(to_tsvector('simple', \(bind: document.description)), 'C')
                    || setweight(to_tsvector('simple', \(bind: document.ingredients)), 'D'))
                """).run()
        } else {
            try await sql.raw("""
                INSERT INTO recipe_search (recipe_id, title, description, ingredients, tags)
                VALUES (\(bind: recipeID), \(bind: document.title), \(bind: document.description),
                        \(bind: document.ingredients), \(bind: document.tags))
                """).run()
        }
    }

    /// Indexes recipes that have no entry yet, many per statement: for bulk loads.
    func insert(_ entries: [(recipeID: UUID, document: Document)]) async throws {
        guard !entries.isEmpty else { return }
        let rows: [SQLQueryString] = entries.map { recipeID, document in
            if isPostgres {
                return """
                    (\(bind: recipeID), to_tsvector('simple', \(bind: document.title)),
                     setweight(to_tsvector('simple', \(bind: document.title)), 'A')
                     || setweight(to_tsvector('simple', \(bind: document.tags)), 'B')
                     || setweight(to_tsvector('simple', \(bind: document.description)), 'C')
                     || setweight(to_tsvector('simple', \(bind: document.ingredients)), 'D'))
                    """
            }
            return "(\(bind: recipeID), \(bind: document.title), \(bind: document.description), \(bind: document.ingredients), \(bind: document.tags))"
        }
        let columns: SQLQueryString =
            isPostgres
            ? "INSERT INTO recipe_search (recipe_id, title, document) VALUES "
            : "INSERT INTO recipe_search (recipe_id, title, description, ingredients, tags) VALUES "
        try await sql.raw(columns + rows.joined(separator: ", ")).run()
    }

    func remove(_ recipeID: UUID) async throws {
        try await sql.raw("DELETE FROM recipe_search WHERE recipe_id = \(bind: recipeID)").run()
    }

    /// The words of a search as the index matches them: letters and digits only, at most eight.
    static func terms(_ text: String) -> [String] {
        Array(text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init).prefix(8))
    }

    /// A subquery of the recipes matching every term, with a `rank` column that sorts best first
    /// (ascending). Joined to `recipes AS r` on `recipe_id`.
    func matches(_ terms: [String]) -> SQLQueryString {
        if isPostgres {
            let query = terms.map { "\($0):*" }.joined(separator: " & ")
            return """
                (SELECT recipe_id,
                        -(ts_rank('{0.1, 0.2, 0.4, 1.0}', document, q) + CASE WHEN title @@ q THEN 10 ELSE 0 END) AS rank
                 FROM recipe_search, to_tsquery('simple', \(bind: query)) AS q
                 WHERE document @@ q)
                """
        }
        let query = terms.map { "\"\($0)\"*" }.joined(separator: " AND ")
        // bm25 weights per column (recipe_id, title, description, ingredients, tags): a title
        // match outweighs any number of matches elsewhere.
        return """
            (SELECT recipe_id, bm25(recipe_search, 0.0, 50.0, 2.0, 1.0, 5.0) AS rank
             FROM recipe_search WHERE recipe_search MATCH \(bind: query))
            """
    }
}
