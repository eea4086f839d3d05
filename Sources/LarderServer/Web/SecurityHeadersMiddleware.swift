import Vapor

/// Headers that tell browsers to keep Larder's pages to themselves: no framing by other sites,
/// scripts and styles only from Larder's own files, no guessing of content types, no address
/// leaking to other sites, and HTTPS only once cookies are marked secure.
struct SecurityHeadersMiddleware: AsyncMiddleware {
    /// Inline `style` attributes are allowed (a bar's width); inline scripts and styles blocks are not.
    static let contentSecurityPolicy = [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")

    var strictTransportSecurity: Bool

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let response = try await next.respond(to: request)
        let contentType = response.headers.contentType
        response.headers.replaceOrAdd(name: "X-Content-Type-Options", value: "nosniff")
        response.headers.replaceOrAdd(name: "Referrer-Policy", value: "same-origin")
        if contentType?.type == "text", contentType?.subType == "html" {
            response.headers.replaceOrAdd(name: "Content-Security-Policy", value: Self.contentSecurityPolicy)
            response.headers.replaceOrAdd(name: "X-Frame-Options", value: "DENY")
        }
        if strictTransportSecurity {
            response.headers.replaceOrAdd(name: "Strict-Transport-Security", value: "max-age=31536000")
        }
        return response
    }
}
