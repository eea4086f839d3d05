import Foundation

extension RecurrenceAgreement.Report {
    /// The figures as one JSON line: rules, occurrences, disagreements and the first
    /// disagreeing rules (then cases and seconds).
    public var json: String {
        struct Line: Encodable {
            var rules: Int
            var occurrences: Int
            var disagreements: Int
            var examples: [Example]
            var cases: Int
            var larderSeconds: Double
            var referenceSeconds: Double
        }
        struct Example: Encodable {
            var rule: String
            var start: String
            var zone: String?
            var larder: String
            var reference: String
        }
        let line = Line(
            rules: rules, occurrences: occurrences, disagreements: disagreements,
            examples: examples.map { Example(rule: $0.rule, start: $0.start, zone: $0.zone, larder: $0.larder, reference: $0.reference) },
            cases: cases, larderSeconds: (larderSeconds * 1000).rounded() / 1000,
            referenceSeconds: (referenceSeconds * 1000).rounded() / 1000)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(line), as: UTF8.self)
    }
}
