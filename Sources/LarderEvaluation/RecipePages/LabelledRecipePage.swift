import LarderCore

/// A recipe page as the reference extraction gives it (the recipe-pages
/// format: `title`, `ingredients`, `yields`, `nutrients.calories`), with
/// only what nutrition accuracy is measured on.
public struct LabelledRecipePage: Hashable, Sendable, Decodable {
    public var title: String?
    public var ingredients: [String]
    /// "8 servings", "Makes 12".
    public var yields: String?
    /// The calories per serving the site declares, as written: "143 kcal", "300 cal", "296.27".
    public var declaredCalories: String?
    /// What one serving is, when the site says: "1 slice (148g)", "1/4 cup".
    public var servingSize: String?

    public init(
        title: String? = nil, ingredients: [String], yields: String?, declaredCalories: String?,
        servingSize: String? = nil
    ) {
        self.title = title
        self.ingredients = ingredients
        self.yields = yields
        self.declaredCalories = declaredCalories
        self.servingSize = servingSize
    }

    private enum CodingKeys: String, CodingKey {
        case title, ingredients, yields, nutrients
    }

    private struct Nutrients: Decodable {
        var calories: String?
        var servingSize: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            servingSize = try? container.decodeIfPresent(String.self, forKey: .servingSize)
            // Sites write calories as text or as a number.
            if let text = try? container.decodeIfPresent(String.self, forKey: .calories) {
                calories = text
            } else if let number = try? container.decodeIfPresent(Double.self, forKey: .calories) {
                calories = String(number)
            }
        }

        private enum CodingKeys: String, CodingKey { case calories, servingSize }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        // Lines come as a list, or from some sites as one text with a line per ingredient.
        if let list = try? container.decodeIfPresent([String].self, forKey: .ingredients) {
            ingredients = list
        } else if let text = try? container.decodeIfPresent(String.self, forKey: .ingredients) {
            ingredients = text.split(whereSeparator: \.isNewline).map(String.init)
        } else {
            ingredients = []
        }
        yields = try? container.decodeIfPresent(String.self, forKey: .yields)
        let nutrients = (try? container.decodeIfPresent(Nutrients.self, forKey: .nutrients)) ?? nil
        declaredCalories = nutrients?.calories
        servingSize = nutrients?.servingSize
    }

    /// The declared calories as a number: "143 kcal" → 143, "1,234 calories" → 1234; nil when absent or unreadable.
    public var declaredKilocalories: Double? {
        guard let text = declaredCalories else { return nil }
        let digits = text.drop { !$0.isNumber }.prefix { $0.isNumber || $0 == "." || $0 == "," }
        guard let value = Double(String(digits.filter { $0 != "," })), value > 0 else { return nil }
        return value
    }
}
