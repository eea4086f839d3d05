import Fluent
import Foundation
import LarderCore

/// A list of reminders: shared by the whole household, or private to one person (`ownerID`).
/// Each person has one default list (`defaultForUserID`), where reminders without a list go.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class ReminderList: Model, @unchecked Sendable {
    static let schema = "reminder_lists"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?

    // ownership
    @Field(key: "household_id") var householdID: UUID
    /// The one person who sees the list; nil when the household shares it.
    @OptionalField(key: "owner_id") var ownerID: UUID?
    /// Set on the person's default list.
    @OptionalField(key: "default_for_user_id") var defaultForUserID: UUID?

    // data fields
    @Field(key: "name") var name: String
    @Field(key: "icon") var icon: ReminderListIcon
    @Field(key: "color") var color: ReminderColor
    @Field(key: "position") var position: Int
    /// The collection name a phone chose when it made the list over CalDAV; nil: its id.
    @OptionalField(key: "resource_name") var resourceName: String?
    /// The iCalendar components a phone said the list holds ("VEVENT,VTODO"); nil: reminders only.
    @OptionalField(key: "calendar_components") var calendarComponents: String?
    /// WebDAV properties a phone set that Larder only keeps ("{namespace}name" → value).
    @OptionalField(key: "dead_properties") var deadProperties: [String: String]?
    /// The secret in the list's read-only calendar feed address; nil until someone asks for it.
    @OptionalField(key: "feed_token") var feedToken: String?

    // display settings
    @Field(key: "show_completed") var showCompleted: Bool
    @Field(key: "show_overdue") var showOverdue: Bool
    @Field(key: "sort_key") var sortKey: ReminderSort.Key
    @Field(key: "sort_ascending") var sortAscending: Bool

    init() {}

    init(householdID: UUID, ownerID: UUID?, name: String, icon: ReminderListIcon = .list, color: ReminderColor = .blue, position: Int) {
        self.householdID = householdID
        self.ownerID = ownerID
        self.name = name
        self.icon = icon
        self.color = color
        self.position = position
        showCompleted = false
        showOverdue = true
        sortKey = .manual
        sortAscending = true
    }

    var collectionName: String { resourceName ?? id?.uuidString ?? "" }
    var components: [String] { calendarComponents?.split(separator: ",").map(String.init) ?? ["VTODO"] }

    var sort: ReminderSort { ReminderSort(sortKey, ascending: sortAscending) }

    func isVisible(to userID: UUID) -> Bool { ownerID == nil || ownerID == userID }
}

/// The ten icons a list can show.
enum ReminderListIcon: String, CaseIterable, Codable, Sendable {
    case list, cart, utensils, house, heart, briefcase, star, bell, calendar, leaf
}

extension ReminderList {
    /// A person's default list's stored name until they rename it; pages show it in the reader's
    /// language (`shownName`).
    static let defaultName = "Reminders"
}

/// The twelve colours of lists and tags.
enum ReminderColor: String, CaseIterable, Codable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
}
