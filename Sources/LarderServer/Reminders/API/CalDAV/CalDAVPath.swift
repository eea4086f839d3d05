import Foundation

/// Where a CalDAV request points, read from its path under `/dav/`.
enum CalDAVPath: Equatable {
    case root
    case principals
    case principal(UUID)
    case home(UUID)
    case collection(UUID, String)
    case resource(UUID, collection: String, name: String)

    static let base = "/dav/"

    init?(path: String) {
        if path == "/" {
            self = .root
            return
        }
        guard path == "/dav" || path.hasPrefix(Self.base) else { return nil }
        let parts = path.dropFirst(Self.base.count).split(separator: "/", omittingEmptySubsequences: true)
            .map { String($0).removingPercentEncoding ?? String($0) }
        let isCollection = path.hasSuffix("/")
        switch (parts.first, parts.count) {
        case (nil, _): self = .root
        case ("principals", 1): self = .principals
        case ("principals", 2): guard let id = UUID(uuidString: parts[1]) else { return nil }; self = .principal(id)
        case ("calendars", 2): guard let id = UUID(uuidString: parts[1]) else { return nil }; self = .home(id)
        case ("calendars", 3):
            guard let id = UUID(uuidString: parts[1]) else { return nil }
            self = .collection(id, parts[2])
        case ("calendars", 4):
            guard let id = UUID(uuidString: parts[1]), !isCollection else { return nil }
            self = .resource(id, collection: parts[2], name: parts[3])
        default: return nil
        }
    }

    /// The user whose principal, home or lists the path is in.
    var userID: UUID? {
        switch self {
        case .root, .principals: nil
        case .principal(let id), .home(let id), .collection(let id, _), .resource(let id, _, _): id
        }
    }

    var href: String {
        switch self {
        case .root: Self.base
        case .principals: Self.base + "principals/"
        case .principal(let id): Self.base + "principals/\(id.uuidString)/"
        case .home(let id): Self.base + "calendars/\(id.uuidString)/"
        case .collection(let id, let name): CalDAVPath.home(id).href + Self.encode(name) + "/"
        case .resource(let id, let collection, let name): CalDAVPath.collection(id, collection).href + Self.encode(name)
        }
    }

    /// A path segment as an href carries it.
    static func encode(_ segment: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/;?#")
        return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
    }

    /// The path of an href a client sent: an absolute path, or a whole URL.
    static func path(ofHref href: String) -> String {
        let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("/") { return trimmed }
        return URLComponents(string: trimmed)?.percentEncodedPath ?? trimmed
    }
}
