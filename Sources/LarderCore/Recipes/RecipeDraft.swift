import Foundation

/// A recipe as its author writes it: what the create and edit forms, the importer and the AI
/// generator all produce, and what is checked before anything is stored.
public struct RecipeDraft: Hashable, Sendable, Codable {
    /// One ingredient line as typed, in an optional section ("For the sauce").
    public struct Ingredient: Hashable, Sendable, Codable {
        public var text: String
        public var section: String?
        /// Never blocks cooking when stock lacks it (garnish, "to serve").
        public var optional: Bool

        public init(text: String, section: String? = nil, optional: Bool = false) {
            self.text = text
            self.section = section
            self.optional = optional
        }
    }

    public var title: String
    public var description: String?
    public var ingredients: [Ingredient]
    public var steps: [String]
    /// The servings the amounts are written for; scaling starts here.
    public var servings: Int
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var totalMinutes: Int?
    public var difficulty: Difficulty?
    public var categories: [RecipeCategory]
    public var dietFlags: [DietFlag]
    public var tags: [String]
    public var sourceURL: String?

    public init(
        title: String, description: String? = nil, ingredients: [Ingredient], steps: [String], servings: Int = 4,
        prepMinutes: Int? = nil, cookMinutes: Int? = nil, totalMinutes: Int? = nil, difficulty: Difficulty? = nil,
        categories: [RecipeCategory] = [], dietFlags: [DietFlag] = [], tags: [String] = [], sourceURL: String? = nil
    ) {
        self.title = title
        self.description = description
        self.ingredients = ingredients
        self.steps = steps
        self.servings = servings
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.totalMinutes = totalMinutes
        self.difficulty = difficulty
        self.categories = categories
        self.dietFlags = dietFlags
        self.tags = tags
        self.sourceURL = sourceURL
    }
}

/// Why a draft cannot be stored, naming the field as the API names it.
public struct RecipeProblem: Error, Hashable, Sendable {
    public enum Reason: Hashable, Sendable {
        case required
        case tooLong(max: Int)
        case tooMany(max: Int)
        case outOfRange(min: Int, max: Int)
        case notAWebAddress
    }

    public var field: String
    public var reason: Reason

    public init(field: String, reason: Reason) {
        self.field = field
        self.reason = reason
    }
}

extension RecipeDraft {
    public enum Limits {
        public static let title = 200
        public static let description = 5_000
        public static let ingredients = 200
        public static let ingredientLine = 500
        public static let section = 100
        public static let steps = 100
        public static let step = 5_000
        public static let servings = 1...1_000
        /// A week: long ferments and cures are real recipes too.
        public static let minutes = 0...10_080
        public static let tags = 30
        public static let tag = 40
        public static let sourceURL = 2_000
    }

    /// The draft with text trimmed, blank lines dropped, tags lower-cased and de-duplicated and a
    /// missing total time worked out from prep and cook — or the first problem found.
    public func validated() throws(RecipeProblem) -> RecipeDraft {
        var draft = self
        draft.title = Self.clean(title)
        guard !draft.title.isEmpty else { throw RecipeProblem(field: "title", reason: .required) }
        guard draft.title.count <= Limits.title else { throw RecipeProblem(field: "title", reason: .tooLong(max: Limits.title)) }

        draft.description = description.map(Self.cleanParagraphs).flatMap { $0.isEmpty ? nil : $0 }
        if let text = draft.description, text.count > Limits.description {
            throw RecipeProblem(field: "description", reason: .tooLong(max: Limits.description))
        }

        draft.ingredients = ingredients.compactMap { line in
            let text = Self.clean(line.text)
            guard !text.isEmpty else { return nil }
            let section = line.section.map(Self.clean).flatMap { $0.isEmpty ? nil : $0 }
            return Ingredient(text: text, section: section, optional: line.optional)
        }
        guard !draft.ingredients.isEmpty else { throw RecipeProblem(field: "ingredients", reason: .required) }
        guard draft.ingredients.count <= Limits.ingredients else {
            throw RecipeProblem(field: "ingredients", reason: .tooMany(max: Limits.ingredients))
        }
        for line in draft.ingredients {
            guard line.text.count <= Limits.ingredientLine else {
                throw RecipeProblem(field: "ingredients", reason: .tooLong(max: Limits.ingredientLine))
            }
            guard (line.section?.count ?? 0) <= Limits.section else {
                throw RecipeProblem(field: "ingredients", reason: .tooLong(max: Limits.section))
            }
        }

        draft.steps = steps.map(Self.cleanParagraphs).filter { !$0.isEmpty }
        guard !draft.steps.isEmpty else { throw RecipeProblem(field: "steps", reason: .required) }
        guard draft.steps.count <= Limits.steps else { throw RecipeProblem(field: "steps", reason: .tooMany(max: Limits.steps)) }
        guard draft.steps.allSatisfy({ $0.count <= Limits.step }) else {
            throw RecipeProblem(field: "steps", reason: .tooLong(max: Limits.step))
        }

        guard Limits.servings.contains(servings) else {
            throw RecipeProblem(field: "servings", reason: .outOfRange(min: Limits.servings.lowerBound, max: Limits.servings.upperBound))
        }
        for (field, minutes) in [("prepMinutes", prepMinutes), ("cookMinutes", cookMinutes), ("totalMinutes", totalMinutes)] {
            if let minutes, !Limits.minutes.contains(minutes) {
                throw RecipeProblem(field: field, reason: .outOfRange(min: Limits.minutes.lowerBound, max: Limits.minutes.upperBound))
            }
        }
        if draft.totalMinutes == nil, prepMinutes != nil || cookMinutes != nil {
            draft.totalMinutes = (prepMinutes ?? 0) + (cookMinutes ?? 0)
        }

        draft.categories = Self.unique(categories)
        draft.dietFlags = Self.unique(dietFlags)
        if draft.dietFlags.contains(.vegan), !draft.dietFlags.contains(.vegetarian) { draft.dietFlags.append(.vegetarian) }
        draft.tags = Self.unique(tags.map { Self.clean($0).lowercased() }.filter { !$0.isEmpty })
        guard draft.tags.count <= Limits.tags else { throw RecipeProblem(field: "tags", reason: .tooMany(max: Limits.tags)) }
        guard draft.tags.allSatisfy({ $0.count <= Limits.tag }) else { throw RecipeProblem(field: "tags", reason: .tooLong(max: Limits.tag)) }

        // Left out means none; given, it must be an address (a form maps its blank field to none).
        draft.sourceURL = sourceURL.map(Self.clean)
        if let address = draft.sourceURL {
            guard address.count <= Limits.sourceURL else { throw RecipeProblem(field: "sourceUrl", reason: .tooLong(max: Limits.sourceURL)) }
            guard Self.isWebAddress(address) else { throw RecipeProblem(field: "sourceUrl", reason: .notAWebAddress) }
        }
        return draft
    }

    public static func isWebAddress(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else { return false }
        return scheme == "http" || scheme == "https"
    }

    /// One line: runs of whitespace (newlines included) become one space.
    static func clean(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Paragraphs kept, whitespace inside each tidied.
    static func cleanParagraphs(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { clean(String($0)) }
            .filter { !$0.isEmpty }
            .joined(separator: "\n")
    }

    static func unique<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { seen.insert($0).inserted }
    }
}
