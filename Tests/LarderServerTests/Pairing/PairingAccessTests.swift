import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// Every pairing endpoint with every kind of caller: a guest is asked to sign in (401), someone
/// outside the household is told its catalogue, products and combinations do not exist (404),
/// every member may pair, ask the engine, add and change the household's products and save
/// combinations, and only admins touch the shared catalogue (403 for the rest).
@Suite("Pairing: who may do what")
struct PairingAccessTests {
    enum Caller: String, CaseIterable {
        // Owner last: its successful calls change state the next rows rely on.
        case guest, stranger, admin, member, owner
    }

    typealias Row = AccessRow<Caller>

    @Test("Guests get 401, strangers 404, members the household's catalogue, admins alone the shared one", arguments: TestDatabase.all)
    func everyEndpoint(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: the starter catalogue; Ada owns a household with Bob in it and a saved combination; Eve is a stranger
            _ = try await StarterContent.seedIfNeeded(app)
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let eve = try await app.makeUser("Eve")
            let home = try await app.makeHousehold("Home", owner: ada)
            try await app.addMember(bob, to: home, by: ada)
            _ = try await app.makeHousehold("Eve's", owner: eve)
            let h = "/api/households/\(home)/pairing"
            let combination: [String: any Sendable] = ["name": "Sunday", "main": "pork", "partners": ["buckwheat", "dill"]]
            let saved = try #require(try await app.api(.POST, "\(h)/combinations", json: combination, as: ada.bearer)["id"])
            let spare = try #require(try await app.api(.POST, "\(h)/combinations", json: combination, as: ada.bearer)["id"])
            let own = try #require(
                try await app.api(.POST, "\(h)/products", json: ["names": ["en": "Quince"], "categoryId": "fruits"], as: ada.bearer)["id"])
            let c = "/api/pairing/combinations"
            let credentials: [Caller: Credentials?] = [
                .guest: nil, .stranger: eve.bearer, .admin: admin.bearer, .member: bob.bearer, .owner: ada.bearer,
            ]
            let rows: [Row] = [
                Row(.GET, "\(h)/categories", member: .ok, owner: .ok),
                Row(.GET, "\(h)/categories/meat/products", member: .ok, owner: .ok),
                Row(.GET, "\(h)/products/pork", member: .ok, owner: .ok),
                Row(.GET, "\(h)/products/\(own)", member: .ok, owner: .ok),
                Row(.GET, "\(h)/products/pork/partners", member: .ok, owner: .ok),
                Row(.POST, "\(h)/products/pork/partners", ["partners": ["rice"]], member: .ok, owner: .ok),
                Row(.POST, "\(h)/products/pork/partners", ["partners": ["rice"], "shared": true], member: .forbidden, owner: .forbidden),
                Row(.POST, "\(h)/products", ["names": ["en": "Medlar"], "categoryId": "fruits"], member: .created, owner: .created),
                Row(.POST, "\(h)/products", ["names": ["en": "Sorb"], "categoryId": "fruits", "shared": true], member: .forbidden, owner: .forbidden),
                Row(.POST, "\(h)/combination", ["main": "pork", "partners": ["dill"]], member: .ok, owner: .ok),
                Row(.GET, "\(h)/combinations", member: .ok, owner: .ok),
                Row(.POST, "\(h)/combinations", combination, member: .created, owner: .created),
                Row(.GET, "\(c)/\(saved)", member: .ok, owner: .ok),
                Row(.POST, "\(c)/\(saved)/shopping-list", ["name": "For Sunday"], member: .created, owner: .created),
                Row(.GET, "\(h)/suggestions?ingredient=pork&ingredient=dill", member: .ok, owner: .ok),
                Row(.PATCH, "\(h)/products/\(own)", ["names": ["uk": "Айва"]], member: .ok, owner: .ok),
                Row(.PATCH, "\(h)/products/pork", ["names": ["en": "Pig"]], member: .forbidden, owner: .forbidden),
                Row(.PATCH, "/api/pairing/categories/meat", ["names": ["uk": "Мʼясо"]], stranger: .forbidden, admin: .ok, member: .forbidden, owner: .forbidden),
                Row(.DELETE, "\(c)/\(spare)", member: .noContent, owner: .notFound),
                Row(.DELETE, "\(h)/products/\(own)", member: .noContent, owner: .notFound),
                Row(.DELETE, "\(h)/products/pork", member: .forbidden, owner: .forbidden),
                Row(.POST, "/api/pairing/import", ["categories": "name;id;isGeneral;pairedCategories\n", "products": "name;id;categoryId\n", "pairs": "mainId;pairedIds\n"],
                    stranger: .forbidden, admin: .ok, member: .forbidden, owner: .forbidden),
            ]

            // MUT + validate
            try await app.expectAccess(rows, credentials: credentials) { response in
                #expect(response.status.code < 500)
            }
        }
    }
}

extension AccessRow where Caller == PairingAccessTests.Caller {
    /// A household's endpoint: guests 401, the stranger and the admin outside the household 404.
    init(
        _ method: HTTPMethod, _ path: String, _ body: [String: any Sendable]? = nil, guest: HTTPStatus = .unauthorized,
        stranger: HTTPStatus = .notFound, admin: HTTPStatus = .notFound, member: HTTPStatus, owner: HTTPStatus
    ) {
        self.init(method, path, body, expected: [.guest: guest, .stranger: stranger, .admin: admin, .member: member, .owner: owner])
    }
}
