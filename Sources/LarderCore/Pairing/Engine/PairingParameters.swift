/// The weights of the pairing scorer. The defaults were chosen on the flavour-network recipes with
/// `larder eval pairing` (seed 7) and hold on other seeds; see `PairingModel` for what each weighs.
public struct PairingParameters: Hashable, Sendable {
    /// Ridge of the learnt item-item model per recipe of training (so that doubling every recipe
    /// learns the same weights): larger trusts rare pairs less.
    public var ridgePerRecipe: Double
    /// The least ridge, whatever the number of recipes: a household's few recipes alone would
    /// otherwise fit every accident of them.
    public var minimumRidge: Double
    /// How much a learnt negative weight ("these two replace each other") counts, from 0 to 1.
    public var negativeWeight: Double
    /// Weight of the second-order signal: ingredients used with the same partners (cosine of their
    /// positive-PMI rows), which is what speaks for pairs no recipe has yet.
    public var neighbourWeight: Double
    /// Weight of the popularity prior (log share of recipes), per query ingredient.
    public var popularityWeight: Double
    /// Weight of shared flavour compounds (cosine of compound sets) when recipes speak for the query.
    public var compoundWeight: Double
    /// Weight of shared flavour compounds when no query ingredient is in any recipe: then they are
    /// the only evidence there is.
    public var compoundOnlyWeight: Double

    public init(
        ridgePerRecipe: Double = 200.0 / 46_152, minimumRidge: Double = 5, negativeWeight: Double = 0.75, neighbourWeight: Double = 0.05,
        popularityWeight: Double = 0.008, compoundWeight: Double = 0.005, compoundOnlyWeight: Double = 1
    ) {
        self.ridgePerRecipe = ridgePerRecipe
        self.minimumRidge = minimumRidge
        self.negativeWeight = negativeWeight
        self.neighbourWeight = neighbourWeight
        self.popularityWeight = popularityWeight
        self.compoundWeight = compoundWeight
        self.compoundOnlyWeight = compoundOnlyWeight
    }

    public static let standard = PairingParameters()
}
