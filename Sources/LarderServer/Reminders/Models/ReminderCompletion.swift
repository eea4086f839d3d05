import Fluent
import Foundation

/// One occurrence of a repeating reminder that was completed before the reminder moved on
/// to its next due.
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class ReminderCompletion: Model, @unchecked Sendable {
    static let schema = "reminder_completions"

    @ID var id: UUID?
    @Field(key: "reminder_id") var reminderID: UUID
    /// The due of the occurrence completed.
    @OptionalField(key: "due_day") var dueDay: String?
    @OptionalField(key: "due_at") var dueAt: Date?
    @Field(key: "completed_at") var completedAt: Date
    @OptionalField(key: "completed_by") var completedBy: UUID?

    init() {}

    init(reminderID: UUID, dueDay: String?, dueAt: Date?, completedAt: Date, completedBy: UUID?) {
        self.reminderID = reminderID
        self.dueDay = dueDay
        self.dueAt = dueAt
        self.completedAt = completedAt
        self.completedBy = completedBy
    }
}
