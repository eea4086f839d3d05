import Fluent
import Foundation
import LarderCore
import SQLKit

/// A search of the cookbook: words, filters, a sort and a page.
struct RecipeQuery: Sendable {
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

    enum Sort: String, Sendable, CaseIterable {
        case relevance
        case titleAscending = "title-asc"
        case titleDescending = "title-desc"
        case newest
        case oldest
        case rating
        case quickest
    }

    var text = ""
    var scope = Scope.all
    var householdID: UUID?
    var categories: [RecipeCategory] = []
    var dietFlags: [DietFlag] = []
    var difficulties: [Difficulty] = []
    var maxTotalMinutes: Int?
    var includeIngredients: [String] = []
    var excludeIngredients: [String] = []
    var chefID: UUID?
    var editorsChoice = false
    var sort = Sort.relevance
    var page = 1
    var per = 20
}

extension RecipeService {
    struct SearchPage: Sendable {
        var items: [Recipe]
        var total: Int
    }

    /// One page of the recipes the viewer may see that match the query, in its order.
    func search(_ query: RecipeQuery, for viewer: RecipeViewer) async throws -> SearchPage {
        guard query.text.count <= 200 else { throw AppError.invalid("q", .errorFieldTooLong, ["q", "200"]) }
        let sql = try db.sql()
        let index = RecipeSearchIndex(sql)
        let terms = RecipeSearchIndex.terms(query.text)
        let conditions = try conditions(of: query, for: viewer)
        let whereClause: SQLQueryString = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
        let from: SQLQueryString =
            terms.isEmpty
            ? "FROM recipes AS r"
            : "FROM recipes AS r JOIN " + index.matches(terms) + " AS matched ON matched.recipe_id = r.id"

        let count = try await sql.raw("SELECT COUNT(*) AS total " + from + whereClause).first()
        let total = try count?.decode(column: "total", as: Int.self) ?? 0
        guard total > (query.page - 1) * query.per else { return SearchPage(items: [], total: total) }

        let order = Self.order(query.sort, ranked: !terms.isEmpty)
        let page: SQLQueryString =
            "SELECT r.id AS id " + from + whereClause + " ORDER BY \(unsafeRaw: order), r.id"
            + " LIMIT \(literal: query.per) OFFSET \(literal: (query.page - 1) * query.per)"
        let ids = try await sql.raw(page).all().map { try $0.decode(column: "id", as: UUID.self) }
        let recipes = try await Recipe.query(on: db).filter(\.$id ~~ ids).all()
        let byID = Dictionary(uniqueKeysWithValues: recipes.compactMap { recipe in recipe.id.map { ($0, recipe) } })
        return SearchPage(items: ids.compactMap { byID[$0] }, total: total)
    }

    private func conditions(of query: RecipeQuery, for viewer: RecipeViewer) throws -> [SQLQueryString] {
        var conditions: [SQLQueryString] = []
        let households = Array(viewer.householdIDs)
        let publicStatus = RecipeStatus.approved.rawValue
        let visible: SQLQueryString =
            households.isEmpty
            ? "r.status = \(bind: publicStatus)"
            : "(r.status = \(bind: publicStatus) OR r.household_id IN (\(binds: households)))"
        switch query.scope {
        case .all:
            conditions.append(visible)
        case .public:
            conditions.append("r.status = \(bind: publicStatus)")
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
            conditions.append("EXISTS (SELECT 1 FROM recipe_favourites AS f WHERE f.recipe_id = r.id AND f.user_id = \(bind: userID))")
        }
        for category in query.categories {
            conditions.append(Self.hasLabel(.category, category.rawValue))
        }
        for flag in query.dietFlags {
            conditions.append(Self.hasLabel(.diet, flag.rawValue))
        }
        if !query.difficulties.isEmpty {
            conditions.append("r.difficulty IN (\(binds: query.difficulties.map(\.rawValue)))")
        }
        if let minutes = query.maxTotalMinutes {
            conditions.append("r.total_minutes IS NOT NULL AND r.total_minutes <= \(bind: minutes)")
        }
        for ingredient in query.includeIngredients {
            conditions.append("EXISTS (" + Self.ingredientNamed(ingredient) + ")")
        }
        for ingredient in query.excludeIngredients {
            conditions.append("NOT EXISTS (" + Self.ingredientNamed(ingredient) + ")")
        }
        if let chefID = query.chefID {
            conditions.append("r.chef_id = \(bind: chefID)")
        }
        if query.editorsChoice {
            conditions.append("r.editors_choice = \(true)")
        }
        return conditions
    }

    private static func hasLabel(_ kind: RecipeLabel.Kind, _ value: String) -> SQLQueryString {
        "EXISTS (SELECT 1 FROM recipe_labels AS l WHERE l.recipe_id = r.id AND l.kind = \(bind: kind.rawValue) AND l.value = \(bind: value))"
    }

    /// A line whose ingredient name contains the words ("chicken" matches "chicken thighs").
    private static func ingredientNamed(_ name: String) -> SQLQueryString {
        let pattern = "%" + name.lowercased().replacingOccurrences(of: "%", with: "").replacingOccurrences(of: "_", with: "") + "%"
        return "SELECT 1 FROM recipe_ingredients AS i WHERE i.recipe_id = r.id AND i.name LIKE \(bind: pattern)"
    }

    private static func order(_ sort: RecipeQuery.Sort, ranked: Bool) -> String {
        switch sort {
        case .relevance: ranked ? "matched.rank" : "r.created_at DESC"
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
