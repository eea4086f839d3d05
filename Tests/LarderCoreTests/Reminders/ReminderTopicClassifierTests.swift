import Foundation
import Testing

@testable import LarderCore

@Suite("Reminder topics")
struct ReminderTopicClassifierTests {
    /// A small training set keeps these tests fast; the shipped model is measured in
    /// LarderEvaluationTests.
    private let classifier = ReminderTopicClassifier(training: [
        .init("buy milk", .groceries), .init("buy bread and eggs", .groceries), .init("купити молоко", .groceries),
        .init("pay the gas bill", .errands), .init("pay rent", .errands), .init("оплатити газ", .errands),
        .init("call mum", nil), .init("mum's birthday", nil), .init("подзвонити мамі", nil),
    ])

    @Test("A title joins the topic its words point to, in English and Cyrillic")
    func joinsTopic() {
        #expect(classifier.topic(for: "Buy milk") == .groceries)
        #expect(classifier.topic(for: "Купити молока") == .groceries)
        #expect(classifier.topic(for: "Pay the water bill") == .errands)
    }

    @Test("A title like the ones that fit no topic joins no list")
    func joinsNone() {
        #expect(classifier.topic(for: "Call mum tonight") == nil)
        #expect(classifier.topic(for: "Подзвонити мамі") == nil)
    }

    @Test("Probabilities of the six topics leave the rest to none and never exceed one")
    func probabilities() {
        let probabilities = classifier.probabilities("call mum")

        #expect(Set(probabilities.keys) == Set(ReminderTopic.allCases))
        #expect(probabilities.values.reduce(0, +) < 0.5)
        #expect(probabilities.values.allSatisfy { $0 >= 0 && $0 <= 1 })
    }

    @Test("Words are read without case, accents or apostrophes, and numbers are dropped")
    func words() {
        #expect(ReminderTopicFeatures.words("П'ятниця: ЁЛКА at 18:30, Café") == ["пятниця", "елка", "at", "cafe"])
    }

    @Test("Every row of the shipped training file is read, in all three languages and every topic")
    func shippedTrainingFile() {
        let text = String(decoding: PackageResources.ReminderTopicTitles_tsv, as: UTF8.self)
        let rows = text.split(separator: "\n").dropFirst()

        #expect(ReminderTopicTraining.examples.count == rows.count)
        #expect(Set(rows.map { $0.split(separator: "\t")[0] }) == ["en", "uk", "ru"])
        #expect(Set(ReminderTopicTraining.examples.compactMap(\.topic)) == Set(ReminderTopic.allCases))
        #expect(ReminderTopicTraining.examples.contains { $0.topic == nil })
    }
}
