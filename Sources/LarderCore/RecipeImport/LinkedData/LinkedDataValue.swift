import Foundation

/// A JSON value as found in a page's structured data (JSON-LD, or microdata
/// read into the same shape). Numbers keep their text as written, so `143`
/// stays "143" and `2.50` stays "2.50" when shown.
public indirect enum LinkedDataValue: Hashable, Sendable {
    case string(String)
    case number(String)
    case bool(Bool)
    case null
    case array([LinkedDataValue])
    case object(LinkedDataObject)

    /// The value as one text, for a string or a number; `nil` otherwise.
    public var scalarText: String? {
        switch self {
        case .string(let text), .number(let text): text
        default: nil
        }
    }

    public var objectValue: LinkedDataObject? {
        if case .object(let object) = self { object } else { nil }
    }

    /// The value as a list: an array as it is, `null` as empty, anything else as a list of one.
    public var listValue: [LinkedDataValue] {
        switch self {
        case .array(let values): values
        case .null: []
        default: [self]
        }
    }
}

/// A JSON object keeping its keys in the order written (nutrients are shown so).
public struct LinkedDataObject: Hashable, Sendable {
    public private(set) var keys: [String] = []
    private var values: [String: LinkedDataValue] = [:]

    public init() {}

    public init(_ entries: [(String, LinkedDataValue)]) {
        for (key, value) in entries { self[key] = value }
    }

    /// The value for `key`; setting a key already present replaces its value in place.
    public subscript(key: String) -> LinkedDataValue? {
        get { values[key] }
        set {
            if values[key] == nil, newValue != nil { keys.append(key) }
            if newValue == nil { keys.removeAll { $0 == key } }
            values[key] = newValue
        }
    }

    /// The value for the first of `keys` present and not `null` — schema.org
    /// properties come under old and new names (`recipeYield` / `yield`).
    public func first(_ keys: String...) -> LinkedDataValue? {
        for key in keys {
            if let value = values[key], value != .null { return value }
        }
        return nil
    }

    /// The object's `@type`s (a string or a list of strings), without any
    /// `http://schema.org/` prefix.
    public var types: [String] {
        (self["@type"] ?? self["type"])?.listValue.compactMap(\.scalarText).map(Self.shortTypeName) ?? []
    }

    /// Whether `@type` names `type` (compared without case or schema.org prefix).
    public func hasType(_ type: String) -> Bool {
        types.contains { $0.caseInsensitiveCompare(type) == .orderedSame }
    }

    static func shortTypeName(_ type: String) -> String {
        guard let slash = type.lastIndex(where: { $0 == "/" || $0 == "#" || $0 == ":" }) else { return type }
        return String(type[type.index(after: slash)...])
    }
}
