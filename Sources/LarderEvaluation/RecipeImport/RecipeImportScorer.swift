import LarderCore

/// Judges an extracted recipe against a reference extraction, field by field,
/// and sums judgements over many pages.
///
/// The rules:
/// - **Exact match after whitespace normalisation.** Texts are compared after
///   every run of whitespace (spaces, tabs, line breaks, no-break and other
///   Unicode spaces) becomes one space and both ends are trimmed; nothing
///   else is forgiven — case, punctuation, entities and invisible characters
///   all count.
/// - **Lists** (ingredients, instructions) match when they have the same
///   number of elements and each element matches its counterpart in order.
/// - **Times** match when they are the same whole number of minutes.
/// - **An absent expected field is not counted** for that field: the page is
///   left out of that field's denominator, whatever the extractor found.
///   (The reference omits what the site does not provide; guessing it is
///   neither right nor wrong.) An expected empty list is present, and is
///   matched only by an empty list.
/// - **An absent extracted field is a miss** wherever the expected field is present.
/// - A field's accuracy is matched pages ÷ counted pages (0 when none counted).
public enum RecipeImportScorer {
    /// The judgement of one page: for each field the reference provides, whether it matched.
    public static func judge(_ extracted: ExtractedRecipe, against expected: RecipeImportExpectation)
        -> [RecipeImportField: Bool]
    {
        var judgement: [RecipeImportField: Bool] = [:]
        func judgeText(_ field: RecipeImportField, _ mine: String?, _ reference: String?) {
            guard let reference else { return }
            judgement[field] = mine.map { normalised($0) == normalised(reference) } ?? false
        }
        func judgeMinutes(_ field: RecipeImportField, _ mine: Int?, _ reference: Int?) {
            guard let reference else { return }
            judgement[field] = mine == reference
        }
        judgeText(.title, extracted.title, expected.title)
        if let reference = expected.ingredients { judgement[.ingredients] = listsMatch(extracted.ingredients, reference) }
        if let reference = expected.instructions {
            judgement[.instructions] = listsMatch(extracted.instructions, reference)
        }
        judgeText(.yields, extracted.yields, expected.yields)
        judgeMinutes(.totalTime, extracted.totalTime, expected.totalTime)
        judgeMinutes(.prepTime, extracted.prepTime, expected.prepTime)
        judgeMinutes(.cookTime, extracted.cookTime, expected.cookTime)
        judgeText(.image, extracted.image, expected.image)
        judgeText(.category, extracted.category, expected.category)
        judgeText(.cuisine, extracted.cuisine, expected.cuisine)
        judgeText(.author, extracted.author, expected.author)
        judgeText(.description, extracted.description, expected.description)
        judgeText(.language, extracted.language, expected.language)
        return judgement
    }

    /// Sums page judgements into per-field counts.
    public static func score(_ judgements: [[RecipeImportField: Bool]]) -> RecipeImportScore {
        var score = RecipeImportScore()
        for judgement in judgements { score.add(judgement) }
        return score
    }

    /// `text` with each run of whitespace as one space, trimmed — the only
    /// difference the comparison forgives.
    public static func normalised(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func listsMatch(_ mine: [String], _ reference: [String]) -> Bool {
        mine.count == reference.count && zip(mine, reference).allSatisfy { normalised($0) == normalised($1) }
    }
}

/// The fields a recipe extraction is judged on. The first five are the
/// headline figures (`RecipeImportField.headline`); the rest are reported too.
public enum RecipeImportField: String, CaseIterable, Hashable, Sendable, Codable {
    case title, ingredients, instructions, yields, totalTime
    case prepTime, cookTime, image, category, cuisine, author, description, language

    /// Title, ingredients, instructions, yields and total time: the figures with targets.
    public static let headline: [RecipeImportField] = [.title, .ingredients, .instructions, .yields, .totalTime]
}

/// Per-field counts over many pages: how many pages counted for a field
/// (their reference provides it) and on how many the extraction matched.
public struct RecipeImportScore: Hashable, Sendable {
    public private(set) var pages = 0
    public private(set) var counted: [RecipeImportField: Int] = [:]
    public private(set) var matched: [RecipeImportField: Int] = [:]

    public init() {}

    public mutating func add(_ judgement: [RecipeImportField: Bool]) {
        pages += 1
        for (field, isMatch) in judgement {
            counted[field, default: 0] += 1
            if isMatch { matched[field, default: 0] += 1 }
        }
    }

    /// Matched ÷ counted for `field`; 0 when no page counted.
    public func accuracy(_ field: RecipeImportField) -> Double {
        let total = counted[field] ?? 0
        return total == 0 ? 0 : Double(matched[field] ?? 0) / Double(total)
    }
}
