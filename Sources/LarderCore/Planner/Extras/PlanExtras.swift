/// The simple foods the planner may add beside the dishes (`plan-extras.tsv` beside this file):
/// which starter foods, how much a portion is, and the diets each keeps.
public enum PlanExtras {
    /// One line of the catalogue.
    public struct Entry: Hashable, Sendable {
        /// The starter food's slug (`StarterFoods`).
        public var slug: String
        public var portionGrams: Double
        public var dietFlags: Set<DietFlag>
    }

    public static let catalogue: [Entry] = DataTable.committed { () throws(DataFileError) in
        try read(PackageResources.plan_extras_tsv, file: "plan-extras.tsv")
    }

    /// The catalogue's extras made from `foods` (each with the id the caller knows it by): a
    /// portion's nutrition from the food's values per 100 g. A food missing from `foods`, or
    /// without an energy value, is left out.
    public static func extras(from foods: [(id: String, food: Food)]) -> [PlanExtra] {
        let bySlug = Dictionary(
            foods.filter { $0.food.source == .starter }.map { ($0.food.sourceID, $0) }, uniquingKeysWith: { first, _ in first })
        return catalogue.compactMap { entry in
            guard let (id, food) = bySlug[entry.slug], let portion = PlanNutrition(food, grams: entry.portionGrams) else { return nil }
            return PlanExtra(
                id: id, title: food.name, food: id, perPortion: portion, portionGrams: entry.portionGrams, dietFlags: entry.dietFlags)
        }
    }

    /// The extras of the starter foods themselves, each known by its slug: what the evaluation
    /// and the benchmarks plan with.
    public static var starter: [PlanExtra] {
        extras(from: StarterFoods.all.map { (id: $0.sourceID, food: $0) })
    }

    static func read(_ bytes: [UInt8], file: String) throws(DataFileError) -> [Entry] {
        let known = Set(StarterFoods.all.map(\.sourceID))
        return try DataTable(bytes, file: file, columns: ["slug", "grams", "diets"]).rows.map { row throws(DataFileError) in
            guard known.contains(row[0]) else { throw row.error("not a starter food's slug: \(row[0])") }
            guard let grams = Double(row[1]), grams > 0 else { throw row.error("grams is not a positive number: \(row[1])") }
            var diets = Set<DietFlag>()
            for name in row[2].split(separator: "|").map({ $0.trimmingSpaces() }) where !name.isEmpty {
                guard let flag = DietFlag(rawValue: name) else { throw row.error("not a diet flag: \(name)") }
                diets.insert(flag)
            }
            return Entry(slug: row[0], portionGrams: grams, dietFlags: diets)
        }
    }
}
