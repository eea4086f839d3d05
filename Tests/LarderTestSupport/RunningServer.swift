import Foundation
@testable import LarderServer
import Vapor

/// Starts the app's real HTTP server on a free loopback port for the duration of `body`.
public func withRunningServer<T>(
    _ app: Application,
    _ body: (_ baseURL: URL) async throws -> T
) async throws -> T {
    try await app.server.start(address: .hostname("127.0.0.1", port: 0))
    do {
        guard let port = app.http.server.shared.localAddress?.port else {
            throw Abort(.internalServerError, reason: "the test server did not report its port")
        }
        let result = try await body(URL(string: "http://127.0.0.1:\(port)")!)
        await app.server.shutdown()
        return result
    } catch {
        await app.server.shutdown()
        throw error
    }
}
