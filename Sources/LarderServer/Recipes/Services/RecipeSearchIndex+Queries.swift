import Foundation
import SQLKit

/// What searches ask of the index, as SQL over `recipes AS r`.
extension RecipeSearchIndex {
    /// The parts of a search the index answers.
    struct Query {
        /// Words that must each begin a word of the title, description, ingredients or tags.
        var terms: [String] = []
        /// Categories and diet flags that must all hold.
        var labels: [(kind: RecipeLabel.Kind, value: String)] = []
        /// Ingredients that must all be there, and ones that must not (see `ingredientWords`).
        var ingredients: [String] = []
        var excludedIngredients: [String] = []
    }

    /// The words of a search as the index matches them: letters and digits only, at most eight.
    static func terms(_ text: String) -> [String] {
        Array(text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init).prefix(8))
    }

    /// Conditions holding for the recipes that answer the query.
    func conditions(_ query: Query) -> [SQLQueryString] {
        if isPostgres {
            var conditions: [SQLQueryString] = []
            if !query.terms.isEmpty {
                let tsquery = Self.tsquery(query.terms)
                conditions.append("r.id IN (SELECT recipe_id FROM recipe_search WHERE document @@ to_tsquery('simple', \(bind: tsquery)))")
            }
            return conditions + postgresFilters(query)
        }
        var conditions: [SQLQueryString] = []
        if let match = Self.fts(query, withTerms: true) {
            conditions.append("r.search_key IN (SELECT rowid FROM recipe_search WHERE recipe_search MATCH \(bind: match))")
        }
        return conditions + sqliteChecks(query)
    }

    /// The FROM clause of a ranked search — the recipes matching the query's terms as `r`, each
    /// with a `matched.rank` that sorts best first (ascending) — and the conditions still to apply.
    func ranked(_ query: Query) -> (from: SQLQueryString, conditions: [SQLQueryString]) {
        if isPostgres {
            let from: SQLQueryString = """
                recipes AS r JOIN
                (SELECT recipe_id,
                        -(ts_rank('{0.1, 0.2, 0.4, 1.0}', document, q) + CASE WHEN title @@ q THEN 10 ELSE 0 END) AS rank
                 FROM recipe_search, to_tsquery('simple', \(bind: Self.tsquery(query.terms))) AS q
                 WHERE document @@ q) AS matched ON matched.recipe_id = r.id
                """
            return (from, postgresFilters(query))
        }
        // bm25 weights per column (recipe_id, title, description, ingredients, tags, labels): a
        // title match outweighs any number of matches elsewhere. The filters are part of the one
        // MATCH, which FTS5 answers from its own lists. CROSS JOIN keeps SQLite to this order:
        // the matches first, then one integer-index lookup each.
        let from: SQLQueryString = """
            (SELECT rowid AS search_key, bm25(recipe_search, 0.0, 50.0, 2.0, 1.0, 5.0, 0.0) AS rank
             FROM recipe_search WHERE recipe_search MATCH \(bind: Self.fts(query, withTerms: true) ?? "")) AS matched
            CROSS JOIN recipes AS r ON r.search_key = matched.search_key
            """
        return (from, sqliteChecks(query))
    }

    /// An ingredient filter's words: "chick" finds "chicken thighs", "cream cheese" finds "cream
    /// cheese, softened" — the words in this order, the last as a prefix, in one ingredient's
    /// name. Empty when the text has no words (the filter is then ignored).
    static func ingredientWords(_ text: String) -> [String] {
        terms(text)
    }

    // MARK: SQLite

    /// One FTS5 query for everything the recipe must match, or nil when nothing is asked.
    private static func fts(_ query: Query, withTerms: Bool) -> String? {
        var parts: [String] = []
        if withTerms, !query.terms.isEmpty {
            // The labels column holds filter words, never searched as text.
            parts.append("{title description ingredients tags} : (" + query.terms.map { "\"\($0)\"*" }.joined(separator: " AND ") + ")")
        }
        parts += query.labels.map { "labels : \"\(Document.label($0.kind, $0.value))\"" }
        parts += query.ingredients.compactMap(ingredientPhrase)
        return parts.isEmpty ? nil : parts.joined(separator: " AND ")
    }

    private static func ingredientPhrase(_ text: String) -> String? {
        let words = ingredientWords(text)
        return words.isEmpty ? nil : "ingredients : \"\(words.joined(separator: " "))\"*"
    }

    /// The exclusions; everything else is in the MATCH.
    private func sqliteChecks(_ query: Query) -> [SQLQueryString] {
        query.excludedIngredients.compactMap(Self.ingredientPhrase).map { phrase in
            "r.search_key NOT IN (SELECT rowid FROM recipe_search WHERE recipe_search MATCH \(bind: phrase))"
        }
    }

    // MARK: PostgreSQL

    /// Labels from the label table (its index answers them); ingredients from the document's
    /// ingredient part (weight D), words in order and adjacent (`<->`).
    private func postgresFilters(_ query: Query) -> [SQLQueryString] {
        var conditions: [SQLQueryString] = query.labels.map { label in
            "r.id IN (SELECT l.recipe_id FROM recipe_labels AS l"
                + " WHERE l.kind = \(bind: label.kind.rawValue) AND l.value = \(bind: label.value))"
        }
        /// The recipes with the ingredient, as one subquery the planner can hash. Several words
        /// are also checked to be in one line: this index holds a recipe's ingredient names run
        /// together, where "cream" ending one and "cheese" starting the next would pass for
        /// "cream cheese" (SQLite's keeps lines apart).
        func ingredient(_ text: String) -> SQLQueryString? {
            let words = Self.ingredientWords(text)
            guard let last = words.last else { return nil }
            let tsquery = (words.dropLast().map { "\($0):D" } + ["\(last):*D"]).joined(separator: " <-> ")
            var recipes: SQLQueryString =
                "(SELECT s.recipe_id FROM recipe_search AS s WHERE s.document @@ to_tsquery('simple', \(bind: tsquery))"
            if words.count > 1 {
                let phrase = words.joined(separator: " ")
                recipes = recipes + """
                     AND EXISTS (SELECT 1 FROM recipe_ingredients AS i WHERE i.recipe_id = s.recipe_id
                                AND (i.name LIKE \(bind: phrase + "%") OR i.name LIKE \(bind: "% " + phrase + "%")))
                    """
            }
            return recipes + ")"
        }
        conditions += query.ingredients.compactMap(ingredient).map { "r.id IN " + $0 }
        conditions += query.excludedIngredients.compactMap(ingredient).map { "r.id NOT IN " + $0 }
        return conditions
    }

    /// Every term as a prefix (chick:*), all required.
    private static func tsquery(_ terms: [String]) -> String {
        terms.map { "\($0):*" }.joined(separator: " & ")
    }
}
