import Foundation
import LarderCore
import SQLKit

/// Writes many new recipes with a few multi-row statements per table instead of a round of
/// statements per recipe: for loading benchmark data (and, later, bulk imports). Lines are parsed
/// as `RecipeService` parses them, but not linked to foods.
package struct RecipeBulkWriter {
    let sql: any SQLDatabase

    package init(sql: any SQLDatabase) {
        self.sql = sql
    }

    /// A recipe to write, its draft already validated.
    package struct Row: Sendable {
        var id = UUID()
        var draft: RecipeDraft
        var householdID: UUID
        var ownerID: UUID
        var status: RecipeStatus
        var createdAt: Date
        var ratingCount = 0
        var ratingSum = 0
        /// The food each ingredient line is linked to, by position; lines beyond it stay unlinked.
        var foodIDs: [UUID?] = []

        package init(
            draft: RecipeDraft, householdID: UUID, ownerID: UUID, status: RecipeStatus, createdAt: Date, ratingCount: Int = 0,
            ratingSum: Int = 0, foodIDs: [UUID?] = []
        ) {
            self.draft = draft
            self.householdID = householdID
            self.ownerID = ownerID
            self.status = status
            self.createdAt = createdAt
            self.ratingCount = ratingCount
            self.ratingSum = ratingSum
            self.foodIDs = foodIDs
        }
    }

    /// Rows per statement: well under SQLite's and PostgreSQL's limits on bound values.
    private static let batch = 400

    /// Writes every row's recipe, lines, steps, labels and index entry. Run it in a transaction.
    package func write(_ rows: [Row]) async throws {
        let index = RecipeSearchIndex(sql)
        // SQLite links each recipe to its full-text entry by an integer key (see RecipeSearchIndex).
        let firstKey = index.isPostgres ? 0 : try await index.nextSearchKey()
        let keys = Dictionary(uniqueKeysWithValues: rows.enumerated().map { ($1.id, firstKey + $0) })
        var columns = [
            "id", "household_id", "owner_id", "title", "description", "servings", "prep_minutes", "cook_minutes",
            "total_minutes", "difficulty", "ai_generated", "status", "published_at", "editors_choice", "rating_count",
            "rating_sum", "created_at", "updated_at",
        ]
        if !index.isPostgres { columns.append("search_key") }
        for chunk in rows.chunks(of: Self.batch) {
            try await insert(
                into: Recipe.schema, columns,
                chunk.map { row -> [(any Encodable & Sendable)?] in
                    let draft = row.draft
                    let values: [(any Encodable & Sendable)?] = [
                        row.id, row.householdID, row.ownerID, draft.title, draft.description, draft.servings, draft.prepMinutes,
                        draft.cookMinutes, draft.totalMinutes, draft.difficulty?.rawValue, false, row.status.rawValue,
                        row.status == .approved ? row.createdAt : nil, false, row.ratingCount, row.ratingSum, row.createdAt,
                        row.createdAt,
                    ]
                    return index.isPostgres ? values : values + [keys[row.id]]
                })
        }
        var ingredientNames: [UUID: [String]] = [:]
        let lines: [[(any Encodable & Sendable)?]] = rows.flatMap { row in
            row.draft.ingredients.enumerated().map { position, line -> [(any Encodable & Sendable)?] in
                let parsed = IngredientLine.parse(line.text)
                let name = parsed.name.lowercased()
                ingredientNames[row.id, default: []].append(name)
                let note = [parsed.preparation, parsed.comment].compactMap { $0 }.joined(separator: ", ")
                return [
                    UUID(), row.id, position, line.section, line.text, line.optional, parsed.quantity.map { $0.low.doubleValue },
                    parsed.quantity?.high.map(\.doubleValue), parsed.unit?.name, name, note.isEmpty ? nil : note,
                    row.foodIDs.indices.contains(position) ? row.foodIDs[position] : nil,
                ]
            }
        }
        for chunk in lines.chunks(of: Self.batch) {
            try await insert(
                into: RecipeIngredient.schema,
                ["id", "recipe_id", "position", "section", "text", "optional", "quantity", "quantity_max", "unit", "name", "note", "food_id"],
                chunk)
        }
        let steps: [[(any Encodable & Sendable)?]] = rows.flatMap { row in
            row.draft.steps.enumerated().map { position, text -> [(any Encodable & Sendable)?] in [UUID(), row.id, position, text] }
        }
        for chunk in steps.chunks(of: Self.batch) {
            try await insert(into: RecipeStep.schema, ["id", "recipe_id", "position", "text"], chunk)
        }
        let labels: [[(any Encodable & Sendable)?]] = rows.flatMap { row in
            let values =
                row.draft.categories.map { (RecipeLabel.Kind.category, $0.rawValue) }
                + row.draft.dietFlags.map { (RecipeLabel.Kind.diet, $0.rawValue) } + row.draft.tags.map { (RecipeLabel.Kind.tag, $0) }
            return values.map { kind, value -> [(any Encodable & Sendable)?] in [UUID(), row.id, kind.rawValue, value] }
        }
        for chunk in labels.chunks(of: Self.batch) {
            try await insert(into: RecipeLabel.schema, ["id", "recipe_id", "kind", "value"], chunk)
        }
        let entries = rows.map { row in
            let draft = row.draft
            // The same document `RecipeService` indexes.
            let document = RecipeSearchIndex.Document(
                title: draft.title, description: draft.description ?? "",
                ingredients: RecipeSearchIndex.Document.ingredients(ingredientNames[row.id] ?? []),
                tags: (draft.tags + draft.categories.map(\.title)).joined(separator: " "),
                labels: RecipeSearchIndex.Document.labels(
                    categories: draft.categories.map(\.rawValue), dietFlags: draft.dietFlags.map(\.rawValue)))
            return RecipeSearchIndex.Entry(recipeID: row.id, searchKey: keys[row.id] ?? 0, document: document)
        }
        for chunk in entries.chunks(of: Self.batch) {
            try await index.insert(Array(chunk))
        }
    }

    private func insert(into table: String, _ columns: [String], _ rows: some Collection<[(any Encodable & Sendable)?]>) async throws {
        guard !rows.isEmpty else { return }
        var insert = sql.insert(into: table).columns(columns)
        for row in rows {
            insert = insert.values(row.map { value -> any SQLExpression in value.map { SQLBind($0) } ?? SQLLiteral.null })
        }
        try await insert.run()
    }
}
