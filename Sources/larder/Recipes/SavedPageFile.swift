import Foundation
import LarderCore
import LarderEvaluation

/// Reading saved pages from disk or standard input.
enum SavedPageFile {
    static func text(at path: String) throws -> String {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard FileManager.default.isReadableFile(atPath: path) else { throw SavedPageError.unreadable(path) }
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        }
        do {
            return try SavedWebPage.text(of: data)
        } catch {
            throw SavedPageError.corruptGzip(path, error)
        }
    }
}

/// Why a saved page could not be read; printed as "Error: …" without the usage text.
enum SavedPageError: Error, CustomStringConvertible {
    case unreadable(String)
    case corruptGzip(String, SavedWebPageError)

    var description: String {
        switch self {
        case .unreadable(let path): "Cannot read \(path)."
        case .corruptGzip(let path, let error): "\(path) looks gzip-compressed but cannot be read: \(error)."
        }
    }
}

/// JSON for the command line: keys sorted, slashes unescaped, one line unless asked.
enum RecipeJSONOutput {
    static func string(_ value: some Encodable, pretty: Bool = false) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted] : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
