import JWT
import Vapor

/// Signs in API requests that carry `Authorization: Bearer <access token>`.
///
/// A bad token does not fail the request here: public operations still work, and operations that
/// need a person fail in `requireUser()` with a message saying the token was the problem.
struct BearerAuthenticator: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if let bearer = request.headers.bearerAuthorization {
            let payload = try? await request.jwt.verify(bearer.token, as: AccessToken.self)
            if let userID = payload?.userID, let session = payload?.sessionID,
                let person = try await request.accounts.person(id: userID, session: session)
            {
                request.auth.login(person)
            } else {
                request.authenticationProblem = .errorAccessTokenInvalid
            }
        }
        return try await next.respond(to: request)
    }
}

extension Request {
    private struct AuthenticationProblemKey: StorageKey {
        typealias Value = Phrase
    }

    /// Why credentials that came with the request were not accepted.
    var authenticationProblem: Phrase? {
        get { storage[AuthenticationProblemKey.self] }
        set { storage[AuthenticationProblemKey.self] = newValue }
    }

    /// The signed-in person, or 401.
    func requireUser() throws -> Person {
        if let person = auth.get(Person.self) { return person }
        throw AppError(.unauthenticated, authenticationProblem ?? .errorSignInRequired)
    }

    /// The signed-in person, nil for a guest, or 401 when credentials came and were not accepted
    /// (an expired token should be refreshed, not silently read as a guest).
    func optionalUser() throws -> Person? {
        if let person = auth.get(Person.self) { return person }
        if let problem = authenticationProblem { throw AppError(.unauthenticated, problem) }
        return nil
    }

    /// The signed-in administrator, or 401/403.
    func requireAdmin() throws -> Person {
        let user = try requireUser()
        guard user.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        return user
    }
}
