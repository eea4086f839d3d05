import Fluent
import Foundation

/// One sign-in of an API client: its refresh tokens rotate within it, and its access tokens name
/// it, so ending it (logout, a changed password, a reused refresh token) stops them at once.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class APISession: Model, @unchecked Sendable {
    static let schema = "api_sessions"

    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Parent(key: "user_id") var user: User
    @OptionalField(key: "ended_at") var endedAt: Date?

    init() {}

    init(userID: UUID) {
        self.$user.id = userID
    }
}
