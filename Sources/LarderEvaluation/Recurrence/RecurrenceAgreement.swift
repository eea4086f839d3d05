import Foundation
import LarderCore

/// `larder eval recurrence`: random rules expanded by Larder and by python-dateutil, the
/// first occurrences compared one by one (wall time, and instant for timed starts).
public enum RecurrenceAgreement {
    public struct Report: Sendable {
        public var rules = 0
        public var cases = 0
        public var occurrences = 0
        /// Rules on which the two disagree in any zone.
        public var disagreements = 0
        public var examples: [Example] = []
        public var larderSeconds = 0.0
        public var referenceSeconds = 0.0
    }

    /// A disagreeing case: the rule, where it starts, and the first occurrences that differ.
    public struct Example: Sendable {
        public var rule: String
        public var start: String
        public var zone: String?
        public var larder: String
        public var reference: String
    }

    public static func run(
        rules: Int, seed: UInt64, limit: Int = 50, exampleLimit: Int = 5, reference: DateutilReference = DateutilReference()
    ) throws -> Report {
        var generator = RandomRecurrenceRules(seed: seed)
        let grouped = generator.cases(rules: rules)
        let cases = grouped.flatMap { $0 }
        var report = Report(rules: grouped.count, cases: cases.count)
        let referenceStarted = Date()
        let expected = try reference.expand(cases, limit: limit)
        report.referenceSeconds = Date().timeIntervalSince(referenceStarted)
        let larderStarted = Date()
        let actual = cases.map { $0.larderOccurrences(limit: limit) }
        report.larderSeconds = Date().timeIntervalSince(larderStarted)
        var caseIndex = 0
        for group in grouped {
            var disagrees = false
            for item in group {
                let mine = actual[caseIndex]
                caseIndex += 1
                report.occurrences += mine.count
                let theirs = expected[item.id] ?? .failure(ReferenceError(message: "no answer"))
                guard let example = difference(item, mine, theirs) else { continue }
                disagrees = true
                if report.examples.count < exampleLimit { report.examples.append(example) }
            }
            if disagrees { report.disagreements += 1 }
        }
        return report
    }

    private static func difference(
        _ item: RecurrenceCase, _ mine: [ReferenceOccurrence], _ theirs: Result<[ReferenceOccurrence], ReferenceError>
    ) -> Example? {
        func example(_ larder: String, _ reference: String) -> Example {
            Example(rule: item.rule.text, start: item.startWallTime.iso, zone: item.zone, larder: larder, reference: reference)
        }
        switch theirs {
        case .failure(let error):
            return example(mine.first.map { "\($0) …" } ?? "no occurrences", "error: \(error.message)")
        case .success(let expected):
            if let index = zip(mine, expected).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
                return example("#\(index + 1) \(mine[index])", "#\(index + 1) \(expected[index])")
            }
            if mine.count != expected.count {
                let shorter = min(mine.count, expected.count)
                return example(
                    "\(mine.count) occurrences" + (mine.count > shorter ? ", next \(mine[shorter])" : ""),
                    "\(expected.count) occurrences" + (expected.count > shorter ? ", next \(expected[shorter])" : ""))
            }
            return nil
        }
    }
}
