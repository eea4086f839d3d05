import Foundation

extension PairingModel {
    /// The partners of the query's ingredients, best first, each with its evidence.
    public func suggest(_ query: PairingQuery) -> PairingResult {
        var known: [Int] = []
        var unknown: [String] = []
        for text in query.ingredients {
            if let name = resolve(text), let position = ingredients.index[name] {
                if !known.contains(position) { known.append(position) }
            } else {
                unknown.append(text)
            }
        }
        guard !known.isEmpty else { return PairingResult(ingredients: [], unknown: unknown, suggestions: []) }
        var scores = scores(for: known)
        let region = query.region.flatMap { regions.firstIndex(of: $0) }
        if let region { useRegionalPrior(region, on: &scores, queryCount: known.count) }
        let candidates = ranked(scores, region: region, query: query)
        let evidence = RecipeEvidence(model: self, query: known, region: region)
        let names = ingredients.names
        let categories = ingredients.categories
        let compounds = ingredients.compounds
        let compoundNames = ingredients.compoundNames
        let telling = ingredients.compoundTelling
        let examples = max(0, query.compoundExamples)
        let suggestions = candidates.map { candidate in
            let common = compounds.common(known + [candidate])
            let shown = common.sorted { telling[$0] < telling[$1] }.prefix(examples)
            return PairingSuggestion(
                ingredient: names[candidate], category: categories[candidate], score: Double(scores[candidate]),
                recipesTogether: evidence.withAll(candidate), sharedCompoundCount: common.count,
                sharedCompounds: shown.map { compoundNames[$0] },
                withEach: known.enumerated().map { offset, q in
                    PairingEvidence(
                        ingredient: names[q], recipesTogether: evidence.with(offset, candidate),
                        sharedCompounds: compounds.shared(q, candidate))
                })
        }
        return PairingResult(ingredients: known.map { names[$0] }, unknown: unknown, suggestions: suggestions)
    }

    /// The candidates the query allows, best first (ties by name), cut to its limit.
    private func ranked(_ scores: [Float], region: Int?, query: PairingQuery) -> [Int] {
        let allowed = query.among.map { Set($0.compactMap { resolve($0).flatMap { ingredients.index[$0] } }) }
        let categories = ingredients.categories
        let inRegion = region.map { regionCounts[$0] }
        var candidates = scores.indices.filter { candidate in
            guard scores[candidate] > -.infinity else { return false }
            if let inRegion, inRegion[candidate] == 0 { return false }
            if !query.categories.isEmpty, !query.categories.contains(categories[candidate] ?? "") { return false }
            return allowed?.contains(candidate) ?? true
        }
        let names = ingredients.names
        candidates.sort { a, b in scores[a] != scores[b] ? scores[a] > scores[b] : names[a] < names[b] }
        if let limit = query.limit { candidates = Array(candidates.prefix(max(0, limit))) }
        return candidates
    }

    /// Swaps the global popularity prior for the region's, so what is common there ranks higher.
    private func useRegionalPrior(_ region: Int, on scores: inout [Float], queryCount: Int) {
        let total = Double(max(1, regionTotals[region]))
        let weight = Float(parameters.popularityWeight * Double(queryCount))
        for candidate in scores.indices where scores[candidate] > -.infinity {
            let regional = Float(log(max(Double(regionCounts[region][candidate]), 0.5) / total))
            scores[candidate] += weight * (regional - prior[candidate])
        }
    }
}

/// How many recipes (of the query's region, if any) hold each ingredient together with each
/// query ingredient and with all of them: one pass over the recipes that hold a query ingredient.
struct RecipeEvidence {
    private let count: Int
    /// Per ingredient, recipes holding it and every query ingredient.
    private var all: [Int32]
    /// Per query ingredient, per ingredient (end to end), recipes holding both.
    private var each: [Int32]

    init(model: PairingModel, query: [Int], region: Int?) {
        let count = model.ingredientCount
        self.count = count
        var all = Array(repeating: Int32(0), count: count)
        var each = Array(repeating: Int32(0), count: count * query.count)
        var held = Array(repeating: UInt8(0), count: model.recipeCount)
        let flat = model.recipeIngredients
        let starts = model.recipeStarts
        let regions = model.recipeRegions
        flat.withUnsafeBufferPointer { flat in
            each.withUnsafeMutableBufferPointer { each in
                for (offset, q) in query.enumerated() {
                    let base = offset * count
                    for recipe in model.postings[q] {
                        let r = Int(recipe)
                        if let region, Int(regions[r]) != region { continue }
                        for i in Int(starts[r])..<Int(starts[r + 1]) { each[base + Int(flat[i])] += 1 }
                        held[r] &+= 1
                    }
                }
            }
            if let first = query.first {
                for recipe in model.postings[first] where Int(held[Int(recipe)]) == query.count {
                    let r = Int(recipe)
                    for i in Int(starts[r])..<Int(starts[r + 1]) { all[Int(flat[i])] += 1 }
                }
            }
        }
        self.all = all
        self.each = each
    }

    func withAll(_ candidate: Int) -> Int { Int(all[candidate]) }
    func with(_ offset: Int, _ candidate: Int) -> Int { Int(each[offset * count + candidate]) }
}
