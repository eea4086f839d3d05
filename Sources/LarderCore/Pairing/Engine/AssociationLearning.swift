import Foundation

/// Learns the item-item association matrix of a `PairingModel` from its recipes.
struct AssociationLearning {
    let parameters: PairingParameters
    /// Ingredient positions that are in at least one recipe, in ingredient order.
    let learnt: [Int]
    let learntPosition: [Int32]
    /// Weighted co-occurrence over learnt ingredients (the Gram matrix XᵀWX); the diagonal is
    /// each ingredient's weighted recipe count.
    let cooccurrence: SquareMatrix
    let totalWeight: Double
    /// log P(c) per ingredient; ingredients in no recipe get half a recipe's share.
    let prior: [Float]

    init(ingredientCount: Int, recipes: [TrainingRecipe], parameters: PairingParameters) {
        self.parameters = parameters
        var inRecipes = Array(repeating: false, count: ingredientCount)
        for recipe in recipes { for ingredient in recipe.ingredients { inRecipes[Int(ingredient)] = true } }
        learnt = inRecipes.indices.filter { inRecipes[$0] }
        var position = Array(repeating: Int32(-1), count: ingredientCount)
        for (row, ingredient) in learnt.enumerated() { position[ingredient] = Int32(row) }
        learntPosition = position
        var gram = SquareMatrix(size: learnt.count)
        var total = 0.0
        for recipe in recipes {
            total += recipe.weight
            let rows = recipe.ingredients.map { Int(position[Int($0)]) }
            for a in rows { for b in rows { gram.values[a * gram.size + b] += recipe.weight } }
        }
        cooccurrence = gram
        totalWeight = total
        let floor = 0.5
        prior = (0..<ingredientCount).map { ingredient in
            let row = Int(position[ingredient])
            let weight = row >= 0 ? gram[row, row] : floor
            return total > 0 ? Float(log(max(weight, floor) / total)) : 0
        }
    }

    /// A = max(B, 0) + negativeWeight·min(B, 0) + neighbourWeight·S, zero on the diagonal, where B
    /// is the ridge item-item model and S the cosine of positive-PMI rows.
    func association() -> [Float] {
        let n = learnt.count
        guard n > 0 else { return [] }
        let model = itemItemWeights()
        let neighbours = neighbourSimilarity()
        var result = Array(repeating: Float(0), count: n * n)
        for row in 0..<n {
            for column in 0..<n where column != row {
                let weight = model.map { $0[row, column] } ?? 0
                let learntWeight = weight >= 0 ? weight : parameters.negativeWeight * weight
                result[row * n + column] = Float(learntWeight + parameters.neighbourWeight * neighbours[row, column])
            }
        }
        return result
    }

    /// B[i][j] = −P[i][j] / P[j][j] with P = (G + λI)⁻¹: how much having i in a recipe predicts j.
    /// Nil when the system cannot be solved (it always can with a positive ridge).
    func itemItemWeights() -> SquareMatrix? {
        var regularised = cooccurrence
        let ridge = max(parameters.ridgePerRecipe * totalWeight, parameters.minimumRidge, 1e-9)
        for i in 0..<regularised.size { regularised[i, i] += ridge }
        guard var weights = regularised.inverseOfPositiveDefinite() else { return nil }
        let n = weights.size
        let diagonal = (0..<n).map { weights[$0, $0] }
        for i in 0..<n {
            for j in 0..<n { weights.values[i * n + j] = i == j ? 0 : -weights.values[i * n + j] / diagonal[j] }
        }
        return weights
    }

    /// Cosine of the ingredients' positive-PMI rows: high when two ingredients go with the same
    /// partners, even if no recipe has both.
    func neighbourSimilarity() -> SquareMatrix {
        let n = cooccurrence.size
        var rows = SquareMatrix(size: n)
        for i in 0..<n {
            var norm = 0.0
            for j in 0..<n where j != i {
                let together = cooccurrence[i, j]
                guard together > 0 else { continue }
                let pmi = log(together * totalWeight / (cooccurrence[i, i] * cooccurrence[j, j]))
                if pmi > 0 {
                    rows[i, j] = pmi
                    norm += pmi * pmi
                }
            }
            if norm > 0 {
                let scale = 1 / norm.squareRoot()
                for j in 0..<n { rows.values[i * n + j] *= scale }
            }
        }
        var similarity = SquareMatrix(size: n)
        rows.values.withUnsafeBufferPointer { r in
            similarity.values.withUnsafeMutableBufferPointer { s in
                for i in 0..<n {
                    for j in i..<n {
                        var sum = 0.0
                        for k in 0..<n { sum += r[i * n + k] * r[j * n + k] }
                        s[i * n + j] = sum
                        s[j * n + i] = sum
                    }
                }
            }
        }
        return similarity
    }
}
