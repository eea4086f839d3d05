import Fluent
import Foundation

/// A tag the household shares ("#work", "#kids"), with a colour.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class ReminderTag: Model, @unchecked Sendable {
    static let schema = "reminder_tags"

    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "name") var name: String
    @Field(key: "color") var color: ReminderColor

    init() {}

    init(householdID: UUID, name: String, color: ReminderColor) {
        self.householdID = householdID
        self.name = name
        self.color = color
    }
}

/// One tag on one reminder (tags and reminders are many-to-many). The household is kept
/// here too so that a smart list reads all the household's tags in one query.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class ReminderTagging: Model, @unchecked Sendable {
    static let schema = "reminder_taggings"

    @ID var id: UUID?
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "reminder_id") var reminderID: UUID
    @Field(key: "tag_id") var tagID: UUID

    init() {}

    init(householdID: UUID, reminderID: UUID, tagID: UUID) {
        self.householdID = householdID
        self.reminderID = reminderID
        self.tagID = tagID
    }
}
