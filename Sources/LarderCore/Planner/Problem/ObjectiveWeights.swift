/// The weights of the planner's objective. A plan's cost is
///
///     Σ eater-days Σ nutrients n [ w_n·|d_n| + bandExcess·max(0, |d_n| − band_n) ]
///   + rule·(weekly counts short of `atLeast` or over `atMost`
///           + pairs of cookings of one recipe fewer than `noRepeatDays` apart)
///   + expiring·Σ stock terms max(0, G − U)/G
///   + Σ groups the chosen candidate's cost
///   + extra·(half portions of extras given)
///
/// where d_n = (total_n − target_n)/target_n is a person's day off their target, band_n is
/// ±5 % for energy and ±10 % for each macronutrient, G is a stock term's grams and U the grams
/// of that food used by dishes cooked by its last day. A candidate's cost is
/// recency·max(0, 1 − days since last cooked/recencyDays) + stock·(share of its foods not in
/// stock) + rule when it was cooked before the plan fewer than `noRepeatDays` days earlier.
/// Every term is a convex piecewise-linear function of linear expressions in the choices, so
/// the whole is a mixed-integer linear programme, exactly.
///
/// The weights rank what matters: a day outside its band (1 % beyond costs 10) and a broken
/// rule (100) above expiring stock left unused (2 an item), above closeness inside the bands
/// and the preferences.
public struct ObjectiveWeights: Hashable, Sendable, Codable {
    public var energy: Double = 2
    public var macro: Double = 1
    public var bandExcess: Double = 1000
    public var rule: Double = 100
    public var expiring: Double = 2
    public var recency: Double = 0.05
    public var stock: Double = 0.05
    public var recencyDays: Double = 28
    /// Each half portion of an extra (`PlanExtra`) a person is given.
    public var extra: Double = 0.05
    /// Energy ±5 %, protein, fat and carbohydrate ±10 %, in `PlanNutrient.allCases` order.
    public var bands: [Double] = [0.05, 0.10, 0.10, 0.10]

    public init() {}

    /// The weight of |d| for each nutrient, in `PlanNutrient.allCases` order.
    var deviationWeights: [Double] { [energy, macro, macro, macro] }
}
