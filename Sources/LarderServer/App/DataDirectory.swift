import Foundation

/// The data directory holds the database, the signing key and photos: created readable by
/// Larder's own account only, as is every file Larder creates. (An existing directory keeps the
/// permissions its administrator gave it.)
enum DataDirectory {
    static func prepare(_ path: String) throws {
        // Files created from here on (the SQLite file and its journal, photos, keys) are owner-only.
        umask(0o077)
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }
}
