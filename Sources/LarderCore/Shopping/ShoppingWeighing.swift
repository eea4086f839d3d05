/// Whether a shop sells a food by weight or by volume, so that a metric list shows an amount the
/// way the shelf does: flour, sugar, rice and cheese by weight ("375 g", not "710 ml"); milk, oil,
/// juice and stock by volume.
public enum ShoppingWeighing {
    /// The food's measures when it is bought by weight (for `ShoppingTotal.displayed`), nil when
    /// it is poured.
    public static func measures(for food: Food) -> FoodMeasures? {
        isPoured(name: food.name, group: food.group) ? nil : food.measures
    }

    /// Drinks, soups and sauces, and foods named as liquids ("Milk, fluid", "Oil, olive",
    /// "Orange juice") — unless the name says they are dry ("Milk, dry, nonfat").
    public static func isPoured(name: String, group: String?) -> Bool {
        if let group, pouredGroups.contains(group) { return true }
        let words = Set(name.lowercased().split { !$0.isLetter }.map(String.init))
        return !words.isDisjoint(with: pouredWords) && words.isDisjoint(with: dryWords)
    }

    private static let pouredGroups: Set<String> = ["Beverages", "Soups, Sauces, and Gravies"]
    private static let pouredWords: Set<String> = [
        "fluid", "liquid", "juice", "juices", "milk", "buttermilk", "kefir", "cream", "oil", "oils", "water", "broth", "stock",
        "vinegar", "wine", "beer", "syrup", "sauce", "drink", "beverage", "coffee", "tea", "extract", "nectar",
    ]
    private static let dryWords: Set<String> = ["dry", "dried", "powder", "powdered", "instant", "granules", "crystals", "flakes"]
}
