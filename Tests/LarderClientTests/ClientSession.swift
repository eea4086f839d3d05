import Foundation
import LarderClient
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime

/// Builds generated clients pointed at a running Larder, anonymous or with credentials.
struct ClientSession {
    let apiURL: URL

    init(baseURL: URL) {
        apiURL = baseURL.appendingPathComponent("api")
    }

    var anonymous: Client {
        Client(serverURL: apiURL, transport: AsyncHTTPClientTransport())
    }

    func signedIn(_ token: String) -> Client {
        Client(serverURL: apiURL, transport: AsyncHTTPClientTransport(), middlewares: [LarderCredentialsMiddleware(.bearer(accessToken: token))])
    }

    func device(id: String, secret: String) -> Client {
        Client(serverURL: apiURL, transport: AsyncHTTPClientTransport(), middlewares: [LarderCredentialsMiddleware(.device(id: id, secret: secret))])
    }

    /// Registers and signs in; returns the account and a client carrying its access token.
    func register(_ name: String, email: String, password: String = "correct horse") async throws -> (Components.Schemas.User, Client) {
        let registered = try await anonymous.register(body: .json(.init(name: name, email: email, password: password)))
        let user = try registered.created.body.json
        let signedIn = try await anonymous.login(body: .json(.init(login: email, password: password)))
        let tokens = try signedIn.ok.body.json
        return (user, self.signedIn(tokens.accessToken))
    }

    /// A fresh access token, for requests the generated client does not make (a photo's URL).
    func accessToken(email: String, password: String = "correct horse") async throws -> String {
        try await anonymous.login(body: .json(.init(login: email, password: password))).ok.body.json.accessToken
    }
}

/// The status and error of an answer the API documents as `default` (any error).
func errorStatus<Output>(_ output: Output) -> (status: Int, error: Components.Schemas.ErrorResponse?)? {
    // Every operation's error case has the same shape: .default(statusCode:, Components.Responses._Error).
    let mirror = Mirror(reflecting: output)
    guard let child = mirror.children.first, child.label == "default" else { return nil }
    let parts = Mirror(reflecting: child.value).children.map(\.value)
    guard let status = parts.first as? Int else { return nil }
    let response = parts.dropFirst().first as? Components.Responses._Error
    return (status, try? response?.body.json)
}
