import Foundation
import LarderTestSupport
import Testing
import Vapor

/// Bad input gets a 4xx that names the field, and changes nothing.
@Suite("Bad input")
struct BadInputTests {
    static let cases: [(body: [String: any Sendable], field: String, status: HTTPStatus)] = [
        (["name": "Ada", "email": "not-an-email", "password": "12345678"], "email", .badRequest),
        (["name": "Ada", "email": "a@b", "password": "12345678"], "email", .badRequest),
        (["name": "Ada", "phone": "0501234567", "password": "12345678"], "phone", .badRequest),
        (["name": "Ada", "phone": "+12", "password": "12345678"], "phone", .badRequest),
        (["name": "Ada", "password": "12345678"], "email", .badRequest),
        (["name": "Ada", "email": "ada@example.com", "password": "short"], "password", .badRequest),
        (["name": "   ", "email": "ada@example.com", "password": "12345678"], "name", .badRequest),
        (["email": "ada@example.com", "password": "12345678"], "name", .badRequest),
        (["name": "Ada", "email": "ada@example.com", "password": "12345678", "isAdmin": true], "isAdmin", .badRequest),
        (["name": 42, "email": "ada@example.com", "password": "12345678"], "name", .badRequest),
        (["name": "Ada", "email": "ada@example.com", "password": "12345678", "preferredLanguage": "klingon"], "preferredLanguage", .badRequest),
    ]

    @Test("Invalid registrations are refused with the field named, and create nothing", arguments: TestDatabase.all)
    func invalidRegistrations(database: TestDatabase) async throws {
        try await withApp(database) { app in
            for testCase in Self.cases {
                let response = try await app.api(.POST, "/api/auth/register", json: testCase.body)
                #expect(response.status == testCase.status, "\(testCase.body)")
                #expect(response.errorField == testCase.field, "\(testCase.body) → \(response.body)")
                #expect(response.errorMessage?.isEmpty == false)
            }
            let nobodyYet = try await app.api(.POST, "/api/auth/register", json: ["name": "Ada", "email": "ada@example.com", "password": "12345678"])
            #expect(nobodyYet.json["roles"] as? [String] == ["user", "admin"], "the first valid account is still the first")
        }
    }

    @Test("A duplicate login is a 409 and leaves the first account alone", arguments: TestDatabase.all)
    func duplicateLogin(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")

            let sameEmail = try await app.api(.POST, "/api/auth/register", json: ["name": "Eve", "email": ada.email, "password": "12345678"])
            _ = try await app.api(.PATCH, "/api/me", json: ["phone": "+380501112233"], as: ada.bearer)
            let samePhone = try await app.api(.POST, "/api/auth/register", json: ["name": "Eve", "phone": "+380 50 111 22 33", "password": "12345678"])

            #expect(sameEmail.status == .conflict)
            #expect(sameEmail.errorField == "email")
            #expect(samePhone.status == .conflict)
            #expect(samePhone.errorField == "phone")
            #expect(try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": ada.password]).status == .ok)
        }
    }

    @Test("Malformed JSON is a 400 about the body", arguments: TestDatabase.all)
    func malformedJSON(database: TestDatabase) async throws {
        try await withApp(database) { app in
            for raw in ["{\"name\":", "[]", "null", "not json", "{\"name\": \"Ada\", }"] {
                let response = try await app.api(.POST, "/api/auth/register", raw: raw)
                #expect(response.status == .badRequest, "\(raw) → \(response.body)")
                #expect(response.errorMessage?.isEmpty == false)
            }
        }
    }

    @Test("An oversized body is a 413", arguments: TestDatabase.all)
    func oversizedBody(database: TestDatabase) async throws {
        try await withApp(database, configure: { $0.maxRequestBodyBytes = 4096 }) { app in
            let huge = String(repeating: "x", count: 10_000)

            let response = try await app.api(.POST, "/api/auth/register", json: ["name": huge, "email": "ada@example.com", "password": "12345678"])

            #expect(response.status == .payloadTooLarge)
            #expect(response.errorCode == "payload_too_large")
            #expect(try await app.api(.POST, "/api/auth/login", json: ["login": "ada@example.com", "password": "12345678"]).status == .unauthorized)
        }
    }

    @Test("Malformed ids and paging are 400s naming the parameter", arguments: TestDatabase.all)
    func malformedParameters(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Ada")

            let household = try await app.api(.GET, "/api/households/not-a-uuid", as: admin.bearer)
            let page = try await app.api(.GET, "/api/admin/users?page=0", as: admin.bearer)
            let per = try await app.api(.GET, "/api/admin/users?per=1000", as: admin.bearer)
            let perText = try await app.api(.GET, "/api/admin/users?per=many", as: admin.bearer)

            #expect(household.status == .badRequest)
            #expect(household.errorField == "householdId")
            #expect(page.errorField == "page")
            #expect(per.errorField == "per")
            #expect(perText.status == .badRequest)
        }
    }

    @Test("A query parameter that does not decode is a 400 naming it, or naming them all when several were sent", arguments: [TestDatabase.sqlite])
    func undecodableQueryParameters(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let household = try await app.makeHousehold("Home", owner: ada)
            let list = try #require(
                try await app.api(.GET, "/api/households/\(household)/shopping-lists", as: ada.bearer).jsonArray.first?["id"] as? String)

            let perText = try await app.api(.GET, "/api/admin/users?per=many", as: ada.bearer)
            let badEnum = try await app.api(.GET, "/api/shopping-lists/\(list)?groupBy=banana", as: ada.bearer)
            let badFlag = try await app.api(.GET, "/api/households/\(household)/pantry/items?lowStock=maybe", as: ada.bearer)
            let two = try await app.api(.GET, "/api/shopping-lists/\(list)/share?groupBy=banana&language=xx", as: ada.bearer)

            #expect(perText.errorField == "per" && perText.errorMessage == "“per” must be a whole number.")
            #expect(badEnum.status == .badRequest && badEnum.errorField == "groupBy")
            #expect(badFlag.status == .badRequest && badFlag.errorField == "lowStock")
            #expect(two.status == .badRequest && two.errorField == "query")
            #expect(two.errorMessage?.contains("groupBy, language") == true)
        }
    }

    @Test("A page number so large that page × size would overflow is a 400, not a crash", arguments: [TestDatabase.sqlite])
    func hugePageNumbers(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Ada")

            for path in ["/api/admin/users", "/api/recipes", "/api/admin/recipes/pending", "/api/foods"] {
                let response = try await app.api(.GET, "\(path)?page=1000000000000000000&per=87", as: admin.bearer)
                #expect(response.status == .badRequest, "\(path)")
                #expect(response.errorField == "page", "\(path)")
            }
        }
    }

    @Test("Unknown routes are JSON 404s under /api", arguments: [TestDatabase.sqlite])
    func unknownRoute(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let response = try await app.api(.GET, "/api/nothing-here")
            #expect(response.status == .notFound)
            #expect(response.errorCode == "not_found")
        }
    }

    @Test("A method an address does not take is a 405 listing the ones it does", arguments: [TestDatabase.sqlite])
    func methodNotAllowed(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")

            let put = try await app.api(.PUT, "/api/recipes", json: ["title": "Soup"], as: ada.bearer)
            let page = try await app.api(.DELETE, "/shopping")

            #expect(put.status == .methodNotAllowed)
            #expect(put.errorCode == "method_not_allowed")
            #expect(put.headers.first(name: .allow) == "GET, POST")
            #expect(page.status == .methodNotAllowed)
        }
    }
}
