import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// Who may speak CalDAV: a person with an app password, over HTTP Basic; wrong guesses are
/// slowed down like wrong passwords on the sign-in form.
@Suite("CalDAV sign-in")
struct CalDAVSignInTests {
    static func propfind(_ app: Application, login: String?, password: String) async throws -> APIResponse {
        var headers: [(String, String)] = [("Depth", "0")]
        if let login { headers.append(("Authorization", "Basic " + Data("\(login):\(password)".utf8).base64EncodedString())) }
        return try await app.api(.PROPFIND, "/dav/", headers: headers)
    }

    @Test("Without credentials the answer is a Basic challenge phones understand")
    func withoutCredentialsTheAnswerIsAChallenge() async throws {
        try await withApp(.sqlite) { app in
            let response = try await Self.propfind(app, login: nil, password: "")
            #expect(response.status == .unauthorized)
            #expect(response.headers.first(name: .wwwAuthenticate)?.hasPrefix("Basic realm=") == true)
        }
    }

    @Test("Repeated wrong app passwords are slowed down with 429, on every CalDAV path", arguments: TestDatabase.all)
    func wrongGuessesAreThrottled(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Ada")
            var statuses: [HTTPStatus] = []
            for guess in 0..<8 {
                statuses.append(try await Self.propfind(app, login: "ada@example.com", password: "guess-\(guess)").status)
            }
            #expect(statuses.prefix(5).allSatisfy { $0 == .unauthorized })
            #expect(statuses.dropFirst(5).contains(.tooManyRequests))
        }
    }

    @Test("An app password signs in whatever case and spaces it is typed with")
    func appPasswordIsReadAsShown() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let made = try await app.api(.POST, "/api/me/app-passwords", json: ["name": "Phone"], as: ada.bearer)
            let password = try #require(made.json["password"] as? String)
            let typed = password.uppercased().replacingOccurrences(of: "-", with: " - ")
            #expect(try await Self.propfind(app, login: "ada@example.com", password: typed).status == .multiStatus)
        }
    }

    @Test("Changing the account password removes its app passwords", arguments: TestDatabase.all)
    func passwordChangeRemovesAppPasswords(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let made = try await app.api(.POST, "/api/me/app-passwords", json: ["name": "Phone"], as: ada.bearer)
            let password = try #require(made.json["password"] as? String)
            let changed = try await app.api(
                .PATCH, "/api/me", json: ["currentPassword": "correct horse", "newPassword": "battery staple"], as: ada.bearer)
            #expect(changed.status == .ok)
            #expect(try await Self.propfind(app, login: "ada@example.com", password: password).status == .unauthorized)
        }
    }
}
