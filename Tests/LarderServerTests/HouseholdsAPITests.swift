import Foundation
import LarderTestSupport
import Testing
import Vapor

@Suite("Households API")
struct HouseholdsAPITests {
    @Test("The creator of a household is its owner", arguments: TestDatabase.all)
    func creatorIsOwner(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")

            let created = try await app.api(.POST, "/api/households", json: ["name": "Flat 4", "description": "Upstairs"], as: ada.bearer)

            #expect(created.status == .created)
            #expect(created["myRole"] == "owner")
            let members = created.json["members"] as? [[String: Any]]
            #expect(members?.count == 1)
            #expect(members?.first?["userId"] as? String == ada.id)
            #expect(members?.first?["role"] as? String == "owner")
        }
    }

    @Test("GET /households lists only my households, with my role in each", arguments: TestDatabase.all)
    func listShowsMine(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await app.makeHousehold("Home", owner: ada)
            _ = try await app.makeHousehold("Bob's", owner: bob)
            try await app.addMember(bob, to: home, by: ada)

            let adas = try await app.api(.GET, "/api/households", as: ada.bearer).jsonArray
            let bobs = try await app.api(.GET, "/api/households", as: bob.bearer).jsonArray

            #expect(adas.map { $0["name"] as? String } == ["Home"])
            #expect(Set(bobs.compactMap { $0["name"] as? String }) == ["Home", "Bob's"])
            #expect(bobs.first { $0["name"] as? String == "Home" }?["myRole"] as? String == "member")
            #expect(bobs.first { $0["name"] as? String == "Home" }?["memberCount"] as? Int == 2)
        }
    }

    @Test("Owners add existing accounts by email or phone; an unknown login is a 404 naming it", arguments: TestDatabase.all)
    func addMembers(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let cat = try await app.makeUser("Cat")
            _ = try await app.api(.PATCH, "/api/me", json: ["phone": "+380671234567"], as: cat.bearer)
            let home = try await app.makeHousehold("Home", owner: ada)

            let byEmail = try await app.api(.POST, "/api/households/\(home)/members", json: ["email": bob.email], as: ada.bearer)
            let byPhone = try await app.api(.POST, "/api/households/\(home)/members", json: ["phone": "+380 67 123 45 67"], as: ada.bearer)
            let again = try await app.api(.POST, "/api/households/\(home)/members", json: ["email": bob.email], as: ada.bearer)
            let unknown = try await app.api(.POST, "/api/households/\(home)/members", json: ["email": "ghost@example.com"], as: ada.bearer)

            #expect(byEmail.status == .created)
            #expect(byPhone.status == .created)
            #expect((byPhone.json["members"] as? [Any])?.count == 3)
            #expect(again.status == .conflict)
            #expect(unknown.status == .notFound)
            #expect(unknown.errorField == "email")
            #expect(unknown.errorMessage?.contains("ghost@example.com") == true)
        }
    }

    @Test("A member cannot add or remove others (403)", arguments: TestDatabase.all)
    func membersCannotManage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let cat = try await app.makeUser("Cat")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)

            let add = try await app.api(.POST, "/api/households/\(home)/members", json: ["email": cat.email], as: bob.bearer)
            let remove = try await app.api(.DELETE, "/api/households/\(home)/members/\(ada.id)", as: bob.bearer)
            let promote = try await app.api(.PATCH, "/api/households/\(home)/members/\(bob.id)", json: ["role": "owner"], as: bob.bearer)

            #expect(add.status == .forbidden)
            #expect(remove.status == .forbidden)
            #expect(promote.status == .forbidden)
        }
    }

    @Test("A member leaves by removing themself; an owner removes members", arguments: TestDatabase.all)
    func leavingAndRemoving(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let cat = try await app.makeUser("Cat")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)
            try await app.addMember(cat, to: home, by: ada)

            let left = try await app.api(.DELETE, "/api/households/\(home)/members/\(bob.id)", as: bob.bearer)
            let removed = try await app.api(.DELETE, "/api/households/\(home)/members/\(cat.id)", as: ada.bearer)

            #expect(left.status == .noContent)
            #expect(removed.status == .noContent)
            #expect(try await app.api(.GET, "/api/households/\(home)", as: bob.bearer).status == .notFound)
            #expect((try await app.api(.GET, "/api/households/\(home)", as: ada.bearer).json["members"] as? [Any])?.count == 1)
        }
    }

    @Test("The last owner cannot leave until they hand the household over", arguments: TestDatabase.all)
    func lastOwnerMustHandOver(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)

            let refused = try await app.api(.DELETE, "/api/households/\(home)/members/\(ada.id)", as: ada.bearer)
            let stepDown = try await app.api(.PATCH, "/api/households/\(home)/members/\(ada.id)", json: ["role": "member"], as: ada.bearer)
            let handOver = try await app.api(.PATCH, "/api/households/\(home)/members/\(bob.id)", json: ["role": "owner"], as: ada.bearer)
            let leave = try await app.api(.DELETE, "/api/households/\(home)/members/\(ada.id)", as: ada.bearer)

            #expect(refused.status == .conflict)
            #expect(stepDown.status == .conflict)
            #expect(handOver.status == .ok)
            #expect(leave.status == .noContent)
            let detail = try await app.api(.GET, "/api/households/\(home)", as: bob.bearer)
            #expect((detail.json["members"] as? [[String: Any]])?.map { $0["role"] as? String } == ["owner"])
        }
    }

    @Test("Two owners leaving at the same moment never leave a household without an owner", arguments: TestDatabase.all)
    func concurrentLeavingKeepsAnOwner(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)
            _ = try await app.api(.PATCH, "/api/households/\(home)/members/\(bob.id)", json: ["role": "owner"], as: ada.bearer)

            async let adaLeaves = app.api(.DELETE, "/api/households/\(home)/members/\(ada.id)", as: ada.bearer)
            async let bobLeaves = app.api(.DELETE, "/api/households/\(home)/members/\(bob.id)", as: bob.bearer)
            let statuses = try await [adaLeaves.status, bobLeaves.status]

            #expect(statuses.filter { $0 == .noContent }.count == 1)
            #expect(statuses.filter { $0 == .conflict }.count == 1)
        }
    }

    @Test("Owners rename a household; bad names name the field", arguments: TestDatabase.all)
    func renameHousehold(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)

            let renamed = try await app.api(.PATCH, "/api/households/\(home)", json: ["name": "Our flat"], as: ada.bearer)
            let blank = try await app.api(.PATCH, "/api/households/\(home)", json: ["name": " "], as: ada.bearer)
            let emptyCreate = try await app.api(.POST, "/api/households", json: ["name": ""], as: ada.bearer)

            #expect(renamed["name"] == "Our flat")
            #expect(blank.errorField == "name")
            #expect(emptyCreate.errorField == "name")
        }
    }
}
