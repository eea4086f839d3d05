import Vapor

/// The image formats a photo may be, told apart by their first bytes — never by what the
/// client says they are.
enum PhotoFormat: String, CaseIterable, Sendable {
    case jpeg
    case png
    case webp

    /// What the bytes are, or nil when they are none of the accepted formats.
    init?(detecting bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
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

    init?(fileExtension: String) {
        guard let format = Self.allCases.first(where: { $0.fileExtension == fileExtension }) else { return nil }
        self = format
    }

    var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .webp: "webp"
        }
    }

    var mediaType: HTTPMediaType {
        switch self {
        case .jpeg: .jpeg
        case .png: .png
        case .webp: HTTPMediaType(type: "image", subType: "webp")
        }
    }
}
