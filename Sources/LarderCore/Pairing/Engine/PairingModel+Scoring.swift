extension PairingModel {
    /// The position of an ingredient the model knows by this exact name ("olive_oil").
    public func index(of name: String) -> Int? {
        ingredients.index[name]
    }

    /// The ingredient at a position.
    public func name(at index: Int) -> String {
        ingredients.names[index]
    }

    /// Whether any recipe the model learnt from holds the ingredient at this position.
    public func isLearnt(_ index: Int) -> Bool {
        learntPosition[index] >= 0
    }

    /// The score of every ingredient, by position, for the query ingredients at `query`; query
    /// ingredients themselves score −∞. The fast path under `suggest(_:)`.
    public func scores(for query: [Int]) -> [Float] {
        let weights = queryWeights(query)
        var scores = prior.map { weights.popularity * $0 }
        let n = learnt.count
        association.withUnsafeBufferPointer { matrix in
            for q in query {
                let row = Int(learntPosition[q])
                guard row >= 0 else { continue }
                for column in 0..<n { scores[learnt[column]] += matrix[row * n + column] }
            }
        }
        if weights.compounds > 0 {
            for q in query where ingredients.compounds.sizes[q] > 0 {
                for candidate in scores.indices where ingredients.compounds.sizes[candidate] > 0 {
                    scores[candidate] += weights.compounds * Float(ingredients.compounds.cosine(q, candidate))
                }
            }
        }
        for q in query { scores[q] = -.infinity }
        return scores
    }

    /// The score of one candidate for the query ingredients: the same figure `scores(for:)` gives it.
    public func score(of candidate: Int, given query: [Int]) -> Float {
        if query.contains(candidate) { return -.infinity }
        let weights = queryWeights(query)
        var score = weights.popularity * prior[candidate]
        let column = Int(learntPosition[candidate])
        let n = learnt.count
        for q in query {
            let row = Int(learntPosition[q])
            if row >= 0, column >= 0 { score += association[row * n + column] }
            if weights.compounds > 0 {
                score += weights.compounds * Float(ingredients.compounds.cosine(q, candidate))
            }
        }
        return score
    }

    /// The prior's weight for this query, and the compounds' — all of it when no query
    /// ingredient is in any recipe, so that compounds rank what recipes cannot.
    private func queryWeights(_ query: [Int]) -> (popularity: Float, compounds: Float) {
        let anyLearnt = query.contains { learntPosition[$0] >= 0 }
        let compounds = anyLearnt ? parameters.compoundWeight : parameters.compoundOnlyWeight
        return (Float(parameters.popularityWeight * Double(max(1, query.count))), Float(compounds))
    }
}
