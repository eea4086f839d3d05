import LarderCore

/// `larder eval reminder-topics`: the topic classifier on labelled titles it never saw.
///
/// A title's prediction is the likeliest topic when its probability reaches the threshold
/// (0.5), otherwise none. Per topic: precision, recall and F1 of that prediction; macroF1
/// is the mean F1 over the six topics. Overall, precision is the share of titles given a
/// topic that got the right one; coverage the share of titles that have a topic that were
/// given one (right or wrong); abstainRate the share of titles with no topic that were
/// given none.
public enum ReminderTopicEvaluation {
    public struct TopicScore: Hashable, Sendable {
        public var truePositives = 0
        public var falsePositives = 0
        public var falseNegatives = 0

        public init() {}

        public var precision: Double { ratio(truePositives, truePositives + falsePositives) }
        public var recall: Double { ratio(truePositives, truePositives + falseNegatives) }
        public var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }
    }

    public struct Mistake: Hashable, Sendable {
        public var title: String
        public var expected: ReminderTopic?
        public var predicted: ReminderTopic?
        public var probability: Double
    }

    public struct Report: Sendable {
        public var rows = 0
        public var topicRows = 0
        public var noneRows = 0
        public var byTopic: [ReminderTopic: TopicScore] = [:]
        /// Titles given a topic, and of those the right one.
        public var assigned = 0
        public var correct = 0
        /// Titles with a topic that were given some topic.
        public var covered = 0
        public var abstained = 0
        public var mistakes: [Mistake] = []

        public var macroF1: Double {
            ReminderTopic.allCases.map { byTopic[$0, default: TopicScore()].f1 }.reduce(0, +) / Double(ReminderTopic.allCases.count)
        }
        public var precision: Double { ratio(correct, assigned) }
        public var coverage: Double { ratio(covered, topicRows) }
        public var abstainRate: Double { ratio(abstained, noneRows) }
    }

    public static func run(
        _ rows: [LabelledReminderTitle], classifier: ReminderTopicClassifier = .shared, mistakeLimit: Int = 0
    ) -> Report {
        var report = Report(rows: rows.count)
        for row in rows {
            let probabilities = classifier.probabilities(row.title)
            let best = probabilities.max { $0.value < $1.value }!
            let predicted = best.value >= ReminderTopicClassifier.threshold ? best.key : nil
            tally(&report, expected: row.topic, predicted: predicted)
            if predicted != row.topic, report.mistakes.count < mistakeLimit {
                report.mistakes.append(Mistake(title: row.title, expected: row.topic, predicted: predicted, probability: best.value))
            }
        }
        return report
    }

    private static func tally(_ report: inout Report, expected: ReminderTopic?, predicted: ReminderTopic?) {
        if expected == nil { report.noneRows += 1 } else { report.topicRows += 1 }
        if expected == nil, predicted == nil { report.abstained += 1 }
        if expected != nil, predicted != nil { report.covered += 1 }
        if let predicted {
            report.assigned += 1
            if predicted == expected {
                report.correct += 1
                report.byTopic[predicted, default: TopicScore()].truePositives += 1
            } else {
                report.byTopic[predicted, default: TopicScore()].falsePositives += 1
            }
        }
        if let expected, predicted != expected { report.byTopic[expected, default: TopicScore()].falseNegatives += 1 }
    }
}

func ratio(_ part: Int, _ whole: Int) -> Double {
    whole == 0 ? 0 : Double(part) / Double(whole)
}
