import Foundation
import LarderTestSupport
import Testing
import Vapor

@Suite("Devices API")
struct DevicesAPITests {
    @Test("An admin registers a device with a human-typeable id and a one-time secret", arguments: TestDatabase.all)
    func adminRegistersDevice(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")

            let created = try await app.api(.POST, "/api/admin/devices", json: ["name": "Fridge cam", "model": "FC-1"], as: admin.bearer)
            let listed = try await app.api(.GET, "/api/admin/devices", as: admin.bearer)

            #expect(created.status == .created)
            let device = created.json["device"] as? [String: Any]
            let id = device?["deviceId"] as? String ?? ""
            #expect(id.wholeMatch(of: /LD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/) != nil)
            #expect(device?["status"] as? String == "unassigned")
            #expect((created["deviceSecret"] ?? "").count >= 40)
            #expect(!listed.body.contains(created["deviceSecret"] ?? "secret"), "the secret is never shown again")
            #expect(listed.jsonArray.count == 1)
        }
    }

    @Test("An owner activates a device; it then authenticates with its secret", arguments: TestDatabase.all)
    func activationAndAuthentication(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let device = try await app.makeDevice("Fridge cam", admin: admin)

            let beforeActivation = try await app.api(.GET, "/api/device/whoami", as: device.credentials)
            let activated = try await app.api(.POST, "/api/households/\(home)/devices",
                                              json: ["deviceId": device.id.lowercased().replacingOccurrences(of: "-", with: " ")], as: ada.bearer)
            let whoami = try await app.api(.GET, "/api/device/whoami", as: device.credentials)
            let listed = try await app.api(.GET, "/api/households/\(home)/devices", as: ada.bearer)

            #expect(beforeActivation.status == .unauthorized)
            #expect(activated.status == .created)
            #expect(activated["status"] == "active")
            #expect(whoami.status == .ok)
            #expect(whoami["deviceId"] == device.id)
            #expect(whoami["householdId"]?.lowercased() == home.lowercased())
            #expect(whoami["householdName"] == "Home")
            #expect(listed.jsonArray.count == 1)
        }
    }

    @Test("A wrong secret, a malformed header and a deactivated device are all refused", arguments: TestDatabase.all)
    func refusedCredentials(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let device = try await app.makeDevice("Fridge cam", admin: admin, activateIn: home, by: ada)

            let wrongSecret = try await app.api(.GET, "/api/device/whoami", as: .device(id: device.id, secret: "guess"))
            let malformed = try await app.api(.GET, "/api/device/whoami", as: .raw("Device nonsense"))
            let missing = try await app.api(.GET, "/api/device/whoami")
            let deactivated = try await app.api(.DELETE, "/api/households/\(home)/devices/\(device.id)", as: ada.bearer)
            let afterDeactivation = try await app.api(.GET, "/api/device/whoami", as: device.credentials)

            #expect(wrongSecret.status == .unauthorized)
            #expect(malformed.status == .unauthorized)
            #expect(missing.status == .unauthorized)
            #expect(deactivated.status == .noContent)
            #expect(afterDeactivation.status == .unauthorized)
            #expect(try await app.api(.GET, "/api/households/\(home)/devices", as: ada.bearer).jsonArray.isEmpty)
        }
    }

    @Test("A device active in one household cannot be activated in another until deactivated", arguments: TestDatabase.all)
    func oneHouseholdAtATime(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let adas = try await app.makeHousehold("Ada's", owner: ada)
            let bobs = try await app.makeHousehold("Bob's", owner: bob)
            let device = try await app.makeDevice("Fridge cam", admin: admin, activateIn: adas, by: ada)

            let taken = try await app.api(.POST, "/api/households/\(bobs)/devices", json: ["deviceId": device.id], as: bob.bearer)
            let twice = try await app.api(.POST, "/api/households/\(adas)/devices", json: ["deviceId": device.id], as: ada.bearer)
            _ = try await app.api(.DELETE, "/api/households/\(adas)/devices/\(device.id)", as: ada.bearer)
            let moved = try await app.api(.POST, "/api/households/\(bobs)/devices", json: ["deviceId": device.id], as: bob.bearer)
            let unknown = try await app.api(.POST, "/api/households/\(bobs)/devices", json: ["deviceId": "LD-0000-0000"], as: bob.bearer)

            #expect(taken.status == .conflict)
            #expect(taken.errorField == "deviceId")
            #expect(twice.status == .conflict)
            #expect(moved.status == .created)
            #expect(try await app.api(.GET, "/api/device/whoami", as: device.credentials)["householdName"] == "Bob's")
            #expect(unknown.status == .notFound)
            #expect(unknown.errorField == "deviceId")
        }
    }

    @Test("Members see the household's devices but only owners activate or deactivate", arguments: TestDatabase.all)
    func ownersManageDevices(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)
            let active = try await app.makeDevice("Fridge cam", admin: admin, activateIn: home, by: ada)
            let spare = try await app.makeDevice("Pantry cam", admin: admin)

            let list = try await app.api(.GET, "/api/households/\(home)/devices", as: bob.bearer)
            let activate = try await app.api(.POST, "/api/households/\(home)/devices", json: ["deviceId": spare.id], as: bob.bearer)
            let deactivate = try await app.api(.DELETE, "/api/households/\(home)/devices/\(active.id)", as: bob.bearer)

            #expect(list.jsonArray.count == 1)
            #expect(activate.status == .forbidden)
            #expect(deactivate.status == .forbidden)
        }
    }
}
