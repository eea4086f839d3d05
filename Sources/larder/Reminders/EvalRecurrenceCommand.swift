import ArgumentParser
import Foundation
import LarderEvaluation

/// `larder eval recurrence`: Larder's RRULE expansion against python-dateutil's rrulestr.
struct EvalRecurrenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recurrence",
        abstract: "Compare recurrence expansion with python-dateutil on random rules.",
        discussion: """
            Generates random valid RRULEs with random starts (reproducible from --seed), expands \
            the first 50 occurrences of each in Europe/Kyiv, America/New_York and Australia/Sydney \
            (series of days once, on the wall clock) with Larder and with dateutil's rrulestr (one \
            Python process for the batch; the interpreter is LARDER_TEST_PYTHON or python3, with \
            python-dateutil installed), and compares wall times and instants. The last line is JSON.
            """)

    @Option(help: "How many random rules to compare.")
    var rules = 10_000

    @Option(help: "The seed of the random rules.")
    var seed: UInt64 = 1

    @Option(help: "How many disagreeing rules to print.")
    var examples = 5

    func run() throws {
        let reference = DateutilReference()
        guard reference.isAvailable else {
            throw ValidationError("\(reference.python.executable) cannot import dateutil.rrule and zoneinfo; install python-dateutil")
        }
        let report = try RecurrenceAgreement.run(rules: rules, seed: seed, exampleLimit: examples, reference: reference)
        print("rules \(report.rules) (\(report.cases) rule-zone cases), seed \(seed)")
        print("occurrences compared \(report.occurrences)")
        print("disagreements \(report.disagreements)")
        print(String(format: "Larder %.2f s, dateutil %.2f s", report.larderSeconds, report.referenceSeconds))
        for example in report.examples {
            print("  \(example.rule) from \(example.start) in \(example.zone ?? "days"): Larder \(example.larder), dateutil \(example.reference)")
        }
        print(report.json)
    }
}
