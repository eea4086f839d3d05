import Foundation

/// What a recipe page becomes for a person to review before saving: a `RecipeDraft` cut to the
/// limits a recipe has (so it can be saved as it is once complete), plus what the page says that
/// a recipe does not keep, and warnings about what to check.
public struct ImportedRecipeDraft: Hashable, Sendable {
    /// Something the reviewer should look at before saving.
    public enum Warning: Hashable, Sendable {
        case noTitle
        case noIngredients
        case noSteps
        /// The page gives no yield that reads as a number of servings; this many are assumed.
        case servingsAssumed(Int)
        /// The field's text, or its number of entries, was over a recipe's limit and was cut.
        case shortened(field: String)
    }

    /// The servings assumed when the page does not say: a common family meal.
    public static let assumedServings = 4

    public var draft: RecipeDraft
    /// The recipe's picture as an absolute http(s) address.
    public var imageURL: String?
    public var cuisine: String?
    public var author: String?
    /// Nutrition per serving as the page declares it: schema.org property → text ("calories" → "143 kcal").
    public var declaredNutrition: [String: String]
    public var warnings: [Warning]

    /// Whether the page holds a recipe at all: ingredients or steps to cook from.
    public var hasRecipe: Bool { !draft.ingredients.isEmpty || !draft.steps.isEmpty }

    /// The draft for `extracted`, found on the page at `pageURL` (used as the source and to
    /// resolve a relative image address).
    public init(_ extracted: ExtractedRecipe, pageURL: String?) {
        var warnings: [Warning] = []
        func cut(_ text: String, to limit: Int, field: String) -> String {
            guard text.count > limit else { return text }
            if !warnings.contains(.shortened(field: field)) { warnings.append(.shortened(field: field)) }
            return String(text.prefix(limit))
        }
        func capped<T>(_ values: [T], to limit: Int, field: String) -> [T] {
            guard values.count > limit else { return values }
            if !warnings.contains(.shortened(field: field)) { warnings.append(.shortened(field: field)) }
            return Array(values.prefix(limit))
        }
        typealias Limits = RecipeDraft.Limits

        let title = cut(RecipeDraft.clean(extracted.title ?? ""), to: Limits.title, field: "title")
        if title.isEmpty { warnings.append(.noTitle) }
        let description = extracted.description.map(RecipeDraft.cleanParagraphs).flatMap { $0.isEmpty ? nil : $0 }
            .map { cut($0, to: Limits.description, field: "description") }

        let lines = extracted.ingredients.map(RecipeDraft.clean).filter { !$0.isEmpty }
        let ingredients = capped(lines, to: Limits.ingredients, field: "ingredients")
            .map { RecipeDraft.Ingredient(text: cut($0, to: Limits.ingredientLine, field: "ingredients")) }
        if ingredients.isEmpty { warnings.append(.noIngredients) }
        let steps = capped(extracted.instructions.map(RecipeDraft.cleanParagraphs).filter { !$0.isEmpty }, to: Limits.steps, field: "steps")
            .map { cut($0, to: Limits.step, field: "steps") }
        if steps.isEmpty { warnings.append(.noSteps) }

        let servings = Self.servings(in: extracted.yields)
        if servings == nil { warnings.append(.servingsAssumed(Self.assumedServings)) }

        let categories = RecipeDraft.unique(
            (extracted.category ?? "").split(separator: ",").compactMap { RecipeCategory(loosely: String($0)) })
        let keywords = RecipeDraft.unique(extracted.keywords.map { RecipeDraft.clean($0).lowercased() }.filter { !$0.isEmpty })
        let tags = capped(keywords.filter { $0.count <= Limits.tag }, to: Limits.tags, field: "tags")
        if keywords.contains(where: { $0.count > Limits.tag }), !warnings.contains(.shortened(field: "tags")) {
            warnings.append(.shortened(field: "tags"))
        }
        let source = pageURL.map(RecipeDraft.clean).flatMap {
            RecipeDraft.isWebAddress($0) && $0.count <= Limits.sourceURL ? $0 : nil
        }

        draft = RecipeDraft(
            title: title, description: description, ingredients: ingredients, steps: steps, servings: servings ?? Self.assumedServings,
            prepMinutes: Self.minutes(extracted.prepTime), cookMinutes: Self.minutes(extracted.cookTime),
            totalMinutes: Self.minutes(extracted.totalTime), categories: categories, tags: tags, sourceURL: source)
        imageURL = extracted.image.flatMap { Self.absoluteAddress($0, on: source) }
        cuisine = extracted.cuisine.map(RecipeDraft.clean).flatMap { $0.isEmpty ? nil : $0 }
        author = extracted.author.map(RecipeDraft.clean).flatMap { $0.isEmpty ? nil : $0 }
        declaredNutrition = extracted.nutrients
        self.warnings = warnings
    }

    /// Whole servings the yield makes, within a recipe's range; nil when it gives no number.
    static func servings(in yields: String?) -> Int? {
        guard let yields, let count = Servings.parse(yields), count.isFinite, count >= 0.5 else { return nil }
        let limits = RecipeDraft.Limits.servings
        return min(max(Int(count.rounded()), limits.lowerBound), limits.upperBound)
    }

    /// A time a recipe can hold (up to a week); longer or zero times are left out.
    static func minutes(_ value: Int?) -> Int? {
        guard let value, value > 0, RecipeDraft.Limits.minutes.contains(value) else { return nil }
        return value
    }

    /// `address` made absolute against the page's address ("/img/a.jpg", "//cdn…/a.jpg");
    /// nil unless it ends up an http(s) address.
    static func absoluteAddress(_ address: String, on page: String?) -> String? {
        let trimmed = address.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: " ", with: "%20")
        guard !trimmed.isEmpty else { return nil }
        let base = page.flatMap(URL.init(string:))
        guard let url = URL(string: trimmed, relativeTo: base)?.absoluteURL else { return nil }
        let text = url.absoluteString
        return RecipeDraft.isWebAddress(text) ? text : nil
    }
}
