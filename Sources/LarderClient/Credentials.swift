public import Foundation
public import HTTPTypes
public import OpenAPIRuntime

/// Adds Larder credentials to every request a `Client` sends: a person's bearer access token or a
/// device's id and secret. Give it to `Client(serverURL:transport:middlewares:)`.
public struct LarderCredentialsMiddleware: ClientMiddleware {
    public enum Credentials: Sendable {
        /// `Authorization: Bearer <accessToken>` from `login` or `refreshTokens`.
        case bearer(accessToken: String)
        /// `Authorization: Device <deviceId>:<secret>` for product-recognition devices.
        case device(id: String, secret: String)

        var headerValue: String {
            switch self {
            case .bearer(let token): "Bearer \(token)"
            case .device(let id, let secret): "Device \(id):\(secret)"
            }
        }
    }

    public let credentials: Credentials

    public init(_ credentials: Credentials) {
        self.credentials = credentials
    }

    public func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        baseURL: URL,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        var request = request
        request.headerFields[.authorization] = credentials.headerValue
        return try await next(request, body, baseURL)
    }
}
