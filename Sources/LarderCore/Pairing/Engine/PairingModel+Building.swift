import Foundation

extension PairingModel {
    /// Learns from the network's recipes, or from `recipes` when given (a training split).
    public init(network: FlavorNetwork, recipes: [FlavorRecipe]? = nil, parameters: PairingParameters = .standard) {
        var table = IngredientTable(network)
        let regions = network.regions
        let regionIndex = Dictionary(uniqueKeysWithValues: regions.enumerated().map { ($1, $0) })
        let training = (recipes ?? network.recipes).map { recipe in
            TrainingRecipe(
                ingredients: recipe.ingredients.map { name in Int32(table.index[name] ?? table.append(name)) },
                region: network.region(of: recipe).flatMap { regionIndex[$0] } ?? -1, weight: 1)
        }
        self.init(ingredients: table, regions: regions, recipes: training, parameters: parameters)
    }

    /// This model retrained with more recipes: a household's own, as ingredient lists. Names are
    /// read as the network's where they resolve ("Olive oil" → olive_oil, "fresh dill" → dill);
    /// others become new ingredients. `weight` counts each as that many recipes, so a household's
    /// habits can outweigh their share of a large collection. Cuisines that map to a region count
    /// for that region.
    public func adding(_ more: [FlavorRecipe], weight: Double = 1, regionOfCuisine: [String: String] = [:]) -> PairingModel {
        var table = ingredients
        let regionIndex = Dictionary(uniqueKeysWithValues: regions.enumerated().map { ($1, $0) })
        let added = more.compactMap { recipe -> TrainingRecipe? in
            var seen = Set<Int32>()
            let positions = recipe.ingredients.compactMap { text -> Int32? in
                let key = Self.key(text)
                guard !key.isEmpty else { return nil }
                let position = resolve(text).flatMap { table.index[$0] } ?? table.index[key] ?? table.append(key)
                return seen.insert(Int32(position)).inserted ? Int32(position) : nil
            }
            guard !positions.isEmpty else { return nil }
            let region = (regionOfCuisine[recipe.cuisine] ?? recipe.cuisine)
            return TrainingRecipe(ingredients: positions, region: regionIndex[region] ?? -1, weight: weight)
        }
        return PairingModel(ingredients: table, regions: regions, recipes: trainingRecipes + added, parameters: parameters)
    }

    init(ingredients: IngredientTable, regions: [String], recipes: [TrainingRecipe], parameters: PairingParameters) {
        let count = ingredients.names.count
        var postings = Array(repeating: [Int32](), count: count)
        var regionCounts = Array(repeating: Array(repeating: Int32(0), count: count), count: regions.count)
        var regionTotals = Array(repeating: 0, count: regions.count)
        for (position, recipe) in recipes.enumerated() {
            for ingredient in recipe.ingredients { postings[Int(ingredient)].append(Int32(position)) }
            guard recipe.region >= 0 else { continue }
            regionTotals[recipe.region] += 1
            for ingredient in recipe.ingredients { regionCounts[recipe.region][Int(ingredient)] += 1 }
        }
        let learning = AssociationLearning(ingredientCount: count, recipes: recipes, parameters: parameters)
        self.parameters = parameters
        self.ingredients = ingredients
        self.regions = regions
        self.learnt = learning.learnt
        self.learntPosition = learning.learntPosition
        self.association = learning.association()
        self.prior = learning.prior
        self.postings = postings
        self.recipeIngredients = recipes.flatMap(\.ingredients)
        var starts: [Int32] = [0]
        for recipe in recipes { starts.append(starts[starts.count - 1] + Int32(recipe.ingredients.count)) }
        self.recipeStarts = starts
        self.recipeRegions = recipes.map { Int16($0.region) }
        self.recipeWeights = recipes.map(\.weight)
        self.regionCounts = regionCounts
        self.regionTotals = regionTotals
    }
}

extension IngredientTable {
    /// "vanillin,_natural" → "vanillin (natural)": names read in a comma-separated list.
    static func displayName(ofCompound name: String) -> String {
        let parts = name.replacingOccurrences(of: "_", with: " ").split(separator: ",", maxSplits: 1)
        guard parts.count == 2 else { return parts.first.map(String.init) ?? name }
        return "\(parts[0].trimmingSpaces()) (\(parts[1].trimmingSpaces()))"
    }

    init(_ network: FlavorNetwork) {
        var compoundPosition: [Int: Int] = [:]
        var compoundNames: [String] = []
        for compound in network.compounds where compoundPosition[compound.id] == nil {
            compoundPosition[compound.id] = compoundNames.count
            compoundNames.append(Self.displayName(ofCompound: compound.name))
        }
        // Ids the compound table does not name still count as compounds.
        for id in Set(network.ingredients.flatMap(\.compoundIDs)).sorted() where compoundPosition[id] == nil {
            compoundPosition[id] = compoundNames.count
            compoundNames.append("compound \(id)")
        }
        var compounds = CompoundSets(count: 0, compoundCount: compoundNames.count)
        var holders = Array(repeating: 0, count: compoundNames.count)
        var names: [String] = []
        var categories: [String?] = []
        var index: [String: Int] = [:]
        for ingredient in network.ingredients where index[ingredient.name] == nil {
            let position = names.count
            index[ingredient.name] = position
            names.append(ingredient.name)
            categories.append(ingredient.category)
            compounds.appendEmpty()
            for id in ingredient.compoundIDs {
                let compound = compoundPosition[id]!
                if compounds.insert(compound, into: position) { holders[compound] += 1 }
            }
        }
        let order = compoundNames.indices.sorted { a, b in
            holders[a] != holders[b] ? holders[a] < holders[b] : compoundNames[a] < compoundNames[b]
        }
        var telling = Array(repeating: 0, count: order.count)
        for (place, compound) in order.enumerated() { telling[compound] = place }
        self.init(
            names: names, categories: categories, index: index, compounds: compounds, compoundNames: compoundNames,
            compoundTelling: telling)
    }
}
