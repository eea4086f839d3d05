import Foundation
import LarderTestSupport
import Testing
import Vapor

@Suite("Public collections and bookmarks")
struct PublicCollectionsAPITests {
    @Test("Only admins make a collection public, at creation or later", arguments: TestDatabase.all)
    func onlyAdminsPublish(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let adas = try await app.makeCollection("Mine", by: ada)

            let created = try await app.api(.POST, "/api/collections", json: ["name": "Picks", "isPublic": true], as: ada.bearer)
            let patched = try await app.api(.PATCH, "/api/collections/\(adas)", json: ["isPublic": true], as: ada.bearer)
            let curated = try await app.api(.POST, "/api/collections", json: ["name": "Summer", "isPublic": true], as: admin.bearer)

            #expect(created.status == .forbidden)
            #expect(patched.status == .forbidden)
            #expect(curated.status == .created)
            #expect(curated.json["isPublic"] as? Bool == true)
        }
    }

    @Test("Everyone, guests too, lists and opens public collections and sees only their public recipes", arguments: TestDatabase.all)
    func guestsReadPublicCollections(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let adminsHome = try await app.makeHousehold("Test kitchen", owner: admin)
            let published = try await app.makeRecipe("Published", in: adminsHome, by: admin)  // an admin's recipe is public at once
            let draft = try await app.makeRecipe("Draft", in: adminsHome, by: admin)
            _ = try await app.api(.POST, "/api/recipes/\(draft)/withdraw", as: admin.bearer)
            let summer = try await app.makeCollection("Summer", by: admin, isPublic: true)
            _ = try await app.makeCollection("Admin's private", by: admin)
            try await app.collect(published, into: summer, by: admin)
            try await app.collect(draft, into: summer, by: admin)

            let listed = try await app.api(.GET, "/api/collections/public")

            #expect(listed.status == .ok)
            #expect((listed.json["items"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Summer"])
            #expect((listed.json["items"] as? [[String: Any]])?.first?["recipeCount"] as? Int == 1)
            #expect(try await app.collectionTitles(summer, as: nil) == ["Published"])
            #expect(try await app.collectionTitles(summer, as: admin) == ["Published", "Draft"])
        }
    }

    @Test("People bookmark public collections, list their bookmarks, and remove them", arguments: TestDatabase.all)
    func bookmarks(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let summer = try await app.makeCollection("Summer", by: admin, isPublic: true)
            let winter = try await app.makeCollection("Winter", by: admin, isPublic: true)

            #expect(try await app.api(.PUT, "/api/collections/\(summer)/bookmark", as: ada.bearer).status == .noContent)
            #expect(try await app.api(.PUT, "/api/collections/\(summer)/bookmark", as: ada.bearer).status == .noContent)
            #expect(try await app.api(.PUT, "/api/collections/\(winter)/bookmark", as: ada.bearer).status == .noContent)
            let both = try await app.api(.GET, "/api/collections/bookmarks", as: ada.bearer)
            #expect(try await app.api(.DELETE, "/api/collections/\(winter)/bookmark", as: ada.bearer).status == .noContent)
            let one = try await app.api(.GET, "/api/collections/bookmarks", as: ada.bearer)

            #expect(Set(both.jsonArray.compactMap { $0["name"] as? String }) == ["Summer", "Winter"])
            #expect(both.jsonArray.allSatisfy { $0["bookmarked"] as? Bool == true })
            #expect(one.jsonArray.compactMap { $0["name"] as? String } == ["Summer"])
        }
    }

    @Test("A private collection cannot be bookmarked, and one made private leaves the bookmarks list", arguments: TestDatabase.all)
    func privateCollectionsAreNotBookmarked(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let adas = try await app.makeCollection("Mine", by: ada)
            let summer = try await app.makeCollection("Summer", by: admin, isPublic: true)
            _ = try await app.api(.PUT, "/api/collections/\(summer)/bookmark", as: ada.bearer)

            let own = try await app.api(.PUT, "/api/collections/\(adas)/bookmark", as: ada.bearer)
            _ = try await app.api(.PATCH, "/api/collections/\(summer)", json: ["isPublic": false], as: admin.bearer)

            #expect(own.status == .conflict)
            #expect(try await app.api(.GET, "/api/collections/bookmarks", as: ada.bearer).jsonArray.isEmpty)
            #expect(try await app.api(.GET, "/api/collections/\(summer)", as: ada.bearer).status == .notFound)
        }
    }

    @Test("Someone else's public collection may be read but not changed", arguments: TestDatabase.all)
    func publicCollectionsAreReadOnlyToOthers(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let summer = try await app.makeCollection("Summer", by: admin, isPublic: true)

            #expect(try await app.api(.GET, "/api/collections/\(summer)", as: ada.bearer).status == .ok)
            #expect(try await app.api(.PATCH, "/api/collections/\(summer)", json: ["name": "Mine"], as: ada.bearer).status == .forbidden)
            #expect(try await app.api(.DELETE, "/api/collections/\(summer)", as: ada.bearer).status == .forbidden)
        }
    }
}
