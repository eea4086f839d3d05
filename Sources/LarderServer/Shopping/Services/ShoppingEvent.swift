import Foundation

/// A change to a household's shopping lists, as every open client of the household is told of
/// it: what changed, never the data itself (clients fetch what they show), so an event is small
/// enough for PostgreSQL's NOTIFY and never carries anything a stale client should not see.
struct ShoppingEvent: Codable, Sendable, Equatable {
    enum Kind: String, Codable, Sendable {
        /// The stream is open and will carry every later change.
        case subscribed
        case listCreated = "list-created"
        case listUpdated = "list-updated"
        case listDeleted = "list-deleted"
        /// Items were added, edited or reordered.
        case itemsChanged = "items-changed"
        /// Items left the list (deleted, cleared, or their last addition taken back).
        case itemsRemoved = "items-removed"
        case storesChanged = "stores-changed"
        /// Nothing happened; sent now and then so idle connections stay open.
        case ping
    }

    var kind: Kind
    var householdID: UUID
    var listID: UUID?
    /// The items concerned; empty when there were too many to name (clearing a long list).
    var itemIDs: [UUID] = []
    /// The list's revision after the change.
    var revision: Int?
    /// Who made the change.
    var userID: UUID?
}
