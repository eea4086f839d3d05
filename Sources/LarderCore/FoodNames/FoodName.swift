/// A food's name read the way food tables write names: the kind of food
/// first, then comma-separated qualifiers from general to particular —
/// "Chicken, broilers or fryers, breast, meat only, raw". Words in
/// parentheses are remarks ("(fat free or skim)", "(besan)"), and words after
/// "no" or "without" are negated: "Butter, without salt" has the word
/// "no-salt", not "salt", so it is never taken for salt.
public struct FoodName: Hashable, Sendable {
    /// The normalised words of each comma-separated part, remarks included.
    public let segments: [[String]]
    /// The same parts without the words in parentheses.
    public let plainSegments: [[String]]
    /// Words that only appear inside parentheses.
    public let remarks: Set<String>
    /// The words of each parenthesis: [["cilantro"]] for "Coriander (cilantro) leaves, raw".
    public let remarkGroups: [[String]]
    /// The first part's words, up to a word that starts a description of it
    /// ("made", "with", "from"), without remarks: ["soy", "sauce"] for "Soy
    /// sauce made from soy and wheat (shoyu)", ["wheat", "flour"] for "Wheat flour, white".
    public let kind: [String]

    public init(_ name: String) {
        var parts: [(all: String, plain: String)] = []
        var current = (all: "", plain: "")
        var depth = 0
        var groups: [String] = []
        for character in name {
            switch character {
            case "(":
                if depth == 0 { groups.append("") }
                depth += 1
                current.all.append(" ")
            case ")":
                depth = max(0, depth - 1)
                current.all.append(" ")
                current.plain.append(" ")
            case "," where depth == 0:
                parts.append(current)
                current = ("", "")
            default:
                current.all.append(character)
                if depth == 0 {
                    current.plain.append(character)
                } else if !groups.isEmpty {
                    groups[groups.count - 1].append(character)
                }
            }
        }
        remarkGroups = groups.map { FoodText.tokens($0) }.filter { !$0.isEmpty }
        parts.append(current)
        parts = parts.filter { !FoodText.words($0.all).isEmpty }
        segments = parts.map { Self.negating(FoodText.tokens($0.all)) }
        plainSegments = parts.map { Self.negating(FoodText.tokens($0.plain)) }
        remarks = Set(segments.joined()).subtracting(plainSegments.joined())
        kind = Self.kind(of: plainSegments.first ?? [])
    }


    /// Every word, once.
    public var allTokens: Set<String> { Set(segments.joined()) }


    /// True when one of the parts says the food is in its basic, everyday
    /// form by the food tables' own conventions: "raw", "whole", "fresh",
    /// "plain", "all-purpose", "granulated", "regular".
    public var isBasicForm: Bool {
        segments.dropFirst().contains { FoodName.basicFormParts.contains($0) }
    }

    static let basicFormParts: Set<[String]> = [
        ["raw"], ["whole"], ["fresh"], ["plain"], ["regular"], ["all", "purpose"], ["granulated"],
        ["all", "commercial", "variety"],
    ]

    /// A part's words up to the first that begins a description of them ("made", "with").
    static func kind(of part: [String]) -> [String] {
        Array(part.prefix { !describingWords.contains($0) })
    }

    /// Words that end the kind and begin a description of it.
    static let describingWords: Set<String> = [
        "made", "with", "without", "from", "prepared", "includes", "include", "in", "no",
    ]

    /// Marks the words after "no", "without" or "not" (to the end of the part) as negated,
    /// "no-salt", and the words after "with" as accompaniments, "with-broth": "Turkey,
    /// canned, with broth" is turkey, not broth.
    static func negating(_ tokens: [String]) -> [String] {
        var result: [String] = []
        var prefix = ""
        for token in tokens {
            if !prefix.isEmpty, !["and", "or", "added"].contains(token) {
                result.append(prefix + token)
            } else {
                result.append(token)
            }
            if ["no", "without", "not"].contains(token) { prefix = "no-" }
            if token == "with", prefix.isEmpty { prefix = "with-" }
        }
        return result
    }
}
