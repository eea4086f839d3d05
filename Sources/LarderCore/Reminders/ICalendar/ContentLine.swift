/// One iCalendar property as written on an (unfolded) content line:
/// `NAME;PARAM=value,value:VALUE` (RFC 5545 §3.1). The value is kept as written (still
/// escaped); `ICalendarText` unescapes TEXT values.
public struct ContentLine: Hashable, Sendable {
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var values: [String]

        public init(_ name: String, _ values: [String]) {
            self.name = name
            self.values = values
        }
    }

    /// Upper case, as iCalendar names compare case-insensitively.
    public var name: String
    public var parameters: [Parameter]
    public var value: String

    public init(name: String, parameters: [Parameter] = [], value: String) {
        self.name = name.uppercased()
        self.parameters = parameters
        self.value = value
    }

    /// The first value of parameter `name` (case-insensitive), if present.
    public func parameter(_ name: String) -> String? {
        parameters.first { $0.name == name.uppercased() }?.values.first
    }
}

extension ContentLine {
    /// Reads one unfolded line; nil when it has no name or no colon.
    public init?(parsing line: String) {
        let characters = Array(line)
        var index = 0
        func readName() -> String {
            let start = index
            while index < characters.count, characters[index] != ";", characters[index] != ":" { index += 1 }
            return String(characters[start..<index])
        }
        let name = readName().trimmingWhitespace()
        guard !name.isEmpty else { return nil }
        var parameters: [Parameter] = []
        while index < characters.count, characters[index] == ";" {
            index += 1
            let start = index
            while index < characters.count, characters[index] != "=", characters[index] != ":", characters[index] != ";" {
                index += 1
            }
            let parameterName = String(characters[start..<index]).uppercased()
            var values: [String] = []
            if index < characters.count, characters[index] == "=" {
                repeat {
                    index += 1
                    values.append(Self.readParameterValue(characters, &index))
                } while index < characters.count && characters[index] == ","
            }
            parameters.append(Parameter(parameterName, values))
        }
        guard index < characters.count, characters[index] == ":" else { return nil }
        self.init(name: String(name), parameters: parameters, value: String(characters[(index + 1)...]))
    }

    /// A parameter value, quoted or not, with RFC 6868's ^n, ^' and ^^ decoded.
    private static func readParameterValue(_ characters: [Character], _ index: inout Int) -> String {
        var value = ""
        if index < characters.count, characters[index] == "\"" {
            index += 1
            while index < characters.count, characters[index] != "\"" {
                value.append(characters[index])
                index += 1
            }
            if index < characters.count { index += 1 }
        } else {
            while index < characters.count, ![",", ";", ":"].contains(characters[index]) {
                value.append(characters[index])
                index += 1
            }
        }
        return decodeCaret(value)
    }

    private static func decodeCaret(_ text: String) -> String {
        guard text.contains("^") else { return text }
        var result = ""
        var pendingCaret = false
        for character in text {
            if pendingCaret {
                switch character {
                case "n", "N": result.append("\n")
                case "'": result.append("\"")
                case "^": result.append("^")
                default: result.append("^"); result.append(character)
                }
                pendingCaret = false
            } else if character == "^" {
                pendingCaret = true
            } else {
                result.append(character)
            }
        }
        if pendingCaret { result.append("^") }
        return result
    }

    /// The unfolded line: parameter values quoted when they hold `:`, `;` or `,`, and
    /// newlines, double quotes and carets encoded as RFC 6868 says.
    public var text: String {
        var line = name
        for parameter in parameters {
            line += ";" + parameter.name
            if parameter.values.isEmpty { continue }
            line += "=" + parameter.values.map(Self.encodeParameterValue).joined(separator: ",")
        }
        return line + ":" + value
    }

    private static func encodeParameterValue(_ value: String) -> String {
        var encoded = ""
        for character in value {
            switch character {
            case "^": encoded += "^^"
            case "\n": encoded += "^n"
            case "\"": encoded += "^'"
            default: encoded.append(character)
            }
        }
        return encoded.contains(where: { [":", ";", ","].contains($0) }) ? "\"" + encoded + "\"" : encoded
    }
}
