import Foundation
import LarderCore

/// Recipes for the search benchmark, made from the flavour-network data (Ahn et al. 2011): each
/// takes a real recipe's cuisine and ingredient list and dresses it as a Larder recipe — a title
/// like "Italian chicken with basil", lines with amounts, steps, categories, diet flags, times,
/// difficulty and ratings. Recipe `n` depends only on the seed and `n`, so a half-built database
/// can be completed later with the same recipes.
package struct FlavorNetworkCookbook {
    struct Source {
        var cuisine: String
        var ingredients: [String]
    }

    let sources: [Source]
    /// Ingredient → its category in `ingr_info.tsv` ("meat", "herb", "plant derivative", …).
    let categories: [String: String]
    let seed: UInt64

    static let recipeFiles = ["allr_recipes.txt", "epic_recipes.txt", "menu_recipes.txt"]

    package init(directory: String, seed: UInt64) throws {
        let folder = URL(fileURLWithPath: directory)
        var categories: [String: String] = [:]
        let info = try String(contentsOf: folder.appendingPathComponent("ingr_info.tsv"), encoding: .utf8)
        for line in info.split(whereSeparator: \.isNewline).dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count >= 3 { categories[String(fields[1])] = String(fields[2]) }
        }
        var sources: [Source] = []
        for file in Self.recipeFiles {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(whereSeparator: \.isNewline) {
                let fields = line.split(separator: "\t").map(String.init)
                guard fields.count >= 3 else { continue }
                sources.append(Source(cuisine: fields[0], ingredients: Array(fields.dropFirst())))
            }
        }
        guard !sources.isEmpty else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: directory]) }
        self.sources = sources
        self.categories = categories
        self.seed = seed
    }

    /// Ingredient names (as shown in lines) that appear in the most recipes, most common first.
    package func commonIngredients(_ count: Int) -> [String] {
        var counts: [String: Int] = [:]
        for source in sources { for ingredient in source.ingredients { counts[ingredient, default: 0] += 1 } }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(count).map { Self.shown($0.key) }
    }

    /// Cuisines as titles show them, most common first.
    func commonCuisines(_ count: Int) -> [String] {
        var counts: [String: Int] = [:]
        for source in sources { counts[Self.cuisine(source.cuisine), default: 0] += 1 }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(count).map(\.key)
    }

    func recipe(_ number: Int) -> SearchBenchmark.Recipe {
        var random = SeededGenerator(seed: seed &+ UInt64(number) &* 0x9E37_79B9_7F4A_7C15)
        let source = sources[Int(random.next() % UInt64(sources.count))]
        let cuisine = Self.cuisine(source.cuisine)
        var seen = Set<String>()
        let ingredients = source.ingredients.filter { seen.insert($0).inserted }
        let main = ingredients.max { mainness($0) < mainness($1) } ?? ingredients[0]
        let others = ingredients.filter { $0 != main }
        let with = others.max { accentness($0) < accentness($1) }

        let title = with.map { "\(cuisine) \(Self.shown(main)) with \(Self.shown($0))" } ?? "\(cuisine) \(Self.shown(main))"
        let lines = ingredients.map { ingredient in
            let amounts = Self.amounts[categories[ingredient] ?? ""] ?? Self.defaultAmounts
            return "\(amounts[Int(random.next() % UInt64(amounts.count))]) \(Self.shown(ingredient))"
        }
        let shownOthers = others.prefix(3).map(Self.shown)
        var steps = ["Prepare the \(([Self.shown(main)] + shownOthers.prefix(1)).joined(separator: " and "))."]
        steps.append("Cook the \(Self.shown(main)) for \(5 + random.next() % 40) minutes, stirring now and then.")
        if let last = shownOthers.last { steps.append("Season with the \(last), taste, and serve.") }

        let prep = 5 * Int(1 + random.next() % 9)
        let cook = random.next() % 5 == 0 ? 0 : 5 * Int(1 + random.next() % 24)
        var recipeCategories = [RecipeCategory.allCases[Int(random.next() % UInt64(RecipeCategory.allCases.count))]]
        if random.next() % 3 == 0 {
            recipeCategories.append(RecipeCategory.allCases[Int(random.next() % UInt64(RecipeCategory.allCases.count))])
        }
        let dietFlags = DietFlag.allCases.filter { _ in random.next() % 6 == 0 }
        let difficulty = random.next() % 10 == 0 ? nil : Difficulty.allCases[Int(random.next() % UInt64(Difficulty.allCases.count))]
        let ratingCount = random.next() % 5 < 2 ? Int(1 + random.next() % 30) : 0
        let ratingSum = (0..<ratingCount).reduce(0) { sum, _ in sum + Int(2 + random.next() % 4) }
        let threeYears: UInt64 = 3 * 365 * 24 * 3600
        let draft = RecipeDraft(
            title: title,
            description: "A \(cuisine) dish of \(([Self.shown(main)] + shownOthers).joined(separator: ", ")).",
            ingredients: lines.map { RecipeDraft.Ingredient(text: $0) }, steps: steps,
            servings: [2, 4, 4, 6, 8][Int(random.next() % 5)], prepMinutes: prep, cookMinutes: cook, difficulty: difficulty,
            categories: recipeCategories, dietFlags: dietFlags, tags: [cuisine.lowercased()])
        return SearchBenchmark.Recipe(
            draft: draft, isPublic: random.next() % 10 != 0,
            createdAt: Date(timeIntervalSince1970: 1_672_531_200 + Double(random.next() % threeYears)),
            ratingCount: ratingCount, ratingSum: ratingSum)
    }

    /// How well an ingredient heads a title: meat and fish before vegetables, staples last.
    private func mainness(_ ingredient: String) -> Int {
        if Self.staples.contains(ingredient) { return 0 }
        switch categories[ingredient] {
        case "meat", "fish/seafood": return 5
        case "vegetable", "cereal/crop": return 4
        case "fruit", "nut/seed/pulse", "dairy": return 3
        default: return 1
        }
    }

    /// How well an ingredient finishes a title ("… with basil").
    private func accentness(_ ingredient: String) -> Int {
        if Self.staples.contains(ingredient) { return 0 }
        switch categories[ingredient] {
        case "herb", "spice": return 4
        case "fruit", "vegetable": return 3
        case "nut/seed/pulse", "dairy": return 2
        default: return 1
        }
    }

    private static let staples: Set<String> = [
        "egg", "wheat", "butter", "onion", "garlic", "milk", "vegetable_oil", "olive_oil", "black_pepper", "pepper",
        "vinegar", "cane_molasses", "water", "yeast", "cream",
    ]

    private static let amounts: [String: [String]] = [
        "meat": ["500 g", "300 g", "1 lb", "2 lb", "400 g"],
        "fish/seafood": ["400 g", "250 g", "1 lb", "600 g"],
        "vegetable": ["2", "1", "3", "1 cup", "200 g", "150 g"],
        "fruit": ["2", "1", "1/2 cup", "200 g"],
        "plant": ["1", "2", "100 g", "1 cup"],
        "herb": ["2 tbsp", "1 tbsp", "1/4 cup", "1 tsp"],
        "spice": ["1 tsp", "1/2 tsp", "2 tsp", "1 pinch"],
        "dairy": ["1 cup", "100 g", "2 tbsp", "250 ml"],
        "cereal/crop": ["200 g", "1 cup", "2 cups", "500 g"],
        "plant derivative": ["2 tbsp", "1 tbsp", "1/4 cup", "100 ml"],
        "nut/seed/pulse": ["50 g", "1/2 cup", "1 cup", "400 g"],
        "alcoholic beverage": ["125 ml", "1/2 cup", "2 tbsp"],
        "animal product": ["2", "3", "1"],
    ]
    private static let defaultAmounts = ["1 tbsp", "100 g", "1"]

    /// "olive_oil" → "olive oil".
    static func shown(_ ingredient: String) -> String {
        ingredient.replacingOccurrences(of: "_", with: " ")
    }

    /// "east_asian" → "East Asian", "UK-and-Ireland" → "UK and Ireland".
    static func cuisine(_ raw: String) -> String {
        raw.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == " " })
            .map { word in word == "and" ? "and" : word.prefix(1).uppercased() + word.dropFirst() }
            .joined(separator: " ")
    }
}
