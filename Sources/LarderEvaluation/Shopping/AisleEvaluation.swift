import LarderCore

/// Measures the aisle classifier on food names it never saw: the foods are split by position —
/// every `holdOutEvery`-th food is held out, the rest train — and each held-out name is
/// classified and compared with its food group's aisle. Held-out names that also occur among
/// the training names (as a name or synonym) are dropped, so every tested name is new to the
/// model. Foods whose group has no aisle are left out.
public enum AisleEvaluation {
    public struct Score: Hashable, Sendable {
        public var trainingNames = 0
        public var tested = 0
        public var correct = 0
        /// Tested and correct names per true aisle.
        public var byAisle: [Aisle: (tested: Int, correct: Int)] = [:]
        /// Up to `mistakeLimit` wrong guesses: the name, its aisle, the guess.
        public var mistakes: [(name: String, expected: Aisle, guessed: Aisle)] = []

        public var accuracy: Double { tested == 0 ? 0 : Double(correct) / Double(tested) }

        public static func == (lhs: Score, rhs: Score) -> Bool {
            lhs.trainingNames == rhs.trainingNames && lhs.tested == rhs.tested && lhs.correct == rhs.correct
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(trainingNames)
            hasher.combine(tested)
            hasher.combine(correct)
        }
    }

    public static func run(_ foods: [Food], holdOutEvery: Int = 5, mistakeLimit: Int = 0) -> Score {
        let grouped = foods.compactMap { food in food.group.flatMap(Aisle.init(foodGroup:)).map { (food, $0) } }
        var training: [Food] = []
        var heldOut: [(Food, Aisle)] = []
        for (position, pair) in grouped.enumerated() {
            if holdOutEvery > 1, position % holdOutEvery == holdOutEvery / 2 {
                heldOut.append(pair)
            } else {
                training.append(pair.0)
            }
        }
        let examples = AisleTraining.examples(from: training) + AisleTraining.householdGoods
        let seen = Set(examples.map { ShoppingName.key($0.name) })
        let classifier = AisleClassifier(training: examples)
        var score = Score(trainingNames: examples.count)
        for (food, aisle) in heldOut where !seen.contains(ShoppingName.key(food.name)) {
            let guessed = classifier.aisle(for: food.name)
            score.tested += 1
            var entry = score.byAisle[aisle] ?? (0, 0)
            entry.tested += 1
            if guessed == aisle {
                score.correct += 1
                entry.correct += 1
            } else if score.mistakes.count < mistakeLimit {
                score.mistakes.append((food.name, aisle, guessed))
            }
            score.byAisle[aisle] = entry
        }
        return score
    }
}
