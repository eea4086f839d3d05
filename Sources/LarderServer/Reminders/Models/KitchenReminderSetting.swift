import Fluent
import Foundation

/// A household's choice to be reminded of food about to pass its best-before date, in a
/// "Kitchen" list of its own.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class KitchenReminderSetting: Model, @unchecked Sendable {
    static let schema = "kitchen_reminder_settings"

    @ID var id: UUID?
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "enabled") var enabled: Bool
    /// Who turned it on: the reminders are made in their name and language.
    @Field(key: "enabled_by") var enabledBy: UUID
    @Field(key: "language") var language: Language
    /// The Kitchen list, made on first use (and again if someone deletes it).
    @OptionalField(key: "list_id") var listID: UUID?

    init() {}

    init(householdID: UUID, enabledBy: UUID, language: Language) {
        self.householdID = householdID
        enabled = false
        self.enabledBy = enabledBy
        self.language = language
    }
}

/// The reminder made for one pantry item, so each item is reminded of once, and the reminder
/// is closed when the item is used up or thrown out.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class ExpiryReminder: Model, @unchecked Sendable {
    static let schema = "expiry_reminders"

    @ID var id: UUID?
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "pantry_item_id") var pantryItemID: UUID
    @Field(key: "reminder_id") var reminderID: UUID
    @Field(key: "closed") var closed: Bool

    init() {}

    init(householdID: UUID, pantryItemID: UUID, reminderID: UUID) {
        self.householdID = householdID
        self.pantryItemID = pantryItemID
        self.reminderID = reminderID
        closed = false
    }
}
