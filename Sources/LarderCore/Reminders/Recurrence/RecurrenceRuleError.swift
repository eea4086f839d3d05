/// Why a recurrence rule was refused, naming the part at fault ("BYSETPOS", "UNTIL"…) so
/// that an API can answer with a 400 that points at it.
public struct RecurrenceRuleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule part at fault, as RFC 5545 names it: "FREQ", "BYDAY", "COUNT"…; "RRULE"
    /// when the text as a whole is malformed.
    public var part: String
    public var message: String

    public init(part: String, message: String) {
        self.part = part
        self.message = message
    }

    public var description: String { "\(part): \(message)" }
}
