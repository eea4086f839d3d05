import Fluent
import Foundation

/// Recent failed sign-ins for one account or one network address, kept in the database so that
/// every Larder instance sharing it slows down the same guesser.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class LoginFailure: Model, @unchecked Sendable {
    static let schema = "login_failures"

    @ID var id: UUID?
    /// `login:<normalised login>` or `address:<ip>`.
    @Field(key: "key") var key: String
    @Field(key: "failures") var failures: Int
    @Field(key: "last_failure_at") var lastFailureAt: Date
    @OptionalField(key: "blocked_until") var blockedUntil: Date?
    /// While a password check for the login runs; one at a time.
    @OptionalField(key: "checking_until") var checkingUntil: Date?

    init() {}

    init(key: String, failures: Int, lastFailureAt: Date) {
        self.key = key
        self.failures = failures
        self.lastFailureAt = lastFailureAt
    }
}
