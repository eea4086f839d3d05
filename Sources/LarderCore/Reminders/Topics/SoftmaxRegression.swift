import Foundation

/// Multinomial logistic regression over sparse text features, trained by stochastic
/// gradient descent with L2 regularisation: for each class a weight per feature; a text's
/// probabilities are the softmax of its summed weights. Training is deterministic (a fixed
/// shuffle), so the same data always gives the same model.
struct SoftmaxRegression: Sendable {
    let classCount: Int
    private let featureIndex: [String: Int]
    private var weights: [Double] = []
    private var biases: [Double]

    init(classCount: Int, documents: [(features: [String], label: Int)], settings: ReminderTopicClassifier.Settings) {
        self.classCount = classCount
        biases = Array(repeating: 0, count: classCount)
        var known: [String: Int] = [:]
        let encoded = documents.map { document in
            for feature in document.features where known[feature] == nil { known[feature] = known.count }
            return (indices: Set(document.features).map { known[$0]! }.sorted(), label: document.label)
        }
        featureIndex = known
        weights = Array(repeating: 0, count: featureIndex.count * classCount)
        train(encoded, settings)
    }

    /// The probability of each class.
    func probabilities(_ features: [String]) -> [Double] {
        probabilities(indices: Set(features).compactMap { featureIndex[$0] }.sorted())
    }

    private func probabilities(indices: [Int]) -> [Double] {
        // Each feature counts 1/sqrt(n), so long titles are not more sure for being long.
        let scale = indices.isEmpty ? 0 : 1 / Double(indices.count).squareRoot()
        var scores = biases
        for index in indices {
            let base = index * classCount
            for label in 0..<classCount { scores[label] += weights[base + label] * scale }
        }
        let top = scores.max() ?? 0
        var total = 0.0
        for label in 0..<classCount {
            scores[label] = exp(scores[label] - top)
            total += scores[label]
        }
        return scores.map { $0 / total }
    }

    private mutating func train(_ documents: [(indices: [Int], label: Int)], _ settings: ReminderTopicClassifier.Settings) {
        // A class with fewer titles weighs more, by the square root of how much fewer, so
        // that the many grocery titles do not pull every doubtful title into groceries.
        var counts = Array(repeating: 0.0, count: classCount)
        for document in documents { counts[document.label] += 1 }
        let mean = counts.reduce(0, +) / Double(classCount)
        let classWeights = counts.map { $0 == 0 ? 1 : pow(mean / $0, settings.classBalance) }
        var order = Array(documents.indices)
        var random = SplitMix(seed: 20_251_125)
        for epoch in 0..<settings.epochs {
            order.shuffle(using: &random)
            let rate = settings.learningRate / (1 + Double(epoch) * 0.2)
            for position in order {
                let (indices, label) = documents[position]
                let predicted = probabilities(indices: indices)
                let scale = indices.isEmpty ? 0 : 1 / Double(indices.count).squareRoot()
                for other in 0..<classCount {
                    let gradient = (predicted[other] - (other == label ? 1 : 0)) * classWeights[label]
                    biases[other] -= rate * gradient * 0.1
                    for index in indices {
                        let slot = index * classCount + other
                        weights[slot] -= rate * (gradient * scale + settings.l2 * weights[slot])
                    }
                }
            }
        }
    }
}

/// A small reproducible generator for shuffling training data.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
