import Foundation
import LarderCore

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
            return try WebPageDecoder.text(from: [UInt8](data))
        } catch {
            throw SavedPageError.corruptGzip(path, error)
        }
    }
}

/// Why a saved page could not be read; printed as "Error: …" without the usage text.
enum SavedPageError: Error, CustomStringConvertible {
    case unreadable(String)
    case corruptGzip(String, GzipError)

    var description: String {
        switch self {
        case .unreadable(let path): "Cannot read \(path)."
        case .corruptGzip(let path, let error): "\(path) looks gzip-compressed but cannot be decompressed (\(error))."
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
