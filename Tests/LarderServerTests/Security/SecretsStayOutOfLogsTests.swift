import Foundation
import LarderTestSupport
import SQLKit
import Testing
import Vapor

@testable import LarderServer

/// Passwords, tokens and request bodies never reach the log, also when a request fails with a 5xx
/// (the OpenAPI layer's errors describe the whole request, headers and body included).
@Suite("Secrets stay out of the log")
struct SecretsStayOutOfLogsTests {
    @Test("A sign-in that fails with 500 logs the failure, not the password", arguments: TestDatabase.all)
    func passwordOfAFailedSignIn(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup
            let log = CapturedLog()
            let ada = try await app.makeUser("Ada", password: "a-Password-to-keep-secret")
            log.capture(app)
            try await withRunningServer(app) { baseURL in
                // The throttle's table gone: signing in fails inside the server, a 500.
                try await app.db.sql().raw("DROP TABLE login_failures").run()

                // MUT
                let response = try await app.client.post(URI(string: "\(baseURL)/api/auth/login")) { request in
                    try request.content.encode(["login": ada.email, "password": ada.password], as: .json)
                }

                // validate
                #expect(response.status == .internalServerError)
            }
            #expect(log.text.contains("answered 500"))
            #expect(!log.text.contains(ada.password))
        }
    }

    @Test("A 503 from an operation logs neither the bearer token nor the body, even at the most detailed level", arguments: [TestDatabase.sqlite])
    func bearerTokenOfAFailedOperation(database: TestDatabase) async throws {
        try await withApp(database, configure: { $0.logLevel = .trace }) { app in
            // setup
            let log = CapturedLog()
            let ada = try await app.makeUser("Ada")
            log.capture(app)
            try await withRunningServer(app) { baseURL in
                // MUT: no AI provider is configured, so generation answers 503.
                let response = try await app.client.post(URI(string: "\(baseURL)/api/recipes/generate")) { request in
                    request.headers.bearerAuthorization = .init(token: ada.accessToken)
                    try request.content.encode(["prompt": "a-secret-family-recipe"], as: .json)
                }

                // validate
                #expect(response.status == .serviceUnavailable)
            }
            #expect(log.text.contains("/api/recipes/generate"))
            #expect(!log.text.contains(ada.accessToken))
            #expect(!log.text.lowercased().contains("authorization"))
            #expect(!log.text.contains("a-secret-family-recipe"))
        }
    }
}
