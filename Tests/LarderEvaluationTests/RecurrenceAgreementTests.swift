import Foundation
import Testing

@testable import LarderEvaluation

/// dateutil is needed for these; CI installs it (LARDER_REQUIRE_PYTHON_TOOLS=1 makes its
/// absence a failure there), and elsewhere the suite skips, saying why.
private let reference = DateutilReference()
private let referenceIsAvailable = reference.isAvailable

@Suite("Recurrence agrees with python-dateutil")
struct RecurrenceAgreementTests {
    @Test("python-dateutil is present when CI requires the Python tools")
    func toolsPresentWhenRequired() {
        if PythonTool.toolsAreRequired {
            #expect(referenceIsAvailable, "\(reference.python.executable) cannot import dateutil.rrule and zoneinfo")
        }
    }

    @Test(
        "500 random rules in three time zones give the same first 50 occurrences as dateutil's rrulestr",
        .enabled(if: referenceIsAvailable, "python-dateutil is not installed for \(reference.python.executable)"))
    func agreement() throws {
        // MUT
        let report = try RecurrenceAgreement.run(rules: 500, seed: 2025, reference: reference)

        // validate
        #expect(report.rules == 500)
        #expect(report.occurrences > 15_000)
        #expect(report.disagreements == 0, "first disagreements: \(report.examples)")
    }

    @Test("The generated rules are valid, reproducible from the seed, and cover every kind of part")
    func generatedRules() {
        var first = RandomRecurrenceRules(seed: 7)
        var second = RandomRecurrenceRules(seed: 7)

        let cases = first.cases(rules: 400).map { $0[0] }
        let again = second.cases(rules: 400).map { $0[0] }

        #expect(cases.map(\.rule) == again.map(\.rule))
        #expect(cases.allSatisfy { (try? $0.rule.validate()) != nil })
        let rules = cases.map(\.rule)
        #expect(rules.contains { $0.byDay.contains { ($0.ordinal ?? 0) < 0 } })
        #expect(rules.contains { $0.byMonthDay.contains { $0 < 0 } })
        #expect(rules.contains { $0.bySetPosition.contains { $0 < 0 } })
        #expect(rules.contains { !$0.byMonth.isEmpty })
        #expect(rules.contains { $0.count != nil })
        #expect(rules.contains { $0.until != nil })
        #expect(Set(rules.map(\.frequency)).count >= 6)
    }
}
