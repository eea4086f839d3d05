import LarderCore

/// The baselines' view of the training recipes, computed apart from Larder's model so the two
/// cannot share a mistake: recipe counts, pair counts and shared compounds over the ingredients
/// the training recipes use.
struct TrainingCounts {
    /// Training ingredients in order of first use.
    let names: [String]
    let index: [String: Int]
    var size: Int { names.count }
    private let pairCounts: [Int32]
    private let shared: [Int32]

    init(network: FlavorNetwork, recipes: [FlavorRecipe]) {
        var names: [String] = []
        var index: [String: Int] = [:]
        for recipe in recipes {
            for name in recipe.ingredients where index[name] == nil {
                index[name] = names.count
                names.append(name)
            }
        }
        let n = names.count
        var pairs = Array(repeating: Int32(0), count: n * n)
        for recipe in recipes {
            let rows = recipe.ingredients.map { index[$0]! }
            for a in rows { for b in rows { pairs[a * n + b] += 1 } }
        }
        let compoundsByName = Dictionary(
            network.ingredients.map { ($0.name, Set($0.compoundIDs)) }, uniquingKeysWith: { first, _ in first })
        let sets = names.map { compoundsByName[$0] ?? [] }
        var shared = Array(repeating: Int32(0), count: n * n)
        for a in 0..<n {
            for b in a..<n {
                let count = Int32(sets[a].intersection(sets[b]).count)
                shared[a * n + b] = count
                shared[b * n + a] = count
            }
        }
        self.names = names
        self.index = index
        self.pairCounts = pairs
        self.shared = shared
    }

    func together(_ a: Int, _ b: Int) -> Int { Int(pairCounts[a * size + b]) }
    func popularity(_ a: Int) -> Double { Double(pairCounts[a * size + a]) }
    func sharedCompounds(_ a: Int, _ b: Int) -> Double { Double(shared[a * size + b]) }

    /// Item-item cosine: recipes together / √(recipes with a · recipes with b).
    func cosine(_ a: Int, _ b: Int) -> Double {
        Double(together(a, b)) / (popularity(a) * popularity(b)).squareRoot()
    }
}
