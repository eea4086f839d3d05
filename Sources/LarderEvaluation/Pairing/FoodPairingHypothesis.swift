import LarderCore

/// `larder eval food-pairing-hypothesis`: Ahn et al. (2011) on the flavour network's recipes.
///
/// Ns of a recipe R with n ≥ 2 ingredients that have compound data is the mean number of
/// compounds its ingredient pairs share, 2/(n(n−1)) Σ_{i<j} |C_i ∩ C_j|; a region's Ns is the mean
/// over its recipes. ΔNs compares it with randomised recipes that keep each recipe's size and
/// draw distinct ingredients with the frequencies they have in the region's recipes:
/// ΔNs = Ns(real) − Ns(random). The paper finds ΔNs > 0 for North American and Western European
/// recipes (they favour ingredients sharing compounds) and < 0 for East Asian and Southern European.
public enum FoodPairingHypothesis {
    public struct RegionFigure: Hashable, Sendable {
        public var region: String
        /// Recipes with at least two ingredients that have compound data.
        public var recipes: Int
        public var ns: Double
        public var randomNs: Double
        public var deltaNs: Double
    }

    /// Every region's figures, most recipes first.
    public static func run(_ network: FlavorNetwork, seed: UInt64 = 1, randomisations: Int = 10) -> [RegionFigure] {
        let table = CompoundTable(network)
        var byRegion: [String: [[Int]]] = [:]
        for recipe in network.recipes {
            guard let region = network.region(of: recipe) else { continue }
            let known = recipe.ingredients.compactMap { table.index[$0] }
            if known.count >= 2 { byRegion[region, default: []].append(known) }
        }
        var random = SeededRandom(seed: seed)
        return byRegion.keys.sorted().map { region in
            let recipes = byRegion[region]!
            let real = mean(recipes.map { table.ns($0) })
            let sampler = FrequencySampler(recipes)
            var randomSum = 0.0
            for _ in 0..<max(1, randomisations) {
                for recipe in recipes { randomSum += table.ns(sampler.draw(recipe.count, using: &random)) }
            }
            let randomNs = randomSum / Double(recipes.count * max(1, randomisations))
            return RegionFigure(region: region, recipes: recipes.count, ns: real, randomNs: randomNs, deltaNs: real - randomNs)
        }
        .sorted { $0.recipes != $1.recipes ? $0.recipes > $1.recipes : $0.region < $1.region }
    }

    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }
}

/// Shared compounds between every two ingredients that have compound data.
struct CompoundTable {
    let index: [String: Int]
    private let shared: [Int32]
    private let size: Int

    init(_ network: FlavorNetwork) {
        let withCompounds = network.ingredients.filter { !$0.compoundIDs.isEmpty }
        var index: [String: Int] = [:]
        var sets: [Set<Int>] = []
        for ingredient in withCompounds where index[ingredient.name] == nil {
            index[ingredient.name] = sets.count
            sets.append(Set(ingredient.compoundIDs))
        }
        let n = sets.count
        var shared = Array(repeating: Int32(0), count: n * n)
        for a in 0..<n {
            for b in (a + 1)..<max(a + 1, n) {
                let count = Int32(sets[a].intersection(sets[b]).count)
                shared[a * n + b] = count
                shared[b * n + a] = count
            }
        }
        self.index = index
        self.shared = shared
        self.size = n
    }

    /// 2/(n(n−1)) Σ_{i<j} |C_i ∩ C_j| over the recipe's ingredients (n ≥ 2).
    func ns(_ recipe: [Int]) -> Double {
        let n = recipe.count
        guard n >= 2 else { return 0 }
        var sum = 0
        for i in 0..<n { for j in (i + 1)..<n { sum += Int(shared[recipe[i] * size + recipe[j]]) } }
        return 2 * Double(sum) / Double(n * (n - 1))
    }
}

/// Draws distinct ingredients with the frequencies they have in a region's recipes.
struct FrequencySampler {
    private let ingredients: [Int]
    private let cumulative: [Int]

    init(_ recipes: [[Int]]) {
        var counts: [Int: Int] = [:]
        for recipe in recipes { for ingredient in recipe { counts[ingredient, default: 0] += 1 } }
        ingredients = counts.keys.sorted()
        var running = 0
        cumulative = ingredients.map {
            running += counts[$0]!; return running
        }
    }

    /// `count` distinct ingredients (at most as many as the region uses), each drawn by frequency
    /// among those not drawn yet.
    func draw(_ count: Int, using random: inout SeededRandom) -> [Int] {
        let wanted = min(count, ingredients.count)
        var drawn: [Int] = []
        var taken = Set<Int>()
        while drawn.count < wanted {
            let ticket = random.below(cumulative.last!)
            var low = 0
            var high = cumulative.count - 1
            while low < high {
                let middle = (low + high) / 2
                if cumulative[middle] > ticket { high = middle } else { low = middle + 1 }
            }
            if taken.insert(low).inserted { drawn.append(ingredients[low]) }
        }
        return drawn
    }
}
