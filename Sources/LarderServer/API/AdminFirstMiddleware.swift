import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Administrators' operations check the caller's right before anything reads the body: a
/// stranger learns nothing from which bodies would have been valid (403 before 400).
struct AdminFirstMiddleware: ServerMiddleware {
    /// Every operation under `/admin` in the API description.
    static let adminPathPrefixes = ["/api/admin/", "/admin/"]

    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        if let path = request.path, Self.adminPathPrefixes.contains(where: path.hasPrefix), let vapor = RequestContext.current {
            _ = try vapor.requireAdmin()
        }
        return try await next(request, body, metadata)
    }
}
