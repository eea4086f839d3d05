import Fluent
import Foundation
import Vapor

/// Who may see a stored photo, as the module whose records use it says: anyone (a public
/// recipe's, a chef's), only people with a right to a private record that uses it, or nobody
/// (no record uses it). The photo's name alone is not a right: names leak (a shared link, a
/// screenshot of an address), and a private recipe's photo stays private.
enum PhotoAccess: Sendable, Equatable {
    case everyone
    case reader
    case nobody
}

protocol PhotoReaders: Sendable {
    func access(to name: String, for person: Person?, on db: any Database) async throws -> PhotoAccess
}

/// No module uses photos: none is shown.
struct NoPhotoReaders: PhotoReaders {
    func access(to name: String, for person: Person?, on db: any Database) async throws -> PhotoAccess { .nobody }
}

extension Application {
    private struct PhotoReadersKey: StorageKey {
        typealias Value = any PhotoReaders
    }

    /// Set by the Recipes module, whose recipes, chefs and photo recipes use photos.
    var photoReaders: any PhotoReaders {
        get { storage[PhotoReadersKey.self] ?? NoPhotoReaders() }
        set { storage[PhotoReadersKey.self] = newValue }
    }
}
