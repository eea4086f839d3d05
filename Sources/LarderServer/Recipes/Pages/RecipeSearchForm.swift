import Foundation
import LarderCore
import Vapor

/// A recipe search as the page's address carries it, so that every search can be bookmarked and
/// shared: `/recipes?q=soup&category=soup&diet=vegan&difficulty=easy&maxTime=30&include=chicken,rice
/// &exclude=nuts&scope=mine&sort=quickest&page=2`. Values the page does not know are ignored
/// rather than refused: an old or hand-edited link still finds something.
struct RecipeSearchForm: Sendable, Equatable {
    var text = ""
    var scope = RecipeQuery.Scope.all
    var categories: [RecipeCategory] = []
    var dietFlags: [DietFlag] = []
    var difficulties: [Difficulty] = []
    var maxTotalMinutes: Int?
    var include: [String] = []
    var exclude: [String] = []
    var editorsChoice = false
    var sort = RecipeQuery.Sort.relevance
    var page = 1

    static let perPage = 24
    /// The choices the filter sheet offers for the longest total time.
    static let timeChoices = [15, 30, 45, 60, 90, 120]

    init() {}

    init(request: Request) {
        let raw = (try? request.query.decode(Raw.self)) ?? Raw()
        text = String((raw.q ?? "").trimmingCharacters(in: .whitespacesAndNewlines).prefix(200))
        scope = raw.scope.flatMap(RecipeQuery.Scope.init(rawValue:)) ?? .all
        categories = Self.unique((raw.category ?? []).compactMap(RecipeCategory.init(rawValue:)))
        dietFlags = Self.unique((raw.diet ?? []).compactMap(DietFlag.init(rawValue:)))
        difficulties = Self.unique((raw.difficulty ?? []).compactMap(Difficulty.init(rawValue:)))
        maxTotalMinutes = raw.maxTime.flatMap { Int($0) }.flatMap { RecipeDraft.Limits.minutes.contains($0) ? $0 : nil }
        include = Self.ingredientTerms(raw.include)
        exclude = Self.ingredientTerms(raw.exclude)
        editorsChoice = raw.editorsChoice == "true" || raw.editorsChoice == "1"
        sort = raw.sort.flatMap(RecipeQuery.Sort.init(rawValue:)) ?? .relevance
        page = min(max(raw.page.flatMap { Int($0) } ?? 1, 1), 10_000)
    }

    /// The query for the recipe service.
    var query: RecipeQuery {
        var query = RecipeQuery()
        query.text = text
        query.scope = scope
        query.categories = categories
        query.dietFlags = dietFlags
        query.difficulties = difficulties
        query.maxTotalMinutes = maxTotalMinutes
        query.includeIngredients = include
        query.excludeIngredients = exclude
        query.editorsChoice = editorsChoice
        query.sort = sort
        query.page = page
        query.per = Self.perPage
        return query
    }

    /// How many filters of the sheet are set, for its summary.
    var filterCount: Int {
        categories.count + dietFlags.count + difficulties.count + (maxTotalMinutes == nil ? 0 : 1) + include.count
            + exclude.count + (scope == .all ? 0 : 1) + (editorsChoice ? 1 : 0)
    }

    /// True when nothing narrows the search: the page shows everything the reader may see.
    var isUnfiltered: Bool { text.isEmpty && filterCount == 0 }

    /// The address of this search, on another page when `page` is given.
    func url(page: Int? = nil) -> String {
        var pairs: [(String, String)] = []
        if !text.isEmpty { pairs.append(("q", text)) }
        if scope != .all { pairs.append(("scope", scope.rawValue)) }
        pairs += categories.map { ("category", $0.rawValue) }
        pairs += dietFlags.map { ("diet", $0.rawValue) }
        pairs += difficulties.map { ("difficulty", $0.rawValue) }
        if let maxTotalMinutes { pairs.append(("maxTime", String(maxTotalMinutes))) }
        if !include.isEmpty { pairs.append(("include", include.joined(separator: ", "))) }
        if !exclude.isEmpty { pairs.append(("exclude", exclude.joined(separator: ", "))) }
        if editorsChoice { pairs.append(("editorsChoice", "true")) }
        if sort != .relevance { pairs.append(("sort", sort.rawValue)) }
        let page = page ?? self.page
        if page > 1 { pairs.append(("page", String(page))) }
        guard !pairs.isEmpty else { return RecipeRoute.browse.path }
        return RecipeRoute.browse.path + "?" + pairs.map { "\($0)=\(Self.encode($1))" }.joined(separator: "&")
    }

    /// A value made safe for a query string (and so for an attribute).
    static func encode(_ value: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return value.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    /// Ingredient words, typed comma-separated or sent repeated: trimmed, lower-cased, at most ten.
    private static func ingredientTerms(_ values: [String]?) -> [String] {
        let terms = (values ?? []).map { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
            .filter { !$0.isEmpty }
            .map { String($0.prefix(60)) }
        return Array(Self.unique(terms).prefix(10))
    }

    private static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }

    /// The query string as sent; the URL-encoded form decoder splits list values at commas.
    private struct Raw: Decodable {
        var q: String?
        var scope: String?
        var category: [String]?
        var diet: [String]?
        var difficulty: [String]?
        var maxTime: String?
        var include: [String]?
        var exclude: [String]?
        var editorsChoice: String?
        var sort: String?
        var page: String?
    }
}
