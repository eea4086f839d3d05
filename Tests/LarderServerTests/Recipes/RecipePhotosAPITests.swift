import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Recipe photos")
struct RecipePhotosAPITests {
    @Test(
        "A JPEG, PNG or WebP becomes the recipe's photo, stored under its content hash",
        arguments: [
            (TinyImages.jpeg, "image/jpeg", "jpg"), (TinyImages.png, "image/png", "png"), (TinyImages.webp, "image/webp", "webp"),
        ])
    func uploadsEachFormat(image: [UInt8], contentType: String, fileExtension: String) async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)

            let uploaded = try await app.upload(
                .PUT, "/api/recipes/\(recipe)/photo", bytes: image, contentType: contentType, as: ada.bearer)

            #expect(uploaded.status == .ok, "\(uploaded.body)")
            let hash = SHA256.hash(data: image).map { String(format: "%02x", $0) }.joined()
            #expect(uploaded["photoUrl"] == "/photos/\(hash).\(fileExtension)")
            let stored = URL(fileURLWithPath: app.larderConfiguration.dataDirectory).appendingPathComponent(
                "photos/\(hash).\(fileExtension)")
            #expect(try Data(contentsOf: stored) == Data(image))
            let read = try await app.api(.GET, "/api/recipes/\(recipe)", as: ada.bearer)
            #expect(read["photoUrl"] == "/photos/\(hash).\(fileExtension)")
        }
    }

    @Test("A photo is served with its type, its hash as ETag and caching for good", arguments: TestDatabase.all)
    func servedWithCachingHeaders(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)
            let photoURL = try #require(
                try await app.upload(.PUT, "/api/recipes/\(recipe)/photo", bytes: TinyImages.png, contentType: "image/png", as: ada.bearer)[
                    "photoUrl"])

            let served = try await app.download(photoURL)

            #expect(served.status == .ok)
            #expect(served.bytes == TinyImages.png)
            #expect(served.headers.first(name: .contentType) == "image/png")
            #expect(served.headers.first(name: .cacheControl) == "public, max-age=31536000, immutable")
            let etag = try #require(served.headers.first(name: .eTag))
            #expect(photoURL.contains(etag.trimmingCharacters(in: ["\""])))
            let revalidated = try await app.download(photoURL, headers: [("If-None-Match", etag)])
            #expect(revalidated.status == .notModified)
        }
    }

    @Test("The same bytes uploaded twice are stored once, under the same name")
    func sameBytesSameName() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let first = try await app.makeRecipe("Pancakes", in: home, by: ada)
            let second = try await app.makeRecipe("Waffles", in: home, by: ada)

            let one = try await app.upload(
                .PUT, "/api/recipes/\(first)/photo", bytes: TinyImages.jpeg, contentType: "image/jpeg", as: ada.bearer)
            let two = try await app.upload(
                .PUT, "/api/recipes/\(second)/photo", bytes: TinyImages.jpeg, contentType: "image/jpeg", as: ada.bearer)

            #expect(one["photoUrl"] != nil && one["photoUrl"] == two["photoUrl"])
            let folder = URL(fileURLWithPath: app.larderConfiguration.dataDirectory).appendingPathComponent("photos").path
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder).count == 1)
        }
    }

    @Test("Text sent as an image is refused by its content, naming photo")
    func refusesWhatIsNotAnImage() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)

            let refused = try await app.upload(
                .PUT, "/api/recipes/\(recipe)/photo", bytes: Array("<html>not a photo</html>".utf8), contentType: "image/jpeg",
                as: ada.bearer)

            #expect(refused.status == .badRequest)
            #expect(refused.errorField == "photo")
            #expect(try await app.api(.GET, "/api/recipes/\(recipe)", as: ada.bearer)["photoUrl"] == nil)
        }
    }

    @Test("A type other than JPEG, PNG or WebP is refused as unsupported")
    func refusesOtherContentTypes() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)

            let refused = try await app.upload(
                .PUT, "/api/recipes/\(recipe)/photo", bytes: Array("GIF89a".utf8), contentType: "image/gif", as: ada.bearer)

            #expect(refused.status == .unsupportedMediaType)
        }
    }

    @Test("A photo over LARDER_MAX_PHOTO_BYTES is refused with 413, while it is under the API's usual limit")
    func refusesOversizedPhotos() async throws {
        try await withApp(.sqlite, configure: { $0.maxPhotoBytes = 2048 }) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)
            let big = TinyImages.jpeg + [UInt8](repeating: 0, count: 4096)

            let refused = try await app.upload(.PUT, "/api/recipes/\(recipe)/photo", bytes: big, contentType: "image/jpeg", as: ada.bearer)

            #expect(refused.status == .payloadTooLarge)
        }
    }

    @Test("A photo bigger than the API's usual body limit is accepted within the photo limit")
    func photosHaveTheirOwnLimit() async throws {
        try await withApp(.sqlite, configure: { $0.maxRequestBodyBytes = 4096 }) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)
            let big = TinyImages.jpeg + [UInt8](repeating: 0, count: 64 * 1024)

            let uploaded = try await app.upload(.PUT, "/api/recipes/\(recipe)/photo", bytes: big, contentType: "image/jpeg", as: ada.bearer)

            #expect(uploaded.status == .ok, "\(uploaded.body)")
        }
    }

    @Test("Another household cannot see the recipe to set or remove its photo", arguments: TestDatabase.all)
    func strangersGetNotFound(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await app.makeHousehold("Home", owner: ada)
            _ = try await app.makeHousehold("Elsewhere", owner: bob)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)

            let set = try await app.upload(
                .PUT, "/api/recipes/\(recipe)/photo", bytes: TinyImages.png, contentType: "image/png", as: bob.bearer)
            let removed = try await app.api(.DELETE, "/api/recipes/\(recipe)/photo", as: bob.bearer)

            #expect(set.status == .notFound)
            #expect(removed.status == .notFound)
            let folder = URL(fileURLWithPath: app.larderConfiguration.dataDirectory).appendingPathComponent("photos").path
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).isEmpty)
        }
    }

    @Test("Another household sees a public recipe but may not change its photo")
    func strangersMayNotChangePublicRecipes() async throws {
        try await withApp(.sqlite) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)
            try await app.publish(recipe, by: ada, admin: admin)

            let set = try await app.upload(
                .PUT, "/api/recipes/\(recipe)/photo", bytes: TinyImages.png, contentType: "image/png", as: bob.bearer)

            #expect(set.status == .forbidden)
        }
    }

    @Test("Signing in is needed to set a photo")
    func needsSignIn() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)

            let refused = try await app.upload(.PUT, "/api/recipes/\(recipe)/photo", bytes: TinyImages.png, contentType: "image/png")

            #expect(refused.status == .unauthorized)
        }
    }

    @Test("Removing the photo leaves the recipe without one", arguments: TestDatabase.all)
    func removesThePhoto(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: ada)
            _ = try await app.upload(.PUT, "/api/recipes/\(recipe)/photo", bytes: TinyImages.png, contentType: "image/png", as: ada.bearer)

            let removed = try await app.api(.DELETE, "/api/recipes/\(recipe)/photo", as: ada.bearer)

            #expect(removed.status == .ok)
            #expect(removed["photoUrl"] == nil)
        }
    }

    @Test(
        "Unknown and malformed photo names are not found, whatever they try",
        arguments: [
            "/photos/\(String(repeating: "a", count: 64)).png",
            "/photos/..%2F..%2Fjwt-secret",
            "/photos/jwt-secret",
            "/photos/\(String(repeating: "A", count: 64)).png",
            "/photos/\(String(repeating: "a", count: 64)).gif",
        ])
    func unknownNamesAreNotFound(path: String) async throws {
        try await withApp(.sqlite) { app in
            let served = try await app.download(path)

            #expect(served.status == .notFound)
        }
    }
}
