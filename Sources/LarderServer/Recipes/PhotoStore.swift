import Foundation
import OpenAPIRuntime
import Vapor

/// Photos kept under the data directory by content: `<data dir>/photos/<sha256>.<ext>`, served
/// at `/photos/<name>`. The same picture uploaded twice is stored once, and a name never
/// changes meaning, so it can be cached for ever.
struct PhotoStore: Sendable {
    let directory: URL
    /// Larger photos are refused with 413 (`LARDER_MAX_PHOTO_BYTES`, 10 MB by default).
    let maxBytes: Int

    init(dataDirectory: String, maxBytes: Int) {
        self.directory = URL(fileURLWithPath: dataDirectory).appendingPathComponent("photos")
        self.maxBytes = maxBytes
    }

    /// The image formats accepted, recognised by their first bytes whatever the upload claims.
    enum Format: String, Sendable {
        case jpeg
        case png
        case webp

        var fileExtension: String {
            switch self {
            case .jpeg: "jpg"
            case .png: "png"
            case .webp: "webp"
            }
        }

        init?(of bytes: Data) {
            let head = [UInt8](bytes.prefix(12))
            if head.starts(with: [0xFF, 0xD8, 0xFF]) {
                self = .jpeg
            } else if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
                self = .png
            } else if head.count == 12, head.starts(with: Array("RIFF".utf8)), Array(head[8..<12]) == Array("WEBP".utf8) {
                self = .webp
            } else {
                return nil
            }
        }
    }

    /// Operations that upload photos, with the limit their bodies get instead of the JSON one.
    static func uploadOperations(limit: Int) -> [String: Int] {
        ["createPhotoRecipe": limit]
    }

    /// Stores the photo and returns its file name; 413 when too large, 400 when it is not a
    /// JPEG, PNG or WebP image.
    func save(_ bytes: ByteBuffer) throws -> String {
        try save(Data(buffer: bytes))
    }

    func save(_ bytes: Data) throws -> String {
        guard bytes.count <= maxBytes else { throw tooLarge }
        guard let format = Format(of: bytes) else { throw AppError.invalid("body", .errorPhotoFormat) }
        let name = SHA256.hash(data: bytes).hexEncodedString() + "." + format.fileExtension
        let file = directory.appendingPathComponent(name)
        if !FileManager.default.fileExists(atPath: file.path) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            // Atomic: a reader never sees half a photo, and two uploads of the same one both succeed.
            try bytes.write(to: file, options: .atomic)
        }
        return name
    }

    /// Reads an upload, refusing it with 413 as soon as it passes the limit.
    func collect(_ body: HTTPBody) async throws -> Data {
        var data = Data()
        for try await chunk in body {
            guard data.count + chunk.count <= maxBytes else { throw tooLarge }
            data.append(contentsOf: chunk)
        }
        return data
    }

    private var tooLarge: AppError {
        AppError(.payloadTooLarge, .errorPhotoTooLarge, [String(maxBytes / 1024)], field: "body")
    }
}
