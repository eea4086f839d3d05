import Vapor

/// Signs in web-app requests whose session holds a person's id.
struct PersonSessionAuthenticator: AsyncMiddleware {
    /// The key Vapor's model-session authentication used before people became values, so sessions
    /// opened by earlier versions stay signed in.
    static let key = "_UserSession"
    /// The person's sign-in generation when the session was opened (absent: 0, from before resets existed).
    static let generationKey = "_UserSignInGeneration"

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        if request.hasSession, let stored = request.session.data[Self.key] {
            let generation = request.session.data[Self.generationKey].flatMap(Int.init) ?? 0
            if let id = UUID(uuidString: stored), let person = try await request.accounts.person(id: id),
                person.signInGeneration == generation
            {
                request.auth.login(person)
            } else {
                // The account is gone, or its password was reset since: the session no longer signs anyone in.
                request.session.data[Self.key] = nil
                request.session.data[Self.generationKey] = nil
            }
        }
        return try await next.respond(to: request)
    }
}

extension Request {
    func rememberInSession(_ person: Person) {
        session.data[PersonSessionAuthenticator.key] = person.id.uuidString
        session.data[PersonSessionAuthenticator.generationKey] = String(person.signInGeneration)
    }
}
