import LarderCore

/// Made-up recipes with realistic nutrition: each is drawn from a dish shape and weighed out
/// food by food from a table of per-100 g values, so nutrition, grams and diet flags agree.
public enum SyntheticCookbook {
    public static func recipes(count: Int, seed: UInt64) -> [PlanRecipe] {
        var random = SeededGenerator(seed: seed)
        let dishes = SyntheticDish.all
        let totalWeight = dishes.reduce(0) { $0 + $1.weight }
        return (0..<count).map { number in
            var pick = random.unit() * totalWeight
            let dish =
                dishes.first {
                    pick -= $0.weight; return pick < 0
                } ?? dishes[dishes.count - 1]
            return recipe(number, from: dish, &random)
        }
    }

    private static func recipe(_ number: Int, from dish: SyntheticDish, _ random: inout SeededGenerator) -> PlanRecipe {
        var uses: [PlanRecipe.FoodUse] = []
        for part in dish.parts where random.unit() < part.chance {
            let options = part.options.filter { option in !uses.contains { $0.food == option.food } }
            guard !options.isEmpty else { continue }
            let (food, range) = options[random.below(options.count)]
            let grams = (range.lowerBound + random.unit() * (range.upperBound - range.lowerBound)).rounded()
            uses.append(PlanRecipe.FoodUse(food: food, gramsPerServing: grams))
        }
        let foods = uses.map { SyntheticFood.named($0.food) }
        let nutrition = zip(foods, uses).reduce(PlanNutrition.zero) { $0 + $1.0.per100g * ($1.1.gramsPerServing! / 100) }
        let kinds = Set(foods.map(\.kind))
        let minutes = dish.minutes.lowerBound + random.below(dish.minutes.count)
        var categories = dish.categories
        if kinds.contains(.fish), dish.categories.contains(.mainCourse) { categories.insert(.seafood) }
        if uses.contains(where: { $0.food == "pasta" }) { categories.insert(.pasta) }
        return PlanRecipe(
            id: "synthetic-\(number)", title: "\(dish.name.capitalized) with \(uses.prefix(2).map(\.food).joined(separator: " and "))",
            perServing: nutrition, categories: categories, tags: tags(kinds), totalMinutes: minutes, dietFlags: flags(kinds, uses),
            foods: uses)
    }

    static func tags(_ kinds: Set<SyntheticFood.Kind>) -> Set<String> {
        var tags = Set<String>()
        if kinds.contains(.fish) { tags.insert("fish") }
        if kinds.contains(.redMeat) { tags.insert("red-meat") }
        if kinds.contains(.poultry) { tags.insert("poultry") }
        return tags
    }

    static func flags(_ kinds: Set<SyntheticFood.Kind>, _ uses: [PlanRecipe.FoodUse]) -> Set<DietFlag> {
        var flags = Set<DietFlag>()
        let vegetarian = kinds.isDisjoint(with: [.poultry, .redMeat, .fish])
        if vegetarian { flags.insert(.vegetarian) }
        if vegetarian, kinds.isDisjoint(with: [.dairy, .egg]), !uses.contains(where: { $0.food == "honey" }) { flags.insert(.vegan) }
        if !kinds.contains(.gluten) { flags.insert(.glutenFree) }
        if !kinds.contains(.dairy) { flags.insert(.dairyFree) }
        if !kinds.contains(.nut) { flags.insert(.nutFree) }
        return flags
    }
}
