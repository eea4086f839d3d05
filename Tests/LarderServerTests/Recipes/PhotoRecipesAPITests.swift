import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

@Suite("Photo recipes")
struct PhotoRecipesAPITests {
    @Test("JPEG, PNG and WebP photos are kept with their captions, named by content, newest first", arguments: TestDatabase.all)
    func uploadEachFormat(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let path = "/api/households/\(home)/photo-recipes"

            let jpeg = try await app.upload("\(path)?caption=Gran%27s%20cake", TestPhoto.jpeg, contentType: "image/jpeg", as: ada.bearer)
            let png = try await app.upload("\(path)?caption=Screenshot", TestPhoto.png, contentType: "image/png", as: ada.bearer)
            let webp = try await app.upload("\(path)?caption=Card", TestPhoto.webp, contentType: "image/webp", as: ada.bearer)
            let listed = try await app.api(.GET, path, as: ada.bearer)

            #expect(jpeg.status == .created)
            #expect(jpeg["caption"] == "Gran's cake")
            #expect(jpeg["addedBy"] == "Ada")
            #expect(jpeg["photoUrl"]?.contains(/^\/photos\/[0-9a-f]{64}\.jpg$/) == true)
            #expect(png["photoUrl"]?.hasSuffix(".png") == true)
            #expect(webp["photoUrl"]?.hasSuffix(".webp") == true)
            #expect(listed.jsonArray.count == 3)
            let name = try #require(jpeg["photoUrl"]?.split(separator: "/").last)
            let stored = URL(fileURLWithPath: app.larderConfiguration.dataDirectory).appendingPathComponent("photos/\(name)")
            #expect(try Data(contentsOf: stored) == TestPhoto.jpeg)
        }
    }

    @Test("The content decides the format, not the declared type: a GIF or text is refused naming the body", arguments: TestDatabase.all)
    func contentIsChecked(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let path = "/api/households/\(home)/photo-recipes?caption=Cake"

            let gif = try await app.upload(path, TestPhoto.gif, contentType: "image/jpeg", as: ada.bearer)
            let text = try await app.upload(path, Data("hello".utf8), contentType: "application/octet-stream", as: ada.bearer)
            let pngCalledJPEG = try await app.upload(path, TestPhoto.png, contentType: "image/jpeg", as: ada.bearer)
            let wrongType = try await app.upload(path, TestPhoto.jpeg, contentType: "text/plain", as: ada.bearer)

            #expect(gif.status == .badRequest)
            #expect(gif.errorField == "photo")
            #expect(text.status == .badRequest)
            #expect(pngCalledJPEG.status == .created)
            #expect(pngCalledJPEG["photoUrl"]?.hasSuffix(".png") == true)
            #expect(wrongType.status == .unsupportedMediaType)
            #expect(try await app.api(.GET, "/api/households/\(home)/photo-recipes", as: ada.bearer).jsonArray.count == 1)
        }
    }

    @Test("A photo over the photo limit gets 413; one over the JSON limit but under the photo limit is kept", arguments: TestDatabase.all)
    func sizeLimit(database: TestDatabase) async throws {
        try await withApp(database, configure: { $0.maxPhotoBytes = 3 << 20 }) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let path = "/api/households/\(home)/photo-recipes?caption=Big"

            let tooBig = try await app.upload(path, TestPhoto.jpeg(size: (3 << 20) + 1), as: ada.bearer)
            let big = try await app.upload(path, TestPhoto.jpeg(size: 2 << 20), as: ada.bearer)

            #expect(tooBig.status == .payloadTooLarge)
            #expect(big.status == .created, "\(big.body)")
        }
    }

    @Test("A caption is required and at most 200 characters", arguments: TestDatabase.all)
    func captionRules(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let path = "/api/households/\(home)/photo-recipes"

            let blank = try await app.upload("\(path)?caption=%20", TestPhoto.jpeg, as: ada.bearer)
            let long = try await app.upload("\(path)?caption=\(String(repeating: "a", count: 201))", TestPhoto.jpeg, as: ada.bearer)
            let missing = try await app.upload(path, TestPhoto.jpeg, as: ada.bearer)

            #expect(blank.status == .badRequest)
            #expect(blank.errorField == "caption")
            #expect(long.errorField == "caption")
            #expect(missing.status == .badRequest)
        }
    }

    @Test("Deleting a photo recipe removes it from the list; another household's is not found", arguments: TestDatabase.all)
    func delete(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let eve = try await app.makeUser("Eve")
            let home = try await app.makeHousehold("Home", owner: ada)
            let evesHome = try await app.makeHousehold("Eve's", owner: eve)
            let created = try await app.upload("/api/households/\(home)/photo-recipes?caption=Cake", TestPhoto.jpeg, as: ada.bearer)
            let id = try #require(created["id"])

            let throughOwnHousehold = try await app.api(.DELETE, "/api/households/\(evesHome)/photo-recipes/\(id)", as: eve.bearer)
            let deleted = try await app.api(.DELETE, "/api/households/\(home)/photo-recipes/\(id)", as: ada.bearer)

            #expect(throughOwnHousehold.status == .notFound)
            #expect(deleted.status == .noContent)
            #expect(try await app.api(.GET, "/api/households/\(home)/photo-recipes", as: ada.bearer).jsonArray.isEmpty)
        }
    }
}
