import Foundation

/// A multinomial naive Bayes model over text features: for each class, how often each feature
/// occurs; a text's class is the one under which its features are likeliest (with additive
/// smoothing, so one unseen pairing does not rule a class out).
struct NaiveBayesText<Label: Hashable & Sendable>: Sendable {
    private(set) var labels: [Label] = []
    private var labelIndex: [Label: Int] = [:]
    private var documents: [Double] = []
    private var featureTotals: [Double] = []
    private var counts: [String: [Double]] = [:]
    private let smoothing: Double

    init(smoothing: Double) {
        self.smoothing = smoothing
    }

    var isEmpty: Bool { counts.isEmpty }

    func knows(_ feature: String) -> Bool { counts[feature] != nil }

    /// Counts one document's features for `label`; `weight` counts it as that many documents.
    mutating func add(_ features: [String], as label: Label, weight: Double = 1) {
        guard !features.isEmpty else { return }
        let index = self.index(of: label)
        documents[index] += weight
        for feature in features {
            if counts[feature] == nil { counts[feature] = Array(repeating: 0, count: labels.count) }
            if counts[feature]!.count < labels.count {
                counts[feature]!.append(contentsOf: Array(repeating: 0, count: labels.count - counts[feature]!.count))
            }
            counts[feature]![index] += weight
            featureTotals[index] += weight
        }
    }

    private mutating func index(of label: Label) -> Int {
        if let index = labelIndex[label] { return index }
        labels.append(label)
        labelIndex[label] = labels.count - 1
        documents.append(0)
        featureTotals.append(0)
        return labels.count - 1
    }

    /// The likeliest label for `features` with its posterior probability, or nil when none of the
    /// features was ever seen.
    func classify(_ features: [String]) -> (label: Label, probability: Double)? {
        let known = features.filter { counts[$0] != nil }
        guard !known.isEmpty, !labels.isEmpty else { return nil }
        let vocabulary = Double(counts.count)
        let allDocuments = documents.reduce(0, +)
        var scores: [Double] = labels.indices.map { index in
            var score = log(documents[index] / allDocuments)
            let denominator = featureTotals[index] + smoothing * vocabulary
            for feature in known {
                let count = counts[feature].map { $0.indices.contains(index) ? $0[index] : 0 } ?? 0
                score += log((count + smoothing) / denominator)
            }
            return score
        }
        guard let best = scores.indices.max(by: { scores[$0] < scores[$1] }) else { return nil }
        // Posterior by the log-sum-exp of the scores, relative to the best.
        let top = scores[best]
        for index in scores.indices { scores[index] = exp(scores[index] - top) }
        return (labels[best], 1 / scores.reduce(0, +))
    }
}
