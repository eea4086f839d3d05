import Foundation
import LarderCore
import Testing

@testable import LarderEvaluation

/// Titles written for these tests only, never used for training: a mixed file, and one per
/// language written later, each without any title the training data holds.
private let dataFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Data")
private let heldOutFile = dataFolder.appendingPathComponent("reminder-topics-heldout.csv")

@Suite("Reminder topic evaluation")
struct ReminderTopicEvaluationTests {
    @Test("The metrics count what they say on a hand-made case")
    func metrics() {
        let classifier = ReminderTopicClassifier(training: [
            .init("buy milk", .groceries), .init("buy bread", .groceries), .init("buy eggs", .groceries),
            .init("pay rent", .errands), .init("pay the gas bill", .errands), .init("call mum", nil),
            .init("call dad", nil), .init("mum's birthday", nil),
        ])
        let rows = [
            LabelledReminderTitle(title: "buy milk", topic: .groceries),
            LabelledReminderTitle(title: "pay rent", topic: .groceries),
            LabelledReminderTitle(title: "call mum", topic: nil),
            LabelledReminderTitle(title: "zzzz", topic: .home),
        ]

        let report = ReminderTopicEvaluation.run(rows, classifier: classifier)

        #expect(report.topicRows == 3)
        #expect(report.noneRows == 1)
        #expect(report.assigned == 2)
        #expect(report.correct == 1)
        #expect(report.precision == 0.5)
        #expect(abs(report.coverage - 2.0 / 3) < 1e-9)
        #expect(report.abstainRate == 1)
        #expect(report.byTopic[.groceries]?.truePositives == 1)
        #expect(report.byTopic[.groceries]?.falseNegatives == 1)
        #expect(report.byTopic[.errands]?.falsePositives == 1)
        #expect(report.byTopic[.home]?.falseNegatives == 1)
    }

    @Test("The CSV reader takes quoted titles and empty topics, and names an unknown topic's line")
    func csv() throws {
        let rows = try LabelledReminderTitle.rows(fromCSV: "title,topic\n\"Buy milk, eggs\",groceries\nCall mum,\n")

        #expect(rows == [.init(title: "Buy milk, eggs", topic: .groceries), .init(title: "Call mum", topic: nil)])
        #expect(throws: LabelledReminderTitleError.unknownTopic(line: 2, topic: "shopping")) {
            try LabelledReminderTitle.rows(fromCSV: "title,topic\nBuy milk,shopping\n")
        }
    }

    @Test("On the held-out titles in three languages the shipped classifier meets the targets")
    func heldOutTargets() throws {
        let rows = try LabelledReminderTitle.rows(fromCSV: String(contentsOf: heldOutFile, encoding: .utf8))

        let report = ReminderTopicEvaluation.run(rows)

        #expect(rows.count > 200)
        #expect(report.macroF1 >= 0.85, "macro-F1 \(report.macroF1)")
        #expect(report.precision >= 0.90, "precision \(report.precision)")
        #expect(report.coverage >= 0.80, "coverage \(report.coverage)")
        #expect(report.abstainRate >= 0.85, "abstain rate \(report.abstainRate)")
    }

    @Test("On held-out titles of each language alone the shipped classifier meets the targets", arguments: ["en", "uk", "ru"])
    func heldOutTargetsByLanguage(language: String) throws {
        let file = dataFolder.appendingPathComponent("reminder-topics-heldout-\(language).csv")
        let rows = try LabelledReminderTitle.rows(fromCSV: String(contentsOf: file, encoding: .utf8))

        let report = ReminderTopicEvaluation.run(rows)

        #expect(rows.count > 150)
        #expect(report.macroF1 >= 0.85, "\(language) macro-F1 \(report.macroF1)")
        #expect(report.precision >= 0.90, "\(language) precision \(report.precision)")
        #expect(report.coverage >= 0.80, "\(language) coverage \(report.coverage)")
        #expect(report.abstainRate >= 0.85, "\(language) abstain rate \(report.abstainRate)")
    }

    @Test("No held-out title is a training title")
    func heldOutTitlesAreUnseen() throws {
        let training = Set(ReminderTopicTraining.examples.map { $0.title.lowercased() })
        for language in ["en", "uk", "ru"] {
            let file = dataFolder.appendingPathComponent("reminder-topics-heldout-\(language).csv")
            let rows = try LabelledReminderTitle.rows(fromCSV: String(contentsOf: file, encoding: .utf8))
            #expect(rows.filter { training.contains($0.title.lowercased()) }.map(\.title) == [], "\(language)")
        }
    }
}
