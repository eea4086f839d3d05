/// Sorts reminders into topic lists by their titles, in English, Ukrainian and Russian: a
/// softmax regression over words, stems and letter n-grams (see `ReminderTopicFeatures`),
/// trained on titles the team wrote (`ReminderTopicTitles.tsv`), with a class for titles
/// that fit no topic ("call Mum", "Anna's birthday", "watch Dune"). A reminder joins a
/// topic when that topic's probability is at least `threshold`. No network, no download:
/// the shared classifier trains on first use (well under a second in a release build).
public struct ReminderTopicClassifier: Sendable {
    public static let threshold = 0.5

    /// One training title: its topic, or nil for none.
    public struct Example: Hashable, Sendable {
        public var title: String
        public var topic: ReminderTopic?

        public init(_ title: String, _ topic: ReminderTopic?) {
            self.title = title
            self.topic = topic
        }
    }

    /// How training runs: passes over the data, step size, L2 penalty, and how strongly
    /// smaller classes are weighted up (0 none, 1 fully to the mean class size).
    public struct Settings: Hashable, Sendable {
        public var epochs = 30
        public var learningRate = 0.5
        public var l2 = 1e-5
        public var classBalance = 0.5

        public init() {}
    }

    /// The classifier trained on the titles Larder ships.
    public static let shared = ReminderTopicClassifier(training: ReminderTopicTraining.examples)

    /// Classes are the topics in declaration order, then none.
    private let model: SoftmaxRegression

    public init(training examples: [Example], settings: Settings = Settings()) {
        let none = ReminderTopic.allCases.count
        let documents = examples.map { example in
            (
                features: ReminderTopicFeatures.of(example.title),
                label: example.topic.flatMap { ReminderTopic.allCases.firstIndex(of: $0) } ?? none
            )
        }
        model = SoftmaxRegression(classCount: none + 1, documents: documents, settings: settings)
    }

    /// Each topic's probability for `title` (what is left over is "none").
    public func probabilities(_ title: String) -> [ReminderTopic: Double] {
        let probabilities = model.probabilities(ReminderTopicFeatures.of(title))
        return Dictionary(uniqueKeysWithValues: ReminderTopic.allCases.enumerated().map { ($1, probabilities[$0]) })
    }

    /// The topic `title` joins, or nil when no topic reaches the threshold.
    public func topic(for title: String) -> ReminderTopic? {
        guard let best = probabilities(title).max(by: { $0.value < $1.value }), best.value >= Self.threshold else {
            return nil
        }
        return best.key
    }
}
