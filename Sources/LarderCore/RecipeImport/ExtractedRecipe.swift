/// What a recipe page declares about its recipe, cleaned but not interpreted:
/// ingredient lines as the page writes them (not parsed), steps as a list,
/// times in minutes, nutrients as declared text. A draft for a person to review.
public struct ExtractedRecipe: Hashable, Sendable, Codable {
    /// Where the recipe was found on the page.
    public enum Source: String, Hashable, Sendable, Codable {
        /// A schema.org `Recipe` in a `<script type="application/ld+json">` block.
        case jsonLD
        /// A schema.org `Recipe` in microdata (`itemscope itemtype=…/Recipe`).
        case microdata
        /// No structured recipe: only page-level facts (title, image, language).
        case page
    }

    public var source: Source
    public var title: String?
    public var description: String?
    /// Ingredient lines as written ("2 cups flour, sifted"), in order.
    public var ingredients: [String]
    /// The steps in order; a section heading of a `HowToSection` is a step of its own.
    public var instructions: [String]
    /// The canonical yield phrase ("8 servings", "24 cookies"); see `RecipeYieldText`.
    public var yields: String?
    public var totalTime: Int?
    public var prepTime: Int?
    public var cookTime: Int?
    /// The image URL as the page gives it: its sharing image (`og:image`) when
    /// it has one — the picture it chose to stand for the recipe — else the recipe's first.
    public var image: String?
    /// Categories joined with "," as declared ("Lunch,Soup").
    public var category: String?
    /// Cuisines joined with "," as declared.
    public var cuisine: String?
    public var author: String?
    /// Nutrition facts as declared, per serving: schema.org property → text,
    /// e.g. "calories" → "143 kcal", "servingSize" → "1 slice".
    public var nutrients: [String: String]
    public var keywords: [String]
    /// The page's language tag ("en-US"), from the recipe or the `<html lang>`.
    public var language: String?
    public var ratings: Double?
    public var ratingsCount: Int?

    public init(
        source: Source = .page, title: String? = nil, description: String? = nil, ingredients: [String] = [],
        instructions: [String] = [], yields: String? = nil, totalTime: Int? = nil, prepTime: Int? = nil,
        cookTime: Int? = nil, image: String? = nil, category: String? = nil, cuisine: String? = nil,
        author: String? = nil, nutrients: [String: String] = [:], keywords: [String] = [], language: String? = nil,
        ratings: Double? = nil, ratingsCount: Int? = nil
    ) {
        self.source = source
        self.title = title
        self.description = description
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
        self.nutrients = nutrients
        self.keywords = keywords
        self.language = language
        self.ratings = ratings
        self.ratingsCount = ratingsCount
    }

    private enum CodingKeys: String, CodingKey {
        case source, title, description, ingredients, instructions, yields, totalTime, prepTime, cookTime, image
        case category, cuisine, author, nutrients, keywords, language, ratings, ratingsCount
    }

    /// Every field is written, absent ones as `null`, so a reader of the JSON
    /// can tell "not found" from "not printed".
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(title, forKey: .title)
        try container.encode(description, forKey: .description)
        try container.encode(ingredients, forKey: .ingredients)
        try container.encode(instructions, forKey: .instructions)
        try container.encode(yields, forKey: .yields)
        try container.encode(totalTime, forKey: .totalTime)
        try container.encode(prepTime, forKey: .prepTime)
        try container.encode(cookTime, forKey: .cookTime)
        try container.encode(image, forKey: .image)
        try container.encode(category, forKey: .category)
        try container.encode(cuisine, forKey: .cuisine)
        try container.encode(author, forKey: .author)
        try container.encode(nutrients, forKey: .nutrients)
        try container.encode(keywords, forKey: .keywords)
        try container.encode(language, forKey: .language)
        try container.encode(ratings, forKey: .ratings)
        try container.encode(ratingsCount, forKey: .ratingsCount)
    }
}
