import ArgumentParser
import Foundation
import LarderCore
import LarderEvaluation

/// `larder eval reminder-topics FILE.csv`: the topic classifier on labelled titles.
struct EvalReminderTopicsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reminder-topics",
        abstract: "Measure the reminder topic classifier on a labelled CSV.",
        discussion: """
            FILE.csv has the header title,topic; topic is one of groceries, cooking, home, health, \
            work, errands, or empty for a title that fits none. Prints per topic precision, recall \
            and F1, then macro-F1 over the six topics, precision and coverage at the 0.5 threshold, \
            and the share of topic-less titles that joined no list. The last line is JSON. \
            ReminderTopicEvaluation documents the definitions.
            """)

    @Argument(help: "The labelled CSV.")
    var file: String

    @Option(help: "Also print up to this many wrongly classified titles.")
    var mistakes = 0

    func run() throws {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ValidationError("\(file) is missing or unreadable")
        }
        let rows: [LabelledReminderTitle]
        do { rows = try LabelledReminderTitle.rows(fromCSV: String(decoding: data, as: UTF8.self)) } catch {
            throw ValidationError("\(file): \(error)")
        }
        let started = Date()
        let report = ReminderTopicEvaluation.run(rows, mistakeLimit: mistakes)
        print("\(report.rows) titles (\(report.topicRows) with a topic, \(report.noneRows) without) in \(String(format: "%.2f", Date().timeIntervalSince(started))) s, training included")
        for topic in ReminderTopic.allCases {
            let score = report.byTopic[topic, default: ReminderTopicEvaluation.TopicScore()]
            let name = topic.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)
            print("  \(name)" + String(format: " precision %.3f  recall %.3f  F1 %.3f", score.precision, score.recall, score.f1))
        }
        print(String(format: "macro-F1 %.3f  precision %.3f  coverage %.3f  abstain rate %.3f",
            report.macroF1, report.precision, report.coverage, report.abstainRate))
        for mistake in report.mistakes {
            print("  [\(mistake.expected?.rawValue ?? "none") → \(mistake.predicted?.rawValue ?? "none") \(String(format: "%.2f", mistake.probability))] \(mistake.title)")
        }
        print(report.json)
    }
}
