/// Why a filter was refused, with the path to the part at fault in its JSON form
/// ("filter.all[1].due.to"), so that an API can answer with a 400 naming it.
public struct ReminderFilterError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message)" }

    /// The error a JSON decoder gave, with its coding path written as a path.
    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(path: Self.path(context.codingPath), message: "expected \(Self.kind(type)); \(context.debugDescription)")
        case .valueNotFound(_, let context):
            self.init(path: Self.path(context.codingPath), message: "is missing")
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath + [key]), message: "is missing")
        case .dataCorrupted(let context):
            self.init(path: Self.path(context.codingPath), message: context.debugDescription)
        @unknown default:
            self.init(path: "filter", message: "\(error)")
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        keys.reduce("") { path, key in
            if let index = key.intValue { return path + "[\(index)]" }
            return path.isEmpty ? key.stringValue : path + "." + key.stringValue
        }
    }

    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "text"
        case is Bool.Type: "true or false"
        case is Int.Type: "a whole number"
        case is [Any].Type: "a list"
        default: "\(type)"
        }
    }
}
