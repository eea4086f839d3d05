import Fluent
import Foundation

/// What a list held when a sync token was handed out: each resource's name and ETag. A phone
/// that syncs with the token is told what changed since by comparing with the list now, so a
/// change made anywhere (web app, API, another phone, a renamed tag) is seen without each
/// write path having to record it.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class CalDAVSyncState: Model, @unchecked Sendable {
    static let schema = "caldav_sync_states"

    @ID var id: UUID?
    @Field(key: "list_id") var listID: UUID
    /// The state's digest, which is also the token (and the list's CTag).
    @Field(key: "token") var token: String
    /// Resource name → ETag, as JSON.
    @Field(key: "entries") var entries: [String: String]
    @Field(key: "created_at") var createdAt: Date

    init() {}

    init(listID: UUID, token: String, entries: [String: String], createdAt: Date) {
        self.listID = listID
        self.token = token
        self.entries = entries
        self.createdAt = createdAt
    }
}
