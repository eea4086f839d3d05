import Crypto
import Foundation
import OpenAPIRuntime
import Vapor

/// Photos on disk under `<data dir>/photos/`, each named for its content — `<sha256>.<ext>` — so
/// the same picture is stored once, a name never changes meaning and can be cached for good.
struct PhotoStore: Sendable {
    let directory: URL

    init(dataDirectory: String) {
        directory = URL(fileURLWithPath: dataDirectory).appendingPathComponent("photos", isDirectory: true)
    }

    /// Whether `name` is one this store could have made: 64 lower-case hex digits and a known
    /// extension. Anything else — path separators, dots, other files — is never looked up.
    static func isValidName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, PhotoFormat(fileExtension: String(parts[1])) != nil else { return false }
        let hash = parts[0].utf8
        return hash.count == 64 && hash.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
    }

    static func name(for bytes: some Collection<UInt8>, format: PhotoFormat) -> String {
        SHA256.hash(data: Array(bytes)).map { String(format: "%02x", $0) }.joined() + "." + format.fileExtension
    }

    /// Keeps the photo and returns its name; the bytes must be a JPEG, PNG or WebP image
    /// (400 naming `photo` otherwise). Written to a temporary file and renamed into place, so a
    /// reader never sees half a photo.
    func save(_ bytes: [UInt8]) throws -> String {
        guard let format = PhotoFormat(detecting: bytes) else { throw AppError.invalid("photo", .errorPhotoNotImage) }
        let name = Self.name(for: bytes, format: format)
        let target = directory.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: target.path) {
            // Saved again counts as new: pruning keeps young files, and the row naming it is not written yet.
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: target.path)
            return name
        }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let temporary = directory.appendingPathComponent(".\(UUID().uuidString).partial")
        do {
            try Data(bytes).write(to: temporary)
            guard rename(temporary.path, target.path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target.path])
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        return name
    }

    /// Where the photo is on disk; nil for a malformed name or a photo that is not there.
    func path(of name: String) -> String? {
        guard Self.isValidName(name) else { return nil }
        let path = directory.appendingPathComponent(name).path
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    func contents(of name: String) throws -> Data? {
        guard let path = path(of: name) else { return nil }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }
}

extension Application {
    var photos: PhotoStore { PhotoStore(dataDirectory: larderConfiguration.dataDirectory) }
}

extension PhotoStore {
    /// An uploaded photo's bytes, read up to `limit` (413 beyond it; 400 naming `photo` when empty).
    static func upload(_ body: HTTPBody, limit: Int) async throws -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try await [UInt8](collecting: body, upTo: limit)
        } catch let error as AppError {
            throw error
        } catch {
            throw BodyLimitMiddleware.tooLarge(limit)
        }
        guard !bytes.isEmpty else { throw AppError.invalid("photo", .errorFieldRequired, ["photo"]) }
        return bytes
    }
}
