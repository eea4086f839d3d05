import Vapor

/// Signs in CalDAV requests with HTTP Basic: the person's login and one of their app passwords.
/// Anything else is answered 401 with the challenge phones need to ask for a password.
struct CalDAVAuthenticator: AsyncMiddleware {
    static let realm = "Larder"

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        guard let basic = request.headers.basicAuthorization else { return Self.challenge() }
        do {
            let person = try await request.appPasswords.person(login: basic.username, password: basic.password, address: request.clientAddress)
            request.auth.login(person)
        } catch let error as AppError where error.kind == .unauthenticated {
            return Self.challenge()
        }
        return try await next.respond(to: request)
    }

    static func challenge() -> Response {
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .wwwAuthenticate, value: "Basic realm=\"\(realm)\", charset=\"UTF-8\"")
        headers.contentType = .plainText
        return Response(status: .unauthorized, headers: headers, body: .init(string: "Sign in with your login and an app password.\n"))
    }
}
