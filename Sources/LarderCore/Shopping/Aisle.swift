/// Where in a shop an item is found. Lists are sorted by aisle so that one walk through the
/// shop picks up everything; a store may put the aisles in its own order.
public enum Aisle: String, CaseIterable, Hashable, Sendable, Codable {
    case produce
    case meatAndFish = "meat-fish"
    case dairyAndEggs = "dairy-eggs"
    case bakery
    case pantry
    case spices
    case frozen
    case drinks
    case household
    case other

    /// The order of a typical supermarket walk: fresh things first, frozen near the tills.
    public static let defaultOrder: [Aisle] = [
        .produce, .bakery, .meatAndFish, .dairyAndEggs, .pantry, .spices, .drinks, .frozen, .household, .other,
    ]

    /// `order` as a store gives it, completed with the aisles it leaves out (in default order)
    /// and without repeats, so every aisle has exactly one place.
    public static func completeOrder(_ order: [Aisle]) -> [Aisle] {
        var seen = Set<Aisle>()
        let given = order.filter { seen.insert($0).inserted }
        return given + defaultOrder.filter { !seen.contains($0) }
    }
}

extension Aisle {
    /// The aisle of a food table's food group (the USDA's group names, which starter foods use
    /// too); nil for a group Larder does not know.
    ///
    /// Groups of prepared dishes go where a shop keeps them: meals and entrées (mostly frozen
    /// dinners) to frozen; baby food, soups and sauces, snacks, sweets, nuts and legumes to the
    /// dry-goods aisles. Restaurant, fast-food and regional traditional dishes are not sold in a
    /// supermarket aisle at all: other.
    public init?(foodGroup: String) {
        guard let aisle = Self.byFoodGroup[foodGroup] else { return nil }
        self = aisle
    }

    /// USDA SR food group → aisle.
    public static let byFoodGroup: [String: Aisle] = [
        "Dairy and Egg Products": .dairyAndEggs,
        "Spices and Herbs": .spices,
        "Baby Foods": .pantry,
        "Fats and Oils": .pantry,
        "Poultry Products": .meatAndFish,
        "Soups, Sauces, and Gravies": .pantry,
        "Sausages and Luncheon Meats": .meatAndFish,
        "Breakfast Cereals": .pantry,
        "Fruits and Fruit Juices": .produce,
        "Pork Products": .meatAndFish,
        "Vegetables and Vegetable Products": .produce,
        "Nut and Seed Products": .pantry,
        "Beef Products": .meatAndFish,
        "Beverages": .drinks,
        "Finfish and Shellfish Products": .meatAndFish,
        "Legumes and Legume Products": .pantry,
        "Lamb, Veal, and Game Products": .meatAndFish,
        "Baked Products": .bakery,
        "Sweets": .pantry,
        "Cereal Grains and Pasta": .pantry,
        "Fast Foods": .other,
        "Meals, Entrees, and Side Dishes": .frozen,
        "Snacks": .pantry,
        "American Indian/Alaska Native Foods": .other,
        "Restaurant Foods": .other,
    ]
}
