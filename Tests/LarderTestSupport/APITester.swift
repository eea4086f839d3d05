import Foundation
import Vapor
import VaporTesting

/// An answer from the API, with its JSON at hand.
public struct APIResponse: Sendable {
    public let status: HTTPStatus
    public let headers: HTTPHeaders
    public let body: String

    /// The body parsed as a JSON object (empty when it is not one).
    public var json: [String: Any] {
        guard let data = body.data(using: .utf8),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return [:] }
        return object
    }

    /// The body parsed as a JSON array of objects.
    public var jsonArray: [[String: Any]] {
        guard let data = body.data(using: .utf8),
              let array = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
        else { return [] }
        return array
    }

    public subscript(_ key: String) -> String? {
        json[key] as? String
    }

    /// `error.field` of an error answer.
    public var errorField: String? {
        (json["error"] as? [String: Any])?["field"] as? String
    }

    public var errorCode: String? {
        (json["error"] as? [String: Any])?["code"] as? String
    }

    public var errorMessage: String? {
        (json["error"] as? [String: Any])?["message"] as? String
    }
}

/// Credentials to send with a request.
public enum Credentials: Sendable {
    case bearer(String)
    case device(id: String, secret: String)
    case raw(String)

    var header: String {
        switch self {
        case .bearer(let token): "Bearer \(token)"
        case .device(let id, let secret): "Device \(id):\(secret)"
        case .raw(let value): value
        }
    }
}

extension Application {
    /// Sends one request through the whole middleware stack, in memory.
    public func api(
        _ method: HTTPMethod,
        _ path: String,
        json: [String: any Sendable]? = nil,
        raw: String? = nil,
        as credentials: Credentials? = nil,
        headers extra: [(String, String)] = []
    ) async throws -> APIResponse {
        var headers = HTTPHeaders()
        var body = ByteBuffer()
        if let json {
            headers.contentType = .json
            body = ByteBuffer(data: try JSONSerialization.data(withJSONObject: json))
        } else if let raw {
            headers.contentType = .json
            body = ByteBuffer(string: raw)
        }
        if let credentials {
            headers.replaceOrAdd(name: .authorization, value: credentials.header)
        }
        for (name, value) in extra {
            headers.replaceOrAdd(name: name, value: value)
        }
        let response = try await testing().performTest(
            request: TestingHTTPRequest(method: method, url: URI(string: path), headers: headers, body: body)
        )
        return APIResponse(status: response.status, headers: response.headers, body: response.body.string)
    }
}
