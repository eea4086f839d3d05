import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Refuses a JSON body holding a control character in any string, or a null anywhere, with a 400
/// naming the field, before any operation reads it. Runs after the body limit, so what it collects is bounded.
struct ControlCharactersMiddleware: ServerMiddleware {
    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard let body, request.headerFields[.contentType]?.lowercased().contains("json") == true else {
            return try await next(request, body, metadata)
        }
        let bytes = try await [UInt8](collecting: body, upTo: .max)
        if let json = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) {
            if let field = ControlCharacters.firstField(in: json) { throw ControlCharacters.problem(field: field) }
            if let field = JSONNulls.firstField(in: json) { throw JSONNulls.problem(field: field) }
        }
        return try await next(request, HTTPBody(bytes), metadata)
    }
}
