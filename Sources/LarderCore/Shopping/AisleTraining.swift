/// What the aisle classifier learns from: every food of the food table with a known group, by
/// its name and each synonym, the starter foods (whose synonyms carry Ukrainian and Russian
/// names) and a few non-food items no food table lists.
public enum AisleTraining {
    /// Examples from `foods`: each name and synonym with its group's aisle. Foods without a group
    /// Larder knows are left out.
    public static func examples(from foods: [Food]) -> [AisleClassifier.Example] {
        var examples: [AisleClassifier.Example] = []
        examples.reserveCapacity(foods.count * 2)
        for food in foods {
            guard let group = food.group, let aisle = Aisle(foodGroup: group) else { continue }
            examples.append(.init(food.name, aisle))
            for synonym in food.synonyms { examples.append(.init(synonym, aisle)) }
        }
        return examples
    }

    /// The classifier for a food table: `foods`, plus the starter foods and the household goods.
    public static func classifier(for foods: [Food]) -> AisleClassifier {
        let starter = foods.contains { $0.source == .starter } ? [] : examples(from: StarterFoods.all)
        return AisleClassifier(training: examples(from: foods) + starter + householdGoods)
    }

    /// Trained on the shipped starter foods alone: what a new installation uses.
    public static let starterClassifier = AisleClassifier(training: examples(from: StarterFoods.all) + householdGoods)

    /// Things bought in a supermarket that are not food, in English, Ukrainian and Russian.
    public static let householdGoods: [AisleClassifier.Example] = [
        "paper towels", "kitchen roll", "toilet paper", "tissues", "napkins", "dish soap", "washing-up liquid",
        "dishwasher tablets", "laundry detergent", "washing powder", "fabric softener", "bleach", "trash bags",
        "bin bags", "garbage bags", "aluminum foil", "tin foil", "cling film", "plastic wrap", "baking paper",
        "parchment paper", "sponges", "soap", "hand soap", "shampoo", "conditioner", "toothpaste", "toothbrush",
        "deodorant", "razors", "batteries", "light bulbs", "candles", "matches", "cleaner", "glass cleaner",
        "wet wipes", "diapers", "nappies", "cotton pads", "zip bags", "freezer bags", "cat litter", "pet food",
        "паперові рушники", "туалетний папір", "серветки", "засіб для миття посуду", "пральний порошок", "мило",
        "шампунь", "зубна паста", "пакети для сміття", "фольга", "губки", "бумажные полотенца", "туалетная бумага",
        "салфетки", "средство для мытья посуды", "стиральный порошок", "мыло", "шампунь", "зубная паста",
        "мешки для мусора", "фольга", "губки", "пищевая плёнка", "харчова плівка",
    ].map { AisleClassifier.Example($0, .household) }
}
