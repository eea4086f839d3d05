import Foundation
import Vapor
import VaporTesting

extension Application {
    /// Sends raw bytes with a content type, as a phone uploading a picture does.
    public func upload(
        _ path: String, _ bytes: Data, contentType: String = "image/jpeg", as credentials: Credentials? = nil
    ) async throws -> APIResponse {
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .contentType, value: contentType)
        if let credentials { headers.replaceOrAdd(name: .authorization, value: credentials.header) }
        let response = try await testing().performTest(
            request: TestingHTTPRequest(method: .POST, url: URI(string: path), headers: headers, body: ByteBuffer(data: bytes)))
        return APIResponse(status: response.status, headers: response.headers, body: response.body.string)
    }
}
