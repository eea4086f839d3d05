import Foundation
import LarderTestSupport
import Testing
import Vapor

/// Walks every endpoint with every kind of caller and checks the status: strangers are told
/// another household does not exist (404), members are refused owners' jobs (403), only
/// admins administer, and nobody gets in without credentials (401).
@Suite("Authorization matrix")
struct AuthorizationMatrixTests {
    enum Caller: String, CaseIterable {
        // Owner last: its successful calls change state the next rows rely on.
        case anonymous, stranger, admin, member, owner
    }

    typealias Row = AccessRow<Caller>

    @Test("Every endpoint answers every caller as the rules say", arguments: TestDatabase.all)
    func matrix(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: an admin outside the household, its owner and member, a stranger, a would-be member, devices
            let admin = try await app.makeUser("Admin")
            let owner = try await app.makeUser("Owner")
            let member = try await app.makeUser("Member")
            let stranger = try await app.makeUser("Stranger")
            let newcomer = try await app.makeUser("Newcomer")
            let home = try await app.makeHousehold("Home", owner: owner)
            try await app.addMember(member, to: home, by: owner)
            let cabin = try await app.makeHousehold("Cabin", owner: owner)
            try await app.addMember(member, to: cabin, by: owner)
            let spare = try await app.makeDevice("Spare cam", admin: admin)
            let credentials: [Caller: Credentials?] = [
                .anonymous: nil, .stranger: stranger.bearer, .admin: admin.bearer, .member: member.bearer, .owner: owner.bearer,
            ]
            let h = "/api/households/\(home)"
            let ownersPhone = try #require(
                try await app.api(.POST, "/api/me/app-passwords", json: ["name": "Owner's phone"], as: owner.bearer).json["id"] as? String)
            let rows: [Row] = [
                Row(.GET, "/api/me", stranger: .ok, admin: .ok, member: .ok, owner: .ok),
                Row(.PATCH, "/api/me", ["preferredLanguage": "en"], stranger: .ok, admin: .ok, member: .ok, owner: .ok),
                Row(.GET, "/api/me/app-passwords", stranger: .ok, admin: .ok, member: .ok, owner: .ok),
                Row(.POST, "/api/me/app-passwords", ["name": "Tablet"], stranger: .created, admin: .created, member: .created, owner: .created),
                Row(.DELETE, "/api/me/app-passwords/\(ownersPhone)", stranger: .notFound, admin: .notFound, member: .notFound, owner: .noContent),
                Row(.GET, "/api/households", stranger: .ok, admin: .ok, member: .ok, owner: .ok),
                Row(.POST, "/api/households", ["name": "Another"], stranger: .created, admin: .created, member: .created, owner: .created),
                Row(.GET, h, stranger: .notFound, admin: .notFound, member: .ok, owner: .ok),
                Row(.PATCH, h, ["name": "Home sweet home"], stranger: .notFound, admin: .notFound, member: .forbidden, owner: .ok),
                Row(.POST, "\(h)/members", ["email": newcomer.email], stranger: .notFound, admin: .notFound, member: .forbidden, owner: .created),
                Row(.PATCH, "\(h)/members/\(member.id)", ["role": "member"], stranger: .notFound, admin: .notFound, member: .forbidden, owner: .ok),
                Row(.DELETE, "\(h)/members/\(newcomer.id)", stranger: .notFound, admin: .notFound, member: .forbidden, owner: .noContent),
                Row(.GET, "\(h)/holdings", stranger: .notFound, admin: .notFound, member: .ok, owner: .ok),
                Row(.DELETE, "/api/households/\(cabin)?confirmName=Cabin", stranger: .notFound, admin: .notFound, member: .forbidden, owner: .noContent),
                Row(.GET, "\(h)/devices", stranger: .notFound, admin: .notFound, member: .ok, owner: .ok),
                Row(.POST, "\(h)/devices", ["deviceId": spare.id], stranger: .notFound, admin: .notFound, member: .forbidden, owner: .created),
                Row(.DELETE, "\(h)/devices/\(spare.id)", stranger: .notFound, admin: .notFound, member: .forbidden, owner: .noContent),
                Row(.GET, "/api/admin/users", stranger: .forbidden, admin: .ok, member: .forbidden, owner: .forbidden),
                Row(.GET, "/api/admin/users/\(member.id)", stranger: .forbidden, admin: .ok, member: .forbidden, owner: .forbidden),
                Row(.PATCH, "/api/admin/users/\(member.id)", ["name": "Member"], stranger: .forbidden, admin: .ok, member: .forbidden, owner: .forbidden),
                Row(.GET, "/api/admin/devices", stranger: .forbidden, admin: .ok, member: .forbidden, owner: .forbidden),
                Row(.POST, "/api/admin/devices", ["name": "Cam"], stranger: .forbidden, admin: .created, member: .forbidden, owner: .forbidden),
                Row(.GET, "/api/device/whoami", stranger: .unauthorized, admin: .unauthorized, member: .unauthorized, owner: .unauthorized),
            ]

            // MUT + validate
            try await app.expectAccess(rows, credentials: credentials) { response in
                #expect(response.status.code < 500)
            }
        }
    }

    @Test("An owner cannot reach another household's device through their own household", arguments: TestDatabase.all)
    func foreignDeviceIsNotFound(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let eve = try await app.makeUser("Eve")
            let adas = try await app.makeHousehold("Ada's", owner: ada)
            let eves = try await app.makeHousehold("Eve's", owner: eve)
            let device = try await app.makeDevice("Fridge cam", admin: admin, activateIn: adas, by: ada)

            let deactivate = try await app.api(.DELETE, "/api/households/\(eves)/devices/\(device.id)", as: eve.bearer)

            #expect(deactivate.status == .notFound)
            #expect(try await app.api(.GET, "/api/device/whoami", as: device.credentials).status == .ok)
        }
    }

    @Test("Device credentials do not open people's endpoints", arguments: TestDatabase.all)
    func devicesAreNotPeople(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let device = try await app.makeDevice("Fridge cam", admin: admin, activateIn: home, by: ada)

            #expect(try await app.api(.GET, "/api/me", as: device.credentials).status == .unauthorized)
            #expect(try await app.api(.GET, "/api/households/\(home)", as: device.credentials).status == .unauthorized)
        }
    }
}

extension AccessRow where Caller == AuthorizationMatrixTests.Caller {
    init(_ method: HTTPMethod, _ path: String, _ body: [String: any Sendable]? = nil,
         anonymous: HTTPStatus = .unauthorized, stranger: HTTPStatus, admin: HTTPStatus, member: HTTPStatus, owner: HTTPStatus) {
        self.init(method, path, body, expected: [.anonymous: anonymous, .stranger: stranger, .admin: admin, .member: member, .owner: owner])
    }
}
