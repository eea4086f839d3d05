import Fluent
import Foundation
import LarderCore
import SQLKit

/// A search of the cookbook: words, filters, a sort and a page.
package struct RecipeQuery: Sendable {
    enum Scope: String, Sendable, CaseIterable {
        /// Everything the viewer may see: public recipes and their households' recipes.
        case all
        /// Recipes the viewer wrote.
        case mine
        /// Their households' recipes (or one household's, with `householdID`).
        case household
        /// Public recipes only.
        case `public`
        /// The viewer's favourites.
        case favourites
    }

    package enum Sort: String, Sendable, CaseIterable {
        case relevance
        case titleAscending = "title-asc"
        case titleDescending = "title-desc"
        case newest
        case oldest
        case rating
        case quickest
    }

    package var text = ""
    var scope = Scope.all
    var householdID: UUID?
    package var categories: [RecipeCategory] = []
    package var dietFlags: [DietFlag] = []
    package var difficulties: [Difficulty] = []
    package var maxTotalMinutes: Int?
    package var includeIngredients: [String] = []
    package var excludeIngredients: [String] = []
    var chefID: UUID?
    var editorsChoice = false
    package var sort = Sort.relevance
    package var page = 1
    package var per = 20

    package init() {}
}

extension RecipeService {
    package struct SearchPage: Sendable {
        var items: [RecipeSummary]
        package var total: Int
    }

    /// One page of the recipes the viewer may see that match the query, in its order.
    package func search(_ query: RecipeQuery, for viewer: RecipeViewer) async throws -> SearchPage {
        guard query.text.count <= 200 else { throw AppError.invalid("q", .errorFieldTooLong, ["q", "200"]) }
        let sql = try db.sql()
        let index = RecipeSearchIndex(sql)
        var indexed = RecipeSearchIndex.Query()
        indexed.terms = RecipeSearchIndex.terms(query.text)
        indexed.labels = query.categories.map { (.category, $0.rawValue) } + query.dietFlags.map { (.diet, $0.rawValue) }
        indexed.ingredients = query.includeIngredients
        indexed.excludedIngredients = query.excludeIngredients
        let conditions = try conditions(of: query, for: viewer, index: index)
        let limit: SQLQueryString = " LIMIT \(literal: query.per) OFFSET \(literal: (query.page - 1) * query.per)"

        if !indexed.terms.isEmpty, query.sort == .relevance {
            // Ranked: from the matches, best first. Every match is ranked to find the page, so
            // the same pass counts them.
            let (from, filters) = index.ranked(indexed)
            let rows = try await sql.raw(
                "SELECT " + Self.cardColumns + ", COUNT(*) OVER () AS total FROM " + from + Self.whereClause(filters + conditions)
                    + " ORDER BY matched.rank, r.id" + limit
            ).all()
            if let first = rows.first {
                return SearchPage(items: try rows.map(RecipeSummary.init(row:)), total: try first.decode(column: "total", as: Int.self))
            }
            // Past the last page: the total alone, below.
        }

        let filters = index.conditions(indexed) + conditions
        let count = try await sql.raw("SELECT COUNT(*) AS total FROM recipes AS r" + Self.whereClause(filters)).first()
        let total = try count?.decode(column: "total", as: Int.self) ?? 0
        guard total > (query.page - 1) * query.per else { return SearchPage(items: [], total: total) }

        // Any other order: from recipes, through the index that keeps that order, so a page is
        // found without sorting everything; the cards come in the same statement.
        let rows = try await sql.raw(
            "SELECT " + Self.cardColumns + " FROM recipes AS r" + Self.whereClause(filters)
                + " ORDER BY \(unsafeRaw: Self.order(query.sort)), r.id" + limit
        ).all()
        return SearchPage(items: try rows.map(RecipeSummary.init(row:)), total: total)
    }

    /// A card's columns of `recipes AS r`.
    private static let cardColumns = SQLQueryString(RecipeSummary.columns.map { "r.\($0)" }.joined(separator: ", "))

    private static func whereClause(_ conditions: [SQLQueryString]) -> SQLQueryString {
        conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    }

    /// Who may see what, and the filters the index does not answer.
    private func conditions(of query: RecipeQuery, for viewer: RecipeViewer, index: RecipeSearchIndex) throws -> [SQLQueryString] {
        var conditions: [SQLQueryString] = []
        let households = Array(viewer.householdIDs)
        let publicStatus = RecipeStatus.approved.rawValue
        // On SQLite, `+` keeps the visibility test off the status and household indexes: nearly
        // every recipe passes it, so walking the index of the order asked for and testing each
        // row is far cheaper than collecting all visible rows and sorting them.
        let plus = index.isPostgres ? "" : "+"
        let status: SQLQueryString = "\(unsafeRaw: plus)r.status = \(bind: publicStatus)"
        let visible: SQLQueryString =
            households.isEmpty
            ? status
            : "(" + status + " OR \(unsafeRaw: plus)r.household_id IN (\(binds: households)))"
        switch query.scope {
        case .all:
            conditions.append(visible)
        case .public:
            conditions.append(status)
        case .mine:
            let userID = try viewer.requireUserID()
            conditions.append("r.owner_id = \(bind: userID)")
            conditions.append(visible)
        case .household:
            _ = try viewer.requireUserID()
            if let householdID = query.householdID {
                guard viewer.householdIDs.contains(householdID) else {
                    throw AppError.notFound(.errorHouseholdNotFound, field: "householdId")
                }
                conditions.append("r.household_id = \(bind: householdID)")
            } else {
                conditions.append(households.isEmpty ? "1 = 0" : "r.household_id IN (\(binds: households))")
            }
        case .favourites:
            let userID = try viewer.requireUserID()
            conditions.append(visible)
            conditions.append("r.id IN (SELECT f.recipe_id FROM recipe_favourites AS f WHERE f.user_id = \(bind: userID))")
        }
        if !query.difficulties.isEmpty {
            conditions.append("r.difficulty IN (\(binds: query.difficulties.map(\.rawValue)))")
        }
        if let minutes = query.maxTotalMinutes {
            conditions.append("r.total_minutes IS NOT NULL AND r.total_minutes <= \(bind: minutes)")
        }
        if let chefID = query.chefID {
            conditions.append("r.chef_id = \(bind: chefID)")
        }
        if query.editorsChoice {
            conditions.append("r.editors_choice = \(true)")
        }
        return conditions
    }

    /// Each order but ranking, as the sort indexes of `UpdateRecipesAddSearchKey` keep it.
    private static func order(_ sort: RecipeQuery.Sort) -> String {
        switch sort {
        case .relevance: "r.created_at DESC"
        case .titleAscending: "LOWER(r.title) ASC"
        case .titleDescending: "LOWER(r.title) DESC"
        case .newest: "r.created_at DESC"
        case .oldest: "r.created_at ASC"
        case .rating:
            "CASE WHEN r.rating_count = 0 THEN 0 ELSE CAST(r.rating_sum AS REAL) / r.rating_count END DESC, r.rating_count DESC"
        case .quickest: "CASE WHEN r.total_minutes IS NULL THEN 1 ELSE 0 END, r.total_minutes ASC"
        }
    }
}
