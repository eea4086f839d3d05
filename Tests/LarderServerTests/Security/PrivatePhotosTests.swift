import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// A private recipe's photo is the household's: its address alone does not show it, and no
/// shared cache keeps it.
@Suite("Private photos")
struct PrivatePhotosTests {
    @Test("A private recipe's photo is shown to its household, privately cached, and to nobody else", arguments: TestDatabase.all)
    func privateRecipePhoto(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: the first account is the administrator; Ada's recipes stay private
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let eve = try await app.makeUser("Eve")
            let home = try await app.makeHousehold("Home", owner: ada)
            _ = try await app.makeHousehold("Eve's", owner: eve)
            let recipe = try await app.makeRecipe("Grandma's secret", in: home, by: ada)
            let photoURL = try #require(
                try await app.upload(.PUT, "/api/recipes/\(recipe)/photo", bytes: TinyImages.png, contentType: "image/png", as: ada.bearer)[
                    "photoUrl"])

            // MUT
            let byAda = try await app.download(photoURL, as: ada.bearer)
            let byEve = try await app.download(photoURL, as: eve.bearer)
            let byGuest = try await app.download(photoURL)

            // validate
            #expect(byAda.status == .ok)
            #expect(byAda.headers.first(name: .cacheControl)?.hasPrefix("private") == true)
            #expect(byEve.status == .notFound)
            #expect(byGuest.status == .notFound)
        }
    }

    @Test("A photo no record uses any more is not shown", arguments: [TestDatabase.sqlite])
    func unusedPhoto(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let recipe = try await app.makeRecipe("Toast", in: home, by: ada)
            let photoURL = try #require(
                try await app.upload(.PUT, "/api/recipes/\(recipe)/photo", bytes: TinyImages.png, contentType: "image/png", as: ada.bearer)[
                    "photoUrl"])

            _ = try await app.api(.DELETE, "/api/recipes/\(recipe)/photo", as: ada.bearer)

            #expect(try await app.download(photoURL, as: ada.bearer).status == .notFound)
        }
    }
}
