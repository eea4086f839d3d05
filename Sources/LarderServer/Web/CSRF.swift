import Vapor

/// Cross-site request forgery protection: every form carries a token in `_csrf`, and every
/// state-changing request must present it. A session keeps its own token; a visitor without a
/// session gets theirs in a cookie (the double-submit pattern), so a visitor's page view writes
/// nothing to the database — a crawler reading public recipes would otherwise add a session row
/// and take SQLite's write lock on every page.
enum WebForm {
    /// The form field that carries the CSRF token.
    static let csrfField = "_csrf"
    /// The cookie that carries a visitor's token.
    static let visitorTokenCookie = "larder_form"
}

extension Request {
    var csrfToken: String {
        if hasSession {
            if let token = session.data["csrf"] { return token }
            let token = Secrets.randomToken()
            session.data["csrf"] = token
            return token
        }
        return visitorFormToken
    }

    private var visitorFormToken: String {
        if let token = storage[VisitorFormTokenKey.self] ?? cookies[WebForm.visitorTokenCookie]?.string, !token.isEmpty {
            return token
        }
        let token = Secrets.randomToken()
        storage[VisitorFormTokenKey.self] = token
        return token
    }

    /// A visitor token made during this request, which the response must set as a cookie.
    fileprivate var newVisitorFormToken: String? {
        guard let token = storage[VisitorFormTokenKey.self], token != cookies[WebForm.visitorTokenCookie]?.string else { return nil }
        return token
    }

    /// The tokens a form of this request may carry: the session's, and the visitor cookie's.
    fileprivate var acceptedFormTokens: [String] {
        [hasSession ? session.data["csrf"] : nil, cookies[WebForm.visitorTokenCookie]?.string]
            .compactMap { $0 }.filter { !$0.isEmpty }
    }
}

private struct VisitorFormTokenKey: StorageKey {
    typealias Value = String
}

/// Sets the cookie of a visitor token minted while rendering (error pages included, so it wraps
/// the sessions and error middleware).
struct VisitorFormTokenMiddleware: AsyncMiddleware {
    let secureCookies: Bool

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let response = try await next.respond(to: request)
        if let token = request.newVisitorFormToken {
            response.cookies[WebForm.visitorTokenCookie] = HTTPCookies.Value(
                string: token, path: "/", isSecure: secureCookies, isHTTPOnly: true, sameSite: .lax)
        }
        return response
    }
}

struct CSRFMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard request.method != .GET, request.method != .HEAD else {
            return try await next.respond(to: request)
        }
        try await request.collectFormBody()
        let sent = (try? request.content.get(String.self, at: WebForm.csrfField))
            ?? request.headers.first(name: "X-CSRF-Token")
        guard let sent, request.acceptedFormTokens.contains(where: { Secrets.constantTimeEquals(sent, $0) })
        else { throw AppError(.forbidden, .errorCSRF) }
        if let field = FormTextFields.of(request).first(where: { !ControlCharacters.isAllowed($0.name + $0.value) }) {
            throw ControlCharacters.problem(field: field.name)
        }
        return try await next.respond(to: request)
    }
}
