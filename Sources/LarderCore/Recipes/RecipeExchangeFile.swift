import Foundation

/// Larder's own file for a household's recipes: `recipes.json` in an export zip, beside the
/// photos it names under `photos/`. Version 1:
///
/// ```json
/// {
///   "format": "larder-recipes",
///   "version": 1,
///   "exportedAt": "2025-01-31T12:00:00Z",
///   "recipes": [{
///     "title": "Pancakes", "description": "…", "servings": 4,
///     "prepMinutes": 10, "cookMinutes": 15, "totalMinutes": 25, "difficulty": "easy",
///     "categories": ["breakfast"], "dietFlags": ["vegetarian"], "tags": ["sunday"],
///     "sourceUrl": "https://…", "aiGenerated": false, "photo": "<sha256>.jpg",
///     "ingredients": [{"text": "2 cups flour", "section": "Batter", "optional": false}],
///     "steps": ["Whisk.", "Fry."]
///   }]
/// }
/// ```
///
/// Everything a household wrote is carried; what belongs to the server is not — publication
/// status (imports are private), ratings, favourites, chef credits, ids and times.
public struct RecipeExchangeFile: Codable, Hashable, Sendable {
    public static let formatName = "larder-recipes"
    public static let currentVersion = 1
    /// Where the file lives in an export zip, and where its photos do.
    public static let fileName = "recipes.json"
    public static let photoFolder = "photos/"

    public struct Recipe: Codable, Hashable, Sendable {
        public var title: String
        public var description: String?
        public var servings: Int
        public var prepMinutes: Int?
        public var cookMinutes: Int?
        public var totalMinutes: Int?
        public var difficulty: Difficulty?
        public var categories: [RecipeCategory]
        public var dietFlags: [DietFlag]
        public var tags: [String]
        public var sourceUrl: String?
        public var aiGenerated: Bool
        /// The photo's file name under `photos/`.
        public var photo: String?
        public var ingredients: [RecipeDraft.Ingredient]
        public var steps: [String]

        public init(_ draft: RecipeDraft, aiGenerated: Bool = false, photo: String? = nil) {
            title = draft.title
            description = draft.description
            servings = draft.servings
            prepMinutes = draft.prepMinutes
            cookMinutes = draft.cookMinutes
            totalMinutes = draft.totalMinutes
            difficulty = draft.difficulty
            categories = draft.categories
            dietFlags = draft.dietFlags
            tags = draft.tags
            sourceUrl = draft.sourceURL
            self.aiGenerated = aiGenerated
            self.photo = photo
            ingredients = draft.ingredients
            steps = draft.steps
        }

        public var draft: RecipeDraft {
            RecipeDraft(
                title: title, description: description, ingredients: ingredients, steps: steps, servings: servings,
                prepMinutes: prepMinutes, cookMinutes: cookMinutes, totalMinutes: totalMinutes, difficulty: difficulty,
                categories: categories, dietFlags: dietFlags, tags: tags, sourceURL: sourceUrl)
        }

        private enum CodingKeys: String, CodingKey {
            case title, description, servings, prepMinutes, cookMinutes, totalMinutes, difficulty, categories
            case dietFlags, tags, sourceUrl, aiGenerated, photo, ingredients, steps
        }

        /// Lists and flags a hand-written file leaves out read as empty and false.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            title = try container.decode(String.self, forKey: .title)
            description = try container.decodeIfPresent(String.self, forKey: .description)
            servings = try container.decodeIfPresent(Int.self, forKey: .servings) ?? 4
            prepMinutes = try container.decodeIfPresent(Int.self, forKey: .prepMinutes)
            cookMinutes = try container.decodeIfPresent(Int.self, forKey: .cookMinutes)
            totalMinutes = try container.decodeIfPresent(Int.self, forKey: .totalMinutes)
            difficulty = try container.decodeIfPresent(Difficulty.self, forKey: .difficulty)
            categories = try container.decodeIfPresent([RecipeCategory].self, forKey: .categories) ?? []
            dietFlags = try container.decodeIfPresent([DietFlag].self, forKey: .dietFlags) ?? []
            tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
            sourceUrl = try container.decodeIfPresent(String.self, forKey: .sourceUrl)
            aiGenerated = try container.decodeIfPresent(Bool.self, forKey: .aiGenerated) ?? false
            photo = try container.decodeIfPresent(String.self, forKey: .photo)
            ingredients = try container.decode([RecipeDraft.Ingredient].self, forKey: .ingredients)
            steps = try container.decode([String].self, forKey: .steps)
        }
    }

    public var format: String
    public var version: Int
    /// ISO-8601, for people reading the file; not read back.
    public var exportedAt: String?
    public var recipes: [Recipe]

    public init(recipes: [Recipe], exportedAt: Date? = nil) {
        format = Self.formatName
        version = Self.currentVersion
        self.exportedAt = exportedAt.map { ISO8601DateFormatter().string(from: $0) }
        self.recipes = recipes
    }

    /// The file's bytes: pretty and with sorted keys, so two exports of the same recipes compare equal.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Why a file cannot be read back.
    public enum ReadProblem: Error, Hashable, Sendable, CustomStringConvertible {
        case notJSON(String)
        case notLarderFormat
        case unsupportedVersion(Int)

        public var description: String {
            switch self {
            case .notJSON(let detail): "\(RecipeExchangeFile.fileName) is not valid: \(detail)"
            case .notLarderFormat: "\(RecipeExchangeFile.fileName) is not a Larder recipe file"
            case .unsupportedVersion(let version):
                "\(RecipeExchangeFile.fileName) is version \(version); this Larder reads version \(RecipeExchangeFile.currentVersion)"
            }
        }
    }

    /// Reads a file, checking it is Larder's and a version this code knows.
    public static func decode(_ data: Data) throws(ReadProblem) -> RecipeExchangeFile {
        struct Header: Decodable {
            var format: String?
            var version: Int?
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else { throw .notJSON("it is not a JSON object") }
        guard header.format == formatName, let version = header.version else { throw .notLarderFormat }
        guard version == currentVersion else { throw .unsupportedVersion(version) }
        do {
            return try JSONDecoder().decode(RecipeExchangeFile.self, from: data)
        } catch let error as DecodingError {
            throw .notJSON(Self.explain(error))
        } catch {
            throw .notJSON("\(error)")
        }
    }

    private static func explain(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(
                in: CharacterSet(charactersIn: "."))
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(path(context.codingPath)) has the wrong type"
        case .dataCorrupted(let context): return "\(path(context.codingPath)) has a value that is not allowed"
        @unknown default: return "it does not follow the format"
        }
    }
}
