import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// Photos nothing names any more are deleted, once they are old enough not to be an upload whose
/// row is still being written.
@Suite("Photo pruning")
struct PhotoPrunerTests {
    /// Ada's recipe whose photo was replaced: the first photo's name is unused, the second's used.
    static func replacedPhoto(_ app: Application) async throws -> (old: String, current: String) {
        let ada = try await app.makeUser("Ada")
        let home = try await app.makeHousehold("Home", owner: ada)
        let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)
        var names: [String] = []
        for image in [TinyImages.png(red: 10), TinyImages.png(red: 20)] {
            let uploaded = try await app.upload(.PUT, "/api/recipes/\(recipe)/photo", bytes: image, contentType: "image/png", as: ada.bearer)
            names.append(String(try #require(uploaded["photoUrl"]).dropFirst("/photos/".count)))
        }
        return (names[0], names[1])
    }

    static func age(_ names: [String], in app: Application, hours: Double) throws {
        for name in names {
            let path = app.photos.directory.appendingPathComponent(name).path
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-hours * 3600)], ofItemAtPath: path)
        }
    }

    static func exists(_ name: String, in app: Application) -> Bool {
        FileManager.default.fileExists(atPath: app.photos.directory.appendingPathComponent(name).path)
    }

    @Test("A replaced photo is deleted once older than the grace period; the photo in use stays", arguments: TestDatabase.all)
    func unusedOldPhotoIsDeleted(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (old, current) = try await Self.replacedPhoto(app)
            try Self.age([old, current], in: app, hours: 48)

            let result = try await PhotoPruner(app).prune()

            #expect(result.removed == [old])
            #expect(!Self.exists(old, in: app))
            #expect(Self.exists(current, in: app))
        }
    }

    @Test("An unused photo younger than the grace period stays: its row may not be written yet", arguments: [TestDatabase.sqlite])
    func youngPhotoStays(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (old, _) = try await Self.replacedPhoto(app)

            let result = try await PhotoPruner(app).prune()

            #expect(result.removed.isEmpty)
            #expect(Self.exists(old, in: app))
        }
    }

    @Test("An old unused photo uploaded again counts as new, so its new row has time to name it", arguments: [TestDatabase.sqlite])
    func photoSavedAgainIsYoung(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (old, _) = try await Self.replacedPhoto(app)
            try Self.age([old], in: app, hours: 48)

            _ = try app.photos.save(TinyImages.png(red: 10))
            let result = try await PhotoPruner(app).prune()

            #expect(result.removed.isEmpty)
            #expect(Self.exists(old, in: app))
        }
    }

    @Test("A dry run lists what would go and deletes nothing", arguments: [TestDatabase.sqlite])
    func dryRunDeletesNothing(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (old, _) = try await Self.replacedPhoto(app)
            try Self.age([old], in: app, hours: 48)

            let result = try await PhotoPruner(app).prune(dryRun: true)

            #expect(result.removed == [old])
            #expect(Self.exists(old, in: app))
        }
    }

    @Test("A photo a chef uses stays, however old", arguments: TestDatabase.all)
    func chefPhotoStays(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let name = try app.photos.save(TinyImages.png(red: 30))
            let chef = Chef()
            chef.name = "Ada Lovelace"
            chef.photo = name
            chef.links = []
            try await chef.save(on: app.db)
            try Self.age([name], in: app, hours: 1000)

            let result = try await PhotoPruner(app).prune()

            #expect(result.removed.isEmpty)
            #expect(Self.exists(name, in: app))
        }
    }
}
