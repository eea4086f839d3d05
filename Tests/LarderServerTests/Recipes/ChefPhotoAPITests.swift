import Foundation
import LarderTestSupport
import Testing
import Vapor

@Suite("Chef photos")
struct ChefPhotoAPITests {
    @Test("Admins set a chef's photo, checked by content, and remove it", arguments: TestDatabase.all)
    func setAndRemove(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let chef = try #require(try await app.api(.POST, "/api/admin/chefs", json: ["name": "Chef"], as: admin.bearer)["id"])
            let path = "/api/admin/chefs/\(chef)/photo"

            let set = try await app.upload(.PUT, path, bytes: Array(TestPhoto.webp), contentType: "image/webp", as: admin.bearer)
            let gif = try await app.upload(.PUT, path, bytes: Array(TestPhoto.gif), contentType: "image/jpeg", as: admin.bearer)
            let read = try await app.api(.GET, "/api/chefs/\(chef)")
            let removed = try await app.api(.DELETE, path, as: admin.bearer)

            #expect(set.status == .ok, "\(set.body)")
            #expect(set["photoUrl"]?.hasSuffix(".webp") == true)
            #expect(gif.status == .badRequest)
            #expect(gif.errorField == "photo")
            #expect((read.json["chef"] as? [String: Any])?["photoUrl"] as? String == set["photoUrl"])
            #expect(removed.status == .ok)
            #expect(removed["photoUrl"] == nil)
        }
    }

    @Test("Only admins set chefs' photos; an unknown chef is not found; over the limit is 413", arguments: TestDatabase.all)
    func rules(database: TestDatabase) async throws {
        try await withApp(database, configure: { $0.maxPhotoBytes = 4096 }) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let chef = try #require(try await app.api(.POST, "/api/admin/chefs", json: ["name": "Chef"], as: admin.bearer)["id"])
            let path = "/api/admin/chefs/\(chef)/photo"

            let member = try await app.upload(.PUT, path, bytes: Array(TestPhoto.jpeg), contentType: "image/jpeg", as: ada.bearer)
            let guest = try await app.upload(.PUT, path, bytes: Array(TestPhoto.jpeg), contentType: "image/jpeg")
            let memberDelete = try await app.api(.DELETE, path, as: ada.bearer)
            let unknown = try await app.upload(
                .PUT, "/api/admin/chefs/\(UUID().uuidString)/photo", bytes: Array(TestPhoto.jpeg), contentType: "image/jpeg",
                as: admin.bearer)
            let tooBig = try await app.upload(
                .PUT, path, bytes: Array(TestPhoto.jpeg(size: 5000)), contentType: "image/jpeg", as: admin.bearer)

            #expect(member.status == .forbidden)
            #expect(guest.status == .unauthorized)
            #expect(memberDelete.status == .forbidden)
            #expect(unknown.status == .notFound)
            #expect(tooBig.status == .payloadTooLarge)
            #expect((try await app.api(.GET, "/api/chefs/\(chef)").json["chef"] as? [String: Any])?["photoUrl"] == nil)
        }
    }
}
