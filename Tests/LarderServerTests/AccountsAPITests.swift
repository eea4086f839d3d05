import Foundation
import LarderTestSupport
import Testing
import Vapor

@Suite("Accounts API")
struct AccountsAPITests {
    @Test("The first account ever created is an admin; later ones are not", arguments: TestDatabase.all)
    func firstAccountIsAdmin(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // MUT
            let first = try await app.api(.POST, "/api/auth/register", json: ["name": "Ada", "email": "ada@example.com", "password": "12345678"])
            let second = try await app.api(.POST, "/api/auth/register", json: ["name": "Bob", "phone": "+380501234567", "password": "12345678"])

            // validate
            #expect(first.status == .created)
            #expect(first.json["roles"] as? [String] == ["user", "admin"])
            #expect(second.status == .created)
            #expect(second.json["roles"] as? [String] == ["user"])
            #expect(second["phone"] == "+380501234567")
        }
    }

    @Test("Without mail, registering a taken email is a 409 naming the field and makes nothing", arguments: TestDatabase.all)
    func takenEmailWithoutMailIsAConflict(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let taken = try await app.api(.POST, "/api/auth/register", json: ["name": "Eve", "email": ada.email, "password": "eve's secret"])
            #expect(taken.status == .conflict)
            #expect(taken.errorField == "email")
            let signIn = try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": ada.password])
            #expect(signIn.status == .ok)
        }
    }

    @Test("Registration normalises email case and phone formatting", arguments: TestDatabase.all)
    func registrationNormalisesLogins(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let registered = try await app.api(.POST, "/api/auth/register",
                                               json: ["name": "Ada", "email": " Ada@Example.COM ", "phone": "+380 (50) 123-45-67", "password": "12345678"])
            #expect(registered["email"] == "ada@example.com")
            #expect(registered["phone"] == "+380501234567")
        }
    }

    @Test("Signing in by email or phone returns an access and a refresh token", arguments: TestDatabase.all)
    func loginReturnsTokens(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.api(.POST, "/api/auth/register", json: ["name": "Ada", "email": "ada@example.com", "phone": "+12025550143", "password": "12345678"])

            let byEmail = try await app.api(.POST, "/api/auth/login", json: ["login": "ADA@example.com", "password": "12345678"])
            let byPhone = try await app.api(.POST, "/api/auth/login", json: ["login": "+1 202 555 0143", "password": "12345678"])

            #expect(byEmail.status == .ok)
            #expect(byEmail["tokenType"] == "Bearer")
            #expect((byEmail.json["expiresIn"] as? Int ?? 0) > 0)
            #expect(byEmail["refreshToken"]?.isEmpty == false)
            #expect(byPhone.status == .ok)
            let me = try await app.api(.GET, "/api/me", as: .bearer(byPhone["accessToken"] ?? ""))
            #expect(me["name"] == "Ada")
        }
    }

    @Test("A wrong password and an unknown account get the same 401", arguments: TestDatabase.all)
    func wrongCredentialsAreIndistinguishable(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Ada")

            let wrongPassword = try await app.api(.POST, "/api/auth/login", json: ["login": "ada@example.com", "password": "not the one"])
            let unknown = try await app.api(.POST, "/api/auth/login", json: ["login": "nobody@example.com", "password": "not the one"])

            #expect(wrongPassword.status == .unauthorized)
            #expect(unknown.status == .unauthorized)
            #expect(wrongPassword.errorMessage == unknown.errorMessage)
        }
    }

    @Test("Repeated failed sign-ins are slowed down, also for the right password, until the delay passes", arguments: TestDatabase.all)
    func repeatedFailuresAreSlowedDown(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup
            let clock = TestClock()
            app.use(clock)
            let ada = try await app.makeUser("Ada")
            for _ in 0..<5 {
                let failed = try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": "guess-guess"])
                #expect(failed.status == .unauthorized)
            }

            // MUT
            let blocked = try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": ada.password])
            clock.advance(by: 2)
            let afterDelay = try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": ada.password])

            // validate
            #expect(blocked.status == .tooManyRequests)
            #expect(blocked.errorCode == "too_many_requests")
            #expect(blocked.headers.first(name: .retryAfter) != nil)
            #expect(afterDelay.status == .ok)
        }
    }

    @Test("A refresh token trades for a new pair once; reusing it revokes the account's tokens", arguments: TestDatabase.all)
    func refreshRotatesAndDetectsReuse(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")

            let refreshed = try await app.api(.POST, "/api/auth/refresh", json: ["refreshToken": ada.refreshToken])
            let reused = try await app.api(.POST, "/api/auth/refresh", json: ["refreshToken": ada.refreshToken])
            let newOneAfterReuse = try await app.api(.POST, "/api/auth/refresh", json: ["refreshToken": refreshed["refreshToken"] ?? ""])

            #expect(refreshed.status == .ok)
            #expect(refreshed["refreshToken"] != ada.refreshToken)
            #expect(reused.status == .unauthorized)
            #expect(reused.errorField == "refreshToken")
            #expect(newOneAfterReuse.status == .unauthorized)
        }
    }

    @Test("Logging out revokes the refresh token", arguments: TestDatabase.all)
    func logoutRevokesRefreshToken(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")

            let loggedOut = try await app.api(.POST, "/api/auth/logout", json: ["refreshToken": ada.refreshToken])
            let refresh = try await app.api(.POST, "/api/auth/refresh", json: ["refreshToken": ada.refreshToken])

            #expect(loggedOut.status == .noContent)
            #expect(refresh.status == .unauthorized)
        }
    }

    @Test("/me needs a valid access token and says when the token is the problem", arguments: TestDatabase.all)
    func meNeedsValidToken(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let none = try await app.api(.GET, "/api/me")
            let garbage = try await app.api(.GET, "/api/me", as: .bearer("not.a.jwt"))

            #expect(none.status == .unauthorized)
            #expect(garbage.status == .unauthorized)
            #expect(garbage.errorMessage?.contains("access token") == true)
        }
    }

    @Test("PATCH /me changes name, contact and language", arguments: TestDatabase.all)
    func updateMeChangesProfile(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")

            let updated = try await app.api(.PATCH, "/api/me", json: ["name": "Ada L.", "phone": "+441234567890", "preferredLanguage": "uk"], as: ada.bearer)

            #expect(updated.status == .ok)
            #expect(updated["name"] == "Ada L.")
            #expect(updated["phone"] == "+441234567890")
            #expect(updated["preferredLanguage"] == "uk")
            let again = try await app.api(.GET, "/api/me", as: ada.bearer)
            #expect(again["name"] == "Ada L.")
        }
    }

    @Test("Removing the only way to sign in is refused", arguments: TestDatabase.all)
    func cannotRemoveLastLogin(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")

            let removed = try await app.api(.PATCH, "/api/me", json: ["email": ""], as: ada.bearer)

            #expect(removed.status == .badRequest)
            #expect(removed.errorField == "email")
            #expect(try await app.api(.GET, "/api/me", as: ada.bearer)["email"] == ada.email)
        }
    }

    @Test("A new password needs the current one, then signs other clients out", arguments: TestDatabase.all)
    func passwordChange(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")

            let withoutCurrent = try await app.api(.PATCH, "/api/me", json: ["newPassword": "brand new pass"], as: ada.bearer)
            let wrongCurrent = try await app.api(.PATCH, "/api/me", json: ["currentPassword": "nope nope", "newPassword": "brand new pass"], as: ada.bearer)
            let changed = try await app.api(.PATCH, "/api/me", json: ["currentPassword": ada.password, "newPassword": "brand new pass"], as: ada.bearer)

            #expect(withoutCurrent.status == .badRequest)
            #expect(withoutCurrent.errorField == "currentPassword")
            #expect(wrongCurrent.status == .badRequest)
            #expect(wrongCurrent.errorField == "currentPassword")
            #expect(changed.status == .ok)
            let oldLogin = try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": ada.password])
            let newLogin = try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": "brand new pass"])
            let oldRefresh = try await app.api(.POST, "/api/auth/refresh", json: ["refreshToken": ada.refreshToken])
            #expect(oldLogin.status == .unauthorized)
            #expect(newLogin.status == .ok)
            #expect(oldRefresh.status == .unauthorized)
        }
    }

    @Test("Taking another account's email is a 409 naming the field", arguments: TestDatabase.all)
    func emailChangeToTakenIsConflict(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")

            let taken = try await app.api(.PATCH, "/api/me", json: ["email": ada.email.uppercased()], as: bob.bearer)

            #expect(taken.status == .conflict)
            #expect(taken.errorField == "email")
        }
    }
}
