import Foundation

/// The reference extraction of one recipe page, in the format of the shared
/// recipe-pages data (`SITE__NAME.json`): snake_case keys, `instructions_list`
/// for the steps, times in minutes. A field the site does not provide is
/// absent, and stays `nil` here.
public struct RecipeImportExpectation: Hashable, Sendable {
    public var title: String?
    public var ingredients: [String]?
    public var instructions: [String]?
    public var yields: String?
    public var totalTime: Int?
    public var prepTime: Int?
    public var cookTime: Int?
    public var image: String?
    public var category: String?
    public var cuisine: String?
    public var author: String?
    public var description: String?
    public var language: String?

    public init(
        title: String? = nil, ingredients: [String]? = nil, instructions: [String]? = nil, yields: String? = nil,
        totalTime: Int? = nil, prepTime: Int? = nil, cookTime: Int? = nil, image: String? = nil,
        category: String? = nil, cuisine: String? = nil, author: String? = nil, description: String? = nil,
        language: String? = nil
    ) {
        self.title = title
        self.ingredients = ingredients
        self.instructions = instructions
        self.yields = yields
        self.totalTime = totalTime
        self.prepTime = prepTime
        self.cookTime = cookTime
        self.image = image
        self.category = category
        self.cuisine = cuisine
        self.author = author
        self.description = description
        self.language = language
    }

    /// Reads a reference file. Values of an unexpected type are read as what
    /// they mean where that is plain — a number where text is expected as its
    /// text, a list given as one text as its lines — and dropped otherwise,
    /// never thrown over.
    public init(json data: Data) throws {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw RecipeImportExpectationError.notAnObject
        }
        func text(_ key: String) -> String? {
            switch object[key] {
            case let string as String: string
            case let number as NSNumber: number.stringValue
            default: nil
            }
        }
        func list(_ key: String) -> [String]? {
            if let items = object[key] as? [Any] { return items.compactMap { $0 as? String } }
            // One reference gives its list as a single text, a line per item.
            return text(key).map { $0.split(whereSeparator: \.isNewline).map(String.init) }
        }
        func minutes(_ key: String) -> Int? {
            (object[key] as? NSNumber)?.intValue
        }
        self.init(
            title: text("title"), ingredients: list("ingredients"), instructions: list("instructions_list"),
            yields: text("yields"), totalTime: minutes("total_time"), prepTime: minutes("prep_time"),
            cookTime: minutes("cook_time"), image: text("image"), category: text("category"),
            cuisine: text("cuisine"), author: text("author"), description: text("description"),
            language: text("language"))
    }
}

public enum RecipeImportExpectationError: Error, Equatable {
    /// The file's top level is not a JSON object.
    case notAnObject
}
