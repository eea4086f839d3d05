import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Recipe pages: photo recipes")
struct PhotoRecipePagesTests {
    private func photo(_ bytes: [UInt8] = TinyImages.jpeg) -> WebBrowser.Upload {
        WebBrowser.Upload(field: "photo", filename: "card.jpg", contentType: "image/jpeg", bytes: bytes)
    }

    @Test("A photo with a caption is uploaded, listed with its thumbnail, and deleted", arguments: TestDatabase.all)
    func uploadListDelete(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            let tab = try await browser.get("/recipes/mine/photos")

            let uploaded = try await browser.post(
                "/recipes/photos", pairs: [("householdId", kitchen.home), ("caption", "Gran's honey cake")], files: [photo()])
            let listed = try await browser.follow(uploaded)
            let stored = try await app.api(.GET, "/api/households/\(kitchen.home)/photo-recipes", as: kitchen.ada.bearer).jsonArray
            let id = stored.first?["id"] as? String ?? ""
            let photoURL = stored.first?["photoUrl"] as? String ?? ""
            let deleted = try await browser.post("/recipes/photos/\(id)/delete", ["householdId": kitchen.home])
            let afterDelete = try await browser.follow(deleted)

            #expect(tab.html.contains(#"enctype="multipart/form-data""#))
            #expect(uploaded.location == "/recipes/mine/photos?household=\(kitchen.home)")
            #expect(listed.html.contains("Photo recipe added."))
            #expect(listed.html.contains("Gran&#39;s honey cake") || listed.html.contains("Gran's honey cake"))
            #expect(listed.html.contains(#"src="\#(photoURL)""#))
            #expect(afterDelete.html.contains("Photo recipe deleted."))
            #expect(try await app.api(.GET, "/api/households/\(kitchen.home)/photo-recipes", as: kitchen.ada.bearer).jsonArray.isEmpty)
        }
    }

    @Test("A caption and a photo are required; a photo over the limit gets 413", arguments: [TestDatabase.sqlite])
    func uploadRules(database: TestDatabase) async throws {
        try await withApp(database, configure: { $0.maxPhotoBytes = 4096 }) { app in
            let kitchen = try await app.makeKitchen()
            let browser = try await WebBrowser.signedIn(app, as: kitchen.ada)
            try await browser.get("/recipes/mine/photos")

            let noCaption = try await browser.post(
                "/recipes/photos", pairs: [("householdId", kitchen.home), ("caption", " ")], files: [photo()])
            let noPhoto = try await browser.post("/recipes/photos", pairs: [("householdId", kitchen.home), ("caption", "Cake")], files: [])
            let tooBig = try await browser.post(
                "/recipes/photos", pairs: [("householdId", kitchen.home), ("caption", "Cake")],
                files: [photo(TinyImages.jpeg + [UInt8](repeating: 0, count: 5000))])

            #expect(noCaption.status == .badRequest)
            #expect(noCaption.html.contains("“Caption” is required."))
            #expect(noPhoto.status == .badRequest)
            #expect(noPhoto.html.contains("“Photo or screenshot” is required."))
            #expect(tooBig.status == .payloadTooLarge)
            #expect(tooBig.html.contains("The photo is too large (the limit is 4 KB)."))
            #expect(try await app.api(.GET, "/api/households/\(kitchen.home)/photo-recipes", as: kitchen.ada.bearer).jsonArray.isEmpty)
        }
    }

    @Test("Another household's photo recipes are not found: not listed, not added to, not deleted", arguments: TestDatabase.all)
    func foreignHouseholdNotFound(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let kitchen = try await app.makeKitchen()
            let eve = try await app.makeUser("Eve")
            let evesHome = try await app.makeHousehold("Eve's", owner: eve)
            let created = try await app.upload(
                "/api/households/\(kitchen.home)/photo-recipes?caption=Cake", Data(TinyImages.jpeg), as: kitchen.ada.bearer)
            let id = try #require(created["id"])
            let browser = try await WebBrowser.signedIn(app, as: eve)
            let own = try await browser.get("/recipes/mine/photos")

            let list = try await browser.get("/recipes/mine/photos?household=\(kitchen.home)")
            let upload = try await browser.post(
                "/recipes/photos", pairs: [("householdId", kitchen.home), ("caption", "Mine now")], files: [photo()])
            let throughTheirs = try await browser.post("/recipes/photos/\(id)/delete", ["householdId": kitchen.home])
            let throughOwn = try await browser.post("/recipes/photos/\(id)/delete", ["householdId": evesHome])

            #expect(!own.html.contains("Cake"))
            #expect(list.status == .notFound)
            #expect(upload.status == .notFound)
            #expect(throughTheirs.status == .notFound)
            #expect(throughOwn.status == .notFound)
            let theirs = try await app.api(.GET, "/api/households/\(kitchen.home)/photo-recipes", as: kitchen.ada.bearer).jsonArray
            #expect(theirs.map { $0["caption"] as? String } == ["Cake"])
        }
    }
}
