/// A `BEGIN:NAME … END:NAME` block: its properties in order and the blocks inside it. Used
/// for what Larder passes through untouched (VTIMEZONE, VALARM) and as the parse tree.
public struct ICalendarComponent: Hashable, Sendable {
    public var name: String
    public var properties: [ContentLine]
    public var components: [ICalendarComponent]

    public init(name: String, properties: [ContentLine] = [], components: [ICalendarComponent] = []) {
        self.name = name.uppercased()
        self.properties = properties
        self.components = components
    }

    /// The unfolded lines, BEGIN to END.
    public var lines: [String] {
        ["BEGIN:\(name)"] + properties.map(\.text) + components.flatMap(\.lines) + ["END:\(name)"]
    }

    /// The folded text with CRLF line ends, as it goes on the wire.
    public var text: String {
        lines.map(ICalendarText.fold).joined()
    }

    /// The top-level components of iCalendar text (usually one VCALENDAR).
    public static func parse(_ text: String) throws(ICalendarError) -> [ICalendarComponent] {
        var stack: [ICalendarComponent] = []
        var roots: [ICalendarComponent] = []
        for (offset, line) in ICalendarText.unfold(text).enumerated() {
            guard let content = ContentLine(parsing: line) else {
                throw ICalendarError(line: offset + 1, message: "\"\(line.prefix(40))\" is not NAME:VALUE")
            }
            switch content.name {
            case "BEGIN":
                stack.append(ICalendarComponent(name: content.value.trimmingWhitespace().uppercased()))
            case "END":
                let name = content.value.trimmingWhitespace().uppercased()
                guard let open = stack.popLast(), open.name == name else {
                    throw ICalendarError(line: offset + 1, message: "END:\(name) closes nothing open")
                }
                if stack.isEmpty { roots.append(open) } else { stack[stack.count - 1].components.append(open) }
            default:
                guard !stack.isEmpty else {
                    throw ICalendarError(line: offset + 1, message: "\(content.name) is outside BEGIN/END")
                }
                stack[stack.count - 1].properties.append(content)
            }
        }
        if let open = stack.last { throw ICalendarError(line: 0, message: "BEGIN:\(open.name) is never closed") }
        return roots
    }
}

/// Why iCalendar text could not be read: the line (after unfolding, from 1) and the reason.
public struct ICalendarError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { line > 0 ? "line \(line): \(message)" : message }
}
