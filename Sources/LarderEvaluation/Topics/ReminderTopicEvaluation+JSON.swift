import Foundation
import LarderCore

extension ReminderTopicEvaluation.Report {
    /// The figures as one JSON line: macroF1, precision, coverage, abstainRate, counts, and
    /// each topic's precision, recall and F1.
    public var json: String {
        struct Line: Encodable {
            var macroF1: Double
            var precision: Double
            var coverage: Double
            var abstainRate: Double
            var rows: Int
            var topicRows: Int
            var noneRows: Int
            var topics: [String: Topic]
        }
        struct Topic: Encodable {
            var precision: Double
            var recall: Double
            var f1: Double
            var truePositives: Int
            var falsePositives: Int
            var falseNegatives: Int
        }
        func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }
        let topics = Dictionary(uniqueKeysWithValues: ReminderTopic.allCases.map { topic in
            let score = byTopic[topic, default: ReminderTopicEvaluation.TopicScore()]
            return (
                topic.rawValue,
                Topic(
                    precision: rounded(score.precision), recall: rounded(score.recall), f1: rounded(score.f1),
                    truePositives: score.truePositives, falsePositives: score.falsePositives, falseNegatives: score.falseNegatives)
            )
        })
        let line = Line(
            macroF1: rounded(macroF1), precision: rounded(precision), coverage: rounded(coverage),
            abstainRate: rounded(abstainRate), rows: rows, topicRows: topicRows, noneRows: noneRows, topics: topics)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try! encoder.encode(line), as: UTF8.self)
    }
}
