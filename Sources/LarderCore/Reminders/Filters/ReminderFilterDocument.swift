import Foundation

/// A saved filter as the server stores it: `{"version": 1, "filter": {…}}`. Keys are
/// written sorted and tag and list ids in order, so the same filter is always the same bytes.
public struct ReminderFilterDocument: Hashable, Sendable, Codable {
    public static let currentVersion = 1

    public var version: Int
    public var filter: ReminderFilter

    public init(filter: ReminderFilter) {
        version = Self.currentVersion
        self.filter = filter
    }

    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain values into JSON cannot fail.
        return try! encoder.encode(self)
    }

    /// Reads a stored or submitted filter, checks its version and validates it.
    public init(jsonData: Data) throws(ReminderFilterError) {
        let document: ReminderFilterDocument
        do {
            document = try JSONDecoder().decode(ReminderFilterDocument.self, from: jsonData)
        } catch let error as DecodingError {
            throw ReminderFilterError(error)
        } catch {
            throw ReminderFilterError(path: "", message: "is not JSON: \(error)")
        }
        guard document.version == Self.currentVersion else {
            throw ReminderFilterError(
                path: "version", message: "\(document.version) is not a filter version Larder reads (\(Self.currentVersion))")
        }
        try document.filter.validate()
        self = document
    }
}
