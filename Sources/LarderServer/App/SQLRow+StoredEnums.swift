import SQLKit

extension SQLRow {
    /// A stored enum's value, read from its raw text: an unknown value fails the read rather than
    /// turning into some default.
    func decode<Value: RawRepresentable>(stored column: String, as type: Value.Type) throws -> Value where Value.RawValue == String {
        let raw = try decode(column: column, as: String.self)
        guard let value = Value(rawValue: raw) else { throw UnknownStoredValue(column: column, value: raw) }
        return value
    }

    /// The same for a column that may be empty.
    func decode<Value: RawRepresentable>(stored column: String, as type: Value?.Type) throws -> Value? where Value.RawValue == String {
        guard let raw = try decode(column: column, as: String?.self) else { return nil }
        guard let value = Value(rawValue: raw) else { throw UnknownStoredValue(column: column, value: raw) }
        return value
    }
}

/// A stored value this version does not know: written by a newer version, or by hand.
struct UnknownStoredValue: Error, CustomStringConvertible {
    var column: String
    var value: String
    var description: String { "column \(column) holds \(value), which this version of Larder does not know" }
}
