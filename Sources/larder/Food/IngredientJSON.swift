import Foundation
import LarderCore

/// The JSON object `larder parse` writes for one line, with a fixed key order.
enum IngredientJSON {
    static func object(for parsed: ParsedIngredient) -> String {
        let fields: [(String, String)] = [
            ("quantity", number(parsed.quantity?.low)),
            ("quantityMax", number(parsed.quantity?.high)),
            ("unit", string(parsed.unit?.name)),
            ("name", string(parsed.name)),
            ("size", string(parsed.size)),
            ("preparation", string(parsed.preparation)),
            ("comment", string(parsed.comment)),
        ]
        return "{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    static func number(_ value: Rational?) -> String {
        guard let value else { return "null" }
        if value.isInteger { return String(value.numerator) }
        return String(value.doubleValue)
    }

    static func number(_ value: Double) -> String {
        value.isFinite ? String(value) : "null"
    }

    static func string(_ value: String?) -> String {
        guard let value else { return "null" }
        var escaped = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20:
                escaped +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}

/// Buffers standard output so writing a line per input line stays cheap.
struct StandardOutput {
    private var buffer: [UInt8] = []

    mutating func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !buffer.isEmpty else { return }
        FileHandle.standardOutput.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
    }
}
