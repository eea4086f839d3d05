import Foundation
import JWT

/// The claims of a bearer access token: who, in which sign-in, and until when.
struct AccessToken: JWTPayload {
    var subject: SubjectClaim
    var expiration: ExpirationClaim
    var issuedAt: IssuedAtClaim
    /// The sign-in (`APISession`); a token whose sign-in has ended is refused.
    var session: String?

    enum CodingKeys: String, CodingKey {
        case subject = "sub"
        case expiration = "exp"
        case issuedAt = "iat"
        case session = "sid"
    }

    func verify(using algorithm: some JWTAlgorithm) async throws {
        try expiration.verifyNotExpired()
    }

    var userID: UUID? { UUID(uuidString: subject.value) }
    var sessionID: UUID? { session.flatMap(UUID.init(uuidString:)) }
}

/// What `login` and `refresh` hand out.
struct IssuedTokens: Sendable {
    var accessToken: String
    var refreshToken: String
    var expiresIn: Int
}
