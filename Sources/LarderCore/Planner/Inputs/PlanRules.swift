/// The household's rules for a plan, as people ask Mealie for them.
public struct PlanRules: Hashable, Sendable, Codable {
    /// The same recipe is not cooked twice fewer than this many days apart (0: no rule).
    /// Eating its leftovers is not cooking it again.
    public var noRepeatDays: Int
    /// "Fish at least twice, red meat at most twice" a week.
    public var weeklyCounts: [WeeklyCountRule]
    /// Recipes cooked Monday to Friday take at most this many minutes.
    public var weekdayMaxMinutes: Int?
    /// Servings each person eats of a slot, in steps of ½.
    public var servings: ServingLimits
    /// Prefer recipes not cooked lately.
    public var preferLeastRecentlyCooked: Bool
    /// Prefer recipes whose foods are in stock.
    public var preferStock: Bool

    public init(
        noRepeatDays: Int = 0, weeklyCounts: [WeeklyCountRule] = [], weekdayMaxMinutes: Int? = nil,
        servings: ServingLimits = .standard, preferLeastRecentlyCooked: Bool = true, preferStock: Bool = true
    ) {
        self.noRepeatDays = noRepeatDays
        self.weeklyCounts = weeklyCounts
        self.weekdayMaxMinutes = weekdayMaxMinutes
        self.servings = servings
        self.preferLeastRecentlyCooked = preferLeastRecentlyCooked
        self.preferStock = preferStock
    }
}

/// How many meals a week may or must come from recipes of a category or with a tag.
///
/// Every slot eaten counts, leftovers included: fish eaten twice is fish twice. Weeks are the
/// plan's days in blocks of seven from its first day; a shorter last block needs its share of
/// `atLeast`, rounded down.
public struct WeeklyCountRule: Hashable, Sendable, Codable {
    public var selector: RecipeSelector
    public var atLeast: Int?
    public var atMost: Int?

    public init(_ selector: RecipeSelector, atLeast: Int? = nil, atMost: Int? = nil) {
        self.selector = selector
        self.atLeast = atLeast
        self.atMost = atMost
    }
}

/// Recipes a rule speaks of.
public enum RecipeSelector: Hashable, Sendable, Codable {
    case category(RecipeCategory)
    case tag(String)

    public func matches(_ recipe: PlanRecipe) -> Bool {
        switch self {
        case .category(let category): recipe.categories.contains(category)
        case .tag(let tag): recipe.tags.contains(tag.lowercased())
        }
    }
}

/// The servings one person eats of one slot, in steps of ½.
public struct ServingLimits: Hashable, Sendable, Codable {
    public var minimum: Double
    public var maximum: Double

    /// Both limits are rounded to the nearest ½; the minimum is at least ½.
    public init(minimum: Double, maximum: Double) {
        let low = max(1, (minimum * 2).rounded())
        self.minimum = low / 2
        self.maximum = max(low, (maximum * 2).rounded()) / 2
    }

    public static let standard = ServingLimits(minimum: 0.5, maximum: 3)

    var minimumHalves: Int { Int(minimum * 2) }
    var maximumHalves: Int { Int(maximum * 2) }
}
