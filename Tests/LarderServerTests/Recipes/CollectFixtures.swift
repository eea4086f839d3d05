import Foundation
import LarderTestSupport
import Vapor

/// Photos small enough to write out: the first bytes are what the format check reads.
enum TestPhoto {
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF".utf8) + Data(repeating: 7, count: 200)
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 1, count: 200)
    static let webp = Data("RIFF".utf8) + Data([0xC8, 0, 0, 0]) + Data("WEBPVP8 ".utf8) + Data(repeating: 2, count: 200)
    static let gif = Data("GIF89a".utf8) + Data(repeating: 3, count: 200)

    /// A JPEG of `size` bytes.
    static func jpeg(size: Int) -> Data {
        jpeg + Data(repeating: 9, count: max(0, size - jpeg.count))
    }
}

extension Application {
    /// Creates a collection and returns its id.
    func makeCollection(_ name: String, by user: TestUser, isPublic: Bool = false) async throws -> String {
        var body: [String: any Sendable] = ["name": name]
        if isPublic { body["isPublic"] = true }
        let response = try await api(.POST, "/api/collections", json: body, as: user.bearer)
        guard response.status == .created, let id = response["id"] else {
            throw FixtureError("could not create collection \(name): \(response.status) \(response.body)")
        }
        return id
    }

    func collect(_ recipe: String, into collection: String, by user: TestUser) async throws {
        let response = try await api(.POST, "/api/collections/\(collection)/recipes", json: ["recipeId": recipe], as: user.bearer)
        guard response.status == .ok else { throw FixtureError("could not add to collection: \(response.status) \(response.body)") }
    }

    /// Titles of a collection's recipes, in order, as `user` (or a guest) sees them.
    func collectionTitles(_ collection: String, as user: TestUser?, query: String = "") async throws -> [String] {
        let response = try await api(.GET, "/api/collections/\(collection)\(query)", as: user?.bearer)
        guard response.status == .ok else { throw FixtureError("could not read collection: \(response.status) \(response.body)") }
        let recipes = response.json["recipes"] as? [String: Any]
        return (recipes?["items"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
    }
}
