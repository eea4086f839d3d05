/// What an ingredient line says, field by field.
///
/// "1 1/2 cups all-purpose flour, sifted" reads as quantity 3/2, unit cup,
/// name "all-purpose flour", preparation "sifted". Text fields follow the
/// conventions of labelled recipe data: words joined by single spaces,
/// without the commas and parentheses that separated them in the line.
public struct ParsedIngredient: Hashable, Sendable {
    /// The line as given.
    public var text: String
    /// The main amount; nil for "salt to taste". "a pinch" counts as 1.
    public var quantity: Quantity?
    /// The main amount's unit; nil for counted things ("2 eggs") and amountless lines.
    public var unit: Unit?
    /// The ingredient: "all-purpose flour", "garlic", "борошна".
    public var name: String
    /// How big each one is: "large" in "2 large eggs".
    public var size: String?
    /// What was done to it: "sifted", "finely chopped".
    public var preparation: String?
    /// Asides: "preferably organic", "or to taste", "about".
    public var comment: String?
    /// What it is for: "for garnish", "to serve".
    public var purpose: String?
    /// The same amount in other units, as the line gives it: 5 oz in
    /// "150g/5oz", 50 g in "½ c (50 grams)".
    public var alternatives: [Measure]
    /// The size of each package or piece: 14 oz in "1 (14-ounce) can",
    /// 400 g in "4 x 400g fillets".
    public var packageSize: Measure?
    /// Amounts added to the main one: 2 tsp in "2 tablespoons plus 2 teaspoons".
    public var additions: [Measure]
    /// Ingredients offered instead in an aside: "olive oil" in "butter,
    /// softened, or olive oil". (A choice inside the name, "butter or olive
    /// oil", stays in `name`.)
    public var substitutes: [String]
    /// Every quantity the line writes as an amount, in the order written
    /// (the article in "a pinch" is not written as a number). Labelled data
    /// lists quantities this way, so scoring compares against it.
    package var quantitiesAsWritten: [Quantity]
    /// Every unit of those amounts, in the order written: ["oz", "can"] for
    /// "2 15-ounce cans".
    package var unitsAsWritten: [Unit]

    /// Where the main amount's number and unit sit in `text` (UTF-8 offsets),
    /// and how the unit was spelled, so scaling can rewrite them in place.
    var rewrites: [AmountRewrite]

    /// The main amount with its unit, or nil when the line gives none.
    public var measure: Measure? {
        quantity.map { Measure($0, unit) }
    }
}

/// The place of one amount in a line, for rewriting it when scaling.
struct AmountRewrite: Hashable, Sendable {
    enum Role: Hashable, Sendable { case main, alternative, addition }
    var role: Role
    var measure: Measure
    /// UTF-8 offsets of the number(s) in the line.
    var quantitySpan: Range<Int>
    /// UTF-8 offsets of the unit word(s), if written.
    var unitSpan: Range<Int>?
    /// The unit as the writer spelled it, in the singular and the plural.
    var spellingSingular: String?
    var spellingPlural: String?
}
