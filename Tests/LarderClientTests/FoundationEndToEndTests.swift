import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LarderClient
import LarderTestSupport
import Testing

/// The foundation end to end: a real Larder server on loopback, driven through the generated
/// client, on SQLite and on PostgreSQL.
@Suite("Foundation end to end")
struct FoundationEndToEndTests {
    @Test("People, a household, membership, a stranger refused, and a device's whole life", arguments: TestDatabase.all)
    func householdAndDeviceLifecycle(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let session = ClientSession(baseURL: baseURL)

                // Two people register; the first is the administrator.
                let (admin, adminClient) = try await session.register("Ada", email: "ada@example.com")
                let (bob, bobClient) = try await session.register("Bob", email: "bob@example.com")
                #expect(admin.roles.contains(.admin))
                #expect(!bob.roles.contains(.admin))

                // Ada creates a household and adds Bob as a member.
                let household = try await adminClient.createHousehold(body: .json(.init(name: "Flat 4"))).created.body.json
                let added = try await adminClient.addHouseholdMember(
                    path: .init(householdId: household.id), body: .json(.init(email: "bob@example.com"))
                ).created.body.json
                #expect(added.members.map(\.name).sorted() == ["Ada", "Bob"])
                let bobsView = try await bobClient.getHousehold(path: .init(householdId: household.id)).ok.body.json
                #expect(bobsView.myRole == .member)

                // A third person is told the household does not exist.
                let (_, eveClient) = try await session.register("Eve", email: "eve@example.com")
                let refused = try await eveClient.getHousehold(path: .init(householdId: household.id))
                #expect(errorStatus(refused)?.status == 404)
                #expect(errorStatus(refused)?.error?.error.code == "not_found")

                // The admin registers a device; the owner activates it; it authenticates.
                let created = try await adminClient.createDevice(body: .json(.init(name: "Fridge cam", model: "FC-1"))).created.body.json
                let deviceID = created.device.deviceId
                let deviceClient = session.device(id: deviceID, secret: created.deviceSecret)
                let activated = try await adminClient.activateHouseholdDevice(
                    path: .init(householdId: household.id), body: .json(.init(deviceId: deviceID))
                ).created.body.json
                #expect(activated.status == .active)
                let identity = try await deviceClient.deviceWhoami().ok.body.json
                #expect(identity.householdName == "Flat 4")
                #expect(identity.deviceId == deviceID)

                // Deactivation locks the device out.
                _ = try await adminClient.deactivateHouseholdDevice(path: .init(householdId: household.id, deviceId: deviceID)).noContent
                let lockedOut = try await deviceClient.deviceWhoami()
                #expect(errorStatus(lockedOut)?.status == 401)
            }
        }
    }

    @Test("Tokens refresh and the spec the client came from is served", arguments: [TestDatabase.sqlite])
    func refreshAndSpec(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let session = ClientSession(baseURL: baseURL)
                _ = try await session.anonymous.register(body: .json(.init(name: "Ada", email: "ada@example.com", password: "correct horse")))
                let tokens = try await session.anonymous.login(body: .json(.init(login: "ada@example.com", password: "correct horse"))).ok.body.json

                let refreshed = try await session.anonymous.refreshTokens(body: .json(.init(refreshToken: tokens.refreshToken))).ok.body.json
                let me = try await session.signedIn(refreshed.accessToken).getMe().ok.body.json
                let (spec, response) = try await URLSession.shared.data(from: baseURL.appendingPathComponent("api/openapi.yaml"))

                #expect(me.name == "Ada")
                #expect((response as? HTTPURLResponse)?.statusCode == 200)
                #expect(String(decoding: spec, as: UTF8.self).contains("operationId: deviceWhoami"))
            }
        }
    }
}
