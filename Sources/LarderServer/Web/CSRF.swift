import Vapor

/// Cross-site request forgery protection: every form carries the session's token in `_csrf`,
/// and every state-changing request must present it.
enum WebForm {
    /// The form field that carries the CSRF token.
    static let csrfField = "_csrf"
}

extension Request {
    var csrfToken: String {
        if let token = session.data["csrf"] { return token }
        let token = Secrets.randomToken()
        session.data["csrf"] = token
        return token
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
        guard let expected = request.hasSession ? request.session.data["csrf"] : nil,
              let sent, Secrets.constantTimeEquals(sent, expected)
        else { throw AppError(.forbidden, .errorCSRF) }
        if let field = FormTextFields.of(request).first(where: { !ControlCharacters.isAllowed($0.name + $0.value) }) {
            throw ControlCharacters.problem(field: field.name)
        }
        return try await next.respond(to: request)
    }
}
