import Foundation
import LarderTestSupport
import Testing
import Vapor

/// Who may use import, generation, photos and the household archive: strangers and admins
/// outside the household are told its private recipes and the household do not exist (404);
/// members and owners may; nobody without credentials (401).
@Suite("Recipe sources access")
struct RecipeSourcesAccessTests {
    enum Caller: String, CaseIterable {
        case anonymous, stranger, admin, member, owner
    }

    @Test("Every caller is answered as the rules say", arguments: TestDatabase.all)
    func matrix(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: an admin outside the household, its owner and member, a stranger; a private recipe
            let admin = try await app.makeUser("Admin")
            let owner = try await app.makeUser("Owner")
            let member = try await app.makeUser("Member")
            let stranger = try await app.makeUser("Stranger")
            let home = try await app.makeHousehold("Home", owner: owner)
            try await app.addMember(member, to: home, by: owner)
            _ = try await app.makeHousehold("Elsewhere", owner: stranger)
            let recipe = try await app.makeRecipe("Pancakes", in: home, by: owner)
            let archive = try await app.download("/api/households/\(home)/recipes/export", as: owner.bearer).bytes
            let credentials: [Caller: Credentials?] = [
                .anonymous: nil, .stranger: stranger.bearer, .admin: admin.bearer, .member: member.bearer, .owner: owner.bearer,
            ]
            let page =
                "<script type=\"application/ld+json\">{\"@type\": \"Recipe\", \"name\": \"Toast\", \"recipeIngredient\": [\"1 slice bread\"]}</script>"

            for caller in Caller.allCases {
                let who = credentials[caller] ?? nil
                // MUT
                let imported = try await app.api(.POST, "/api/recipes/import", json: ["html": page], as: who)
                let generated = try await app.api(.POST, "/api/recipes/generate", json: ["prompt": "toast"], as: who)
                let photo = try await app.upload(
                    .PUT, "/api/recipes/\(recipe)/photo", bytes: TinyImages.png, contentType: "image/png", as: who)
                let noPhoto = try await app.api(.DELETE, "/api/recipes/\(recipe)/photo", as: who)
                let exported = try await app.download("/api/households/\(home)/recipes/export", as: who)
                let restored = try await app.upload(
                    .POST, "/api/households/\(home)/recipes/import", bytes: archive, contentType: "application/zip", as: who)

                // validate
                let inside = caller == .member || caller == .owner
                let expected: [(String, HTTPStatus, HTTPStatus)] = [
                    ("import", imported.status, caller == .anonymous ? .unauthorized : .ok),
                    // No AI provider is configured: signed-in callers learn so.
                    ("generate", generated.status, caller == .anonymous ? .unauthorized : .serviceUnavailable),
                    ("set photo", photo.status, caller == .anonymous ? .unauthorized : inside ? .ok : .notFound),
                    ("remove photo", noPhoto.status, caller == .anonymous ? .unauthorized : inside ? .ok : .notFound),
                    ("export", exported.status, caller == .anonymous ? .unauthorized : inside ? .ok : .notFound),
                    ("import archive", restored.status, caller == .anonymous ? .unauthorized : inside ? .created : .notFound),
                ]
                for (what, status, wanted) in expected {
                    #expect(status == wanted, "\(what) as \(caller)")
                }
            }
        }
    }
}
