import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// An access token stops working when its sign-in ends, not up to fifteen minutes later.
@Suite("Access tokens end with their sign-in")
struct AccessTokenRevocationTests {
    @Test("After logout the sign-in's access token is refused; another sign-in's still works", arguments: TestDatabase.all)
    func logoutEndsTheSignIn(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup: the same person signed in on a phone and a laptop
            let ada = try await app.makeUser("Ada")
            let laptop = try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": ada.password])
            let laptopToken = try #require(laptop["accessToken"])

            // MUT
            let loggedOut = try await app.api(.POST, "/api/auth/logout", json: ["refreshToken": ada.refreshToken])

            // validate
            #expect(loggedOut.status == .noContent)
            #expect(try await app.api(.GET, "/api/me", as: ada.bearer).status == .unauthorized)
            #expect(try await app.api(.GET, "/api/me", as: .bearer(laptopToken)).status == .ok)
        }
    }

    @Test("A new password ends every sign-in of the account", arguments: [TestDatabase.sqlite])
    func newPasswordEndsEverySignIn(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup
            let ada = try await app.makeUser("Ada")
            let laptop = try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": ada.password])
            let laptopToken = try #require(laptop["accessToken"])

            // MUT
            let changed = try await app.api(
                .PATCH, "/api/me", json: ["currentPassword": ada.password, "newPassword": "a brand new password"], as: ada.bearer)

            // validate
            #expect(changed.status == .ok)
            #expect(try await app.api(.GET, "/api/me", as: .bearer(laptopToken)).status == .unauthorized)
        }
    }

    @Test("A refreshed pair stays in the same sign-in, so logout with the newest refresh token ends it", arguments: [TestDatabase.sqlite])
    func refreshKeepsTheSignIn(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let refreshed = try await app.api(.POST, "/api/auth/refresh", json: ["refreshToken": ada.refreshToken])
            let access = try #require(refreshed["accessToken"])
            let refresh = try #require(refreshed["refreshToken"])

            _ = try await app.api(.POST, "/api/auth/logout", json: ["refreshToken": refresh])

            #expect(try await app.api(.GET, "/api/me", as: .bearer(access)).status == .unauthorized)
        }
    }
}
