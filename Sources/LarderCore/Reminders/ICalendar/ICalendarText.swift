/// The text layer of iCalendar: lines folded at 75 octets and unfolded, and the escaping
/// of TEXT values (RFC 5545 §3.1 and §3.3.11).
public enum ICalendarText {
    /// The logical lines of `text`: CRLF or LF line ends, and a line that begins with a
    /// space or a tab continues the one before (that one character dropped).
    public static func unfold(_ text: String) -> [String] {
        var lines: [String] = []
        for physical in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            var line = Substring(physical)
            if line.last == "\r" { line = line.dropLast() }
            if let first = line.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1] += line.dropFirst()
            } else if !line.isEmpty {
                lines.append(String(line))
            }
        }
        return lines
    }

    /// `line` folded into physical lines of at most 75 octets each (a continuation's
    /// leading space counts), never splitting a character's UTF-8 bytes; lines end in CRLF.
    public static func fold(_ line: String) -> String {
        var result = ""
        var octets = 0
        for character in line {
            let size = character.utf8.count
            if octets + size > 75 {
                result += "\r\n "
                octets = 1
            }
            result.append(character)
            octets += size
        }
        return result + "\r\n"
    }

    /// A TEXT value written with `\\`, `\;`, `\,` and `\n` escapes.
    public static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\n", "\r\n": escaped += "\\n"
            case "\r": continue
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// The text of an escaped TEXT value (`\n` and `\N` are newlines).
    public static func unescape(_ value: String) -> String {
        splitUnescaped(value, separator: nil).first ?? ""
    }

    /// A list of TEXT values separated by unescaped commas (CATEGORIES), each unescaped.
    public static func unescapeList(_ value: String) -> [String] {
        splitUnescaped(value, separator: ",")
    }

    private static func splitUnescaped(_ value: String, separator: Character?) -> [String] {
        var parts: [String] = []
        var current = ""
        var escaping = false
        for character in value {
            if escaping {
                switch character {
                case "n", "N": current.append("\n")
                default: current.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == separator {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaping { current.append("\\") }
        parts.append(current)
        return parts
    }
}
