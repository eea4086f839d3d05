/// The everyday foods Larder ships, written by the team from public nutrition
/// facts (values per 100 g, rounded as food labels round them), so that the
/// embedded default works out nutrition before any food table is imported.
/// Names follow the food-table convention ("Egg, whole, raw") so the same
/// matching rules apply; synonyms carry Ukrainian and Russian names.
/// The foods are data: `starter-foods.tsv` beside this file, which documents its columns.
public enum StarterFoods {
    /// Every starter food, identified by a stable slug.
    public static let all: [Food] = DataTable.committed { () throws(DataFileError) in
        try read(PackageResources.starter_foods_tsv, file: "starter-foods.tsv")
    }
}

extension StarterFoods {
    /// The USDA's food group names, so starter and imported foods group alike.
    enum Group: String {
        case dairyAndEggs = "Dairy and Egg Products"
        case spices = "Spices and Herbs"
        case fats = "Fats and Oils"
        case poultry = "Poultry Products"
        case soups = "Soups, Sauces, and Gravies"
        case sausages = "Sausages and Luncheon Meats"
        case fruits = "Fruits and Fruit Juices"
        case pork = "Pork Products"
        case vegetables = "Vegetables and Vegetable Products"
        case nutsAndSeeds = "Nut and Seed Products"
        case beef = "Beef Products"
        case beverages = "Beverages"
        case fish = "Finfish and Shellfish Products"
        case legumes = "Legumes and Legume Products"
        case baked = "Baked Products"
        case sweets = "Sweets"
        case grains = "Cereal Grains and Pasta"
        case lamb = "Lamb, Veal, and Game Products"
    }

    static let columns = [
        "slug", "name", "group", "kcal", "protein", "fat", "saturatedFat", "carbohydrate", "sugars", "fiber", "sodium",
        "portions", "synonyms", "commonness",
    ]

    /// The foods of a starter-foods file, in its order.
    static func read(_ bytes: [UInt8], file: String) throws(DataFileError) -> [Food] {
        var slugs = Set<String>()
        return try DataTable(bytes, file: file, columns: columns).rows.map { row throws(DataFileError) in
            func number(_ column: Int) throws(DataFileError) -> Double {
                guard let value = Double(row[column]) else { throw row.error("\(columns[column]) is not a number: \(row[column])") }
                return value
            }
            func unknownOrNumber(_ column: Int) throws(DataFileError) -> Double? {
                row[column].isEmpty ? nil : try number(column)
            }
            guard !row[0].isEmpty, slugs.insert(row[0]).inserted else { throw row.error("the slug is empty or taken: \(row[0])") }
            guard let group = Group(rawValue: row[2]) else { throw row.error("not a USDA food group Larder knows: \(row[2])") }
            let synonyms = row[12].split(separator: "|").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            return food(
                row[0], row[1], group, kcal: try number(3), protein: try number(4), fat: try number(5),
                saturatedFat: try unknownOrNumber(6), carbohydrate: try number(7), sugars: try unknownOrNumber(8),
                fiber: try unknownOrNumber(9), sodium: try unknownOrNumber(10), portions: row[11], synonyms: synonyms,
                commonness: try number(13))
        }
    }

    /// One starter food. `portions` lists household measures as "measure=grams" separated by
    /// semicolons: "cup=125; tbsp=7.8"; a leading number gives the amount: "3 cloves=9".
    /// Saturated fat, sugars, fibre and sodium may be unknown (nil), never guessed as zero.
    /// `commonness` ranks the plain, everyday food above its variants ("Egg, whole" above
    /// "Egg, white") when a name fits both.
    static func food(
        _ slug: String, _ name: String, _ group: Group,
        kcal: Double, protein: Double, fat: Double, saturatedFat: Double?, carbohydrate: Double,
        sugars: Double?, fiber: Double?, sodium: Double?,
        portions: String = "", synonyms: [String] = [], commonness: Double = 0.9
    ) -> Food {
        var nutrients = NutrientValues()
        nutrients[.energyKcal] = kcal
        nutrients[.protein] = protein
        nutrients[.fat] = fat
        nutrients[.saturatedFat] = saturatedFat
        nutrients[.carbohydrate] = carbohydrate
        nutrients[.sugars] = sugars
        nutrients[.fiber] = fiber
        nutrients[.sodium] = sodium
        let measures = portions.split(separator: ";").compactMap { entry -> FoodPortion? in
            let parts = entry.split(separator: "=")
            guard parts.count == 2, let grams = Double(parts[1].trimmingSpaces()) else { return nil }
            return FoodPortion(amountAndMeasure: parts[0].trimmingSpaces(), grams: grams)
        }
        return Food(
            source: .starter, sourceID: slug, name: name, synonyms: synonyms, group: group.rawValue,
            nutrients: nutrients, portions: measures, commonness: commonness)
    }
}
