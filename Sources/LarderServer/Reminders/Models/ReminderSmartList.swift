import Fluent
import Foundation
import LarderCore

/// A saved filter shown like a list, private to the person who made it. The filter is the
/// `ReminderFilterDocument` JSON LarderCore writes.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class ReminderSmartList: Model, @unchecked Sendable {
    static let schema = "reminder_smart_lists"

    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "owner_id") var ownerID: UUID
    @Field(key: "name") var name: String
    @Field(key: "icon") var icon: ReminderListIcon
    @Field(key: "color") var color: ReminderColor
    @Field(key: "filter") var filterJSON: String

    init() {}

    init(householdID: UUID, ownerID: UUID, name: String, icon: ReminderListIcon, color: ReminderColor, filter: ReminderFilter) {
        self.householdID = householdID
        self.ownerID = ownerID
        self.name = name
        self.icon = icon
        self.color = color
        filterJSON = String(decoding: ReminderFilterDocument(filter: filter).jsonData(), as: UTF8.self)
    }

    /// The stored filter; one that no longer reads (never written so) matches nothing.
    var filter: ReminderFilter {
        (try? ReminderFilterDocument(jsonData: Data(filterJSON.utf8)).filter) ?? .any([])
    }
}

/// A topic list a person picked ("Groceries"): every open reminder they can see whose title
/// the classifier puts in that topic.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class ReminderTopicList: Model, @unchecked Sendable {
    static let schema = "reminder_topic_lists"

    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "owner_id") var ownerID: UUID
    @Field(key: "topic") var topic: ReminderTopic

    init() {}

    init(householdID: UUID, ownerID: UUID, topic: ReminderTopic) {
        self.householdID = householdID
        self.ownerID = ownerID
        self.topic = topic
    }
}
