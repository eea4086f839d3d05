import Foundation
import Vapor
import VaporTesting

/// A small web server of the test's own on a free loopback port — a recipe site, an AI
/// provider — for the code under test to call over real HTTP. Always shut down, also when the
/// test fails.
public func withLoopbackServer<T>(
    _ routes: (Application) throws -> Void,
    _ body: (_ baseURL: String) async throws -> T
) async throws -> T {
    let server = try await Application.make(.testing)
    server.logger.logLevel = .error
    do {
        try routes(server)
        try await server.server.start(address: .hostname("127.0.0.1", port: 0))
        guard let port = server.http.server.shared.localAddress?.port else { throw FixtureError("the loopback server has no port") }
        let result = try await body("http://127.0.0.1:\(port)")
        await server.server.shutdown()
        try await server.asyncShutdown()
        return result
    } catch {
        await server.server.shutdown()
        try? await server.asyncShutdown()
        throw error
    }
}

/// A loopback address nothing listens on: connecting to it is refused at once.
public func closedLoopbackAddress() throws -> String {
    "http://127.0.0.1:\(try FreePort.find())"
}

extension Application {
    /// Sends raw bytes — a photo, a zip — through the whole middleware stack, in memory.
    public func upload(
        _ method: HTTPMethod, _ path: String, bytes: [UInt8], contentType: String, as credentials: Credentials? = nil
    ) async throws -> APIResponse {
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: contentType)
        headers.replaceOrAdd(name: .contentLength, value: String(bytes.count))
        if case .bearer(let token)? = credentials { headers.bearerAuthorization = .init(token: token) }
        let response = try await testing().performTest(
            request: TestingHTTPRequest(method: method, url: URI(string: path), headers: headers, body: ByteBuffer(bytes: bytes)))
        return APIResponse(status: response.status, headers: response.headers, body: response.body.string)
    }

    /// The raw bytes of an answer (a zip, a photo), with its status and headers.
    public func download(_ path: String, as credentials: Credentials? = nil, headers extra: [(String, String)] = [])
        async throws -> (status: HTTPStatus, headers: HTTPHeaders, bytes: [UInt8])
    {
        var headers = HTTPHeaders()
        if case .bearer(let token)? = credentials { headers.bearerAuthorization = .init(token: token) }
        for (name, value) in extra { headers.replaceOrAdd(name: name, value: value) }
        let response = try await testing().performTest(
            request: TestingHTTPRequest(method: .GET, url: URI(string: path), headers: headers, body: ByteBuffer()))
        return (response.status, response.headers, Array(response.body.readableBytesView))
    }
}
