import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// With the database unreachable, people get a 503 that says so — a page on the web, the error
/// envelope on the API — instead of a 500 or a dropped connection.
@Suite("Database down")
struct StorageDownTests {
    /// A Larder whose PostgreSQL server is not there (nothing listens on port 1).
    private func withStorageDown(_ body: (Application) async throws -> Void) async throws {
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("larder-down-\(UUID().uuidString)").path
        var configuration = LarderConfiguration(
            dataDirectory: dataDirectory, jwtSecret: "test-signing-key-that-is-long-enough-0123456789", bcryptCost: 4,
            logLevel: .critical)
        configuration.storage = .postgres(url: "postgres://larder@127.0.0.1:1/larder")
        let app = try await buildApplication(configuration, environment: .testing)
        do {
            try await body(app)
        } catch {
            try? await app.asyncShutdown()
            try? FileManager.default.removeItem(atPath: dataDirectory)
            throw error
        }
        try await app.asyncShutdown()
        try? FileManager.default.removeItem(atPath: dataDirectory)
    }

    @Test("A page answers 503 with a page and when to retry")
    func pageAnswersServiceUnavailable() async throws {
        try await withStorageDown { app in
            let page = try await app.api(.GET, "/", headers: [("Accept", "text/html")])
            #expect(page.status == .serviceUnavailable)
            #expect(page.headers.contentType == .html)
            #expect(page.headers.first(name: .retryAfter) != nil)
        }
    }

    @Test("A signed-in page, whose session lives in the database, answers 503 too")
    func sessionReadAnswersServiceUnavailable() async throws {
        try await withStorageDown { app in
            let page = try await app.api(.GET, "/me", headers: [("Accept", "text/html"), ("Cookie", "larder_session=some-session-id")])
            #expect(page.status == .serviceUnavailable)
            #expect(page.body.contains("database"))
        }
    }

    @Test("The API answers 503 in its error envelope")
    func apiAnswersServiceUnavailable() async throws {
        try await withStorageDown { app in
            let answer = try await app.api(.GET, "/api/recipes")
            #expect(answer.status == .serviceUnavailable)
            #expect(answer.errorCode == "unavailable")
        }
    }
}
