/// Ranks what goes with a set of ingredients, learnt from recipes: the flavour network's 57,691
/// and a household's own.
///
/// The score of a candidate c for query ingredients Q is
///
///     Σ_{q∈Q} A[q][c] + popularityWeight·|Q|·log P(c) + compoundWeight·Σ_{q∈Q} cos(compounds q, compounds c)
///
/// where A is learnt from co-occurrence: the weights of a linear item-item model that rebuilds
/// each recipe's ingredients from its other ingredients (ridge-regularised least squares with a
/// zero diagonal, "EASE", Steck 2019: B = −P/diag(P), P = (XᵀX + λI)⁻¹), negative weights
/// damped, plus the cosine of the two ingredients' positive-PMI rows (they go with the same
/// partners). Summing rows over Q ranks partners that go with all of them; the learnt model
/// already discounts what the query ingredients have in common. Shared flavour compounds are
/// the secondary signal and, with recipe counts, the reason shown for each suggestion.
///
/// Build it once from the files (`init(network:)`), add a household's recipes with
/// `adding(_:weight:regionOfCuisine:)`, and query it with `suggest(_:)`; it is an immutable value, safe to
/// share between requests.
public struct PairingModel: Sendable {
    public let parameters: PairingParameters
    /// Every ingredient the model knows: the network's, then names only a household's recipes use.
    let ingredients: IngredientTable
    /// The regions recipes can be filtered by ("EastAsian", "NorthAmerican", …).
    public let regions: [String]
    /// Ingredients that are in at least one recipe, by their position in `ingredients`.
    let learnt: [Int]
    /// Ingredient position → its row and column in `association`, or −1 when in no recipe.
    let learntPosition: [Int32]
    /// learnt.count × learnt.count, row = query ingredient, column = candidate.
    let association: [Float]
    /// log P(c): the weighted share of recipes holding each ingredient.
    let prior: [Float]
    /// Per ingredient, the recipes holding it (ascending positions in `recipes`).
    let postings: [[Int32]]
    /// The recipes learnt from, laid flat: their ingredients end to end, where each starts (one
    /// more than recipes), each one's region (−1 for none) and weight. Explanations walk them;
    /// `adding(_:weight:regionOfCuisine:)` learns again from them and the new ones.
    let recipeIngredients: [Int32]
    let recipeStarts: [Int32]
    let recipeRegions: [Int16]
    let recipeWeights: [Double]
    /// Region × ingredient → recipes of that region holding it; and recipes per region.
    let regionCounts: [[Int32]]
    let regionTotals: [Int]

    /// How many ingredients the model knows.
    public var ingredientCount: Int { ingredients.names.count }
    /// How many recipes it learnt from.
    public var recipeCount: Int { recipeRegions.count }

    /// The recipes learnt from, as `init` takes them.
    var trainingRecipes: [TrainingRecipe] {
        recipeRegions.indices.map { r in
            TrainingRecipe(
                ingredients: Array(recipeIngredients[Int(recipeStarts[r])..<Int(recipeStarts[r + 1])]), region: Int(recipeRegions[r]),
                weight: recipeWeights[r])
        }
    }
}

/// The ingredients a model knows, with their facts.
struct IngredientTable: Sendable {
    var names: [String]
    var categories: [String?]
    var index: [String: Int]
    var compounds: CompoundSets
    var compoundNames: [String]
    /// Per compound, its place when naming shared compounds: those fewer ingredients hold (more
    /// telling) first, then by name.
    var compoundTelling: [Int]

    mutating func append(_ name: String) -> Int {
        let position = names.count
        names.append(name)
        categories.append(nil)
        index[name] = position
        compounds.appendEmpty()
        return position
    }
}

/// A recipe by ingredient positions, its region (−1 for none) and how much it counts.
struct TrainingRecipe: Sendable {
    var ingredients: [Int32]
    var region: Int
    var weight: Double
}
