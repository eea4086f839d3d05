import Foundation
import LarderCore

/// What the reminders pages show of a list: its name and display settings, never the stored model.
struct ReminderListSummary: Hashable, Sendable {
    var id: UUID
    var name: String
    var isDefault: Bool
    var ownerID: UUID?
    var showCompleted: Bool
    var showOverdue: Bool
    var sortKey: ReminderSort.Key
    var sortAscending: Bool

    init(_ list: ReminderList) throws {
        id = try list.requireID()
        name = list.name
        isDefault = list.defaultForUserID != nil && list.name == ReminderList.defaultName
        ownerID = list.ownerID
        showCompleted = list.showCompleted
        showOverdue = list.showOverdue
        sortKey = list.sortKey
        sortAscending = list.sortAscending
    }

    /// The name a reader sees: a person's default list, until they rename it, is called
    /// "Reminders" in the reader's language rather than in the language it was stored in.
    func shownName(_ text: Localizer) -> String {
        isDefault ? text[.remindersTitle] : name
    }
}

/// A tag as the reminders pages offer it.
struct ReminderTagSummary: Hashable, Sendable {
    var id: UUID
    var name: String

    init(_ tag: ReminderTag) throws {
        id = try tag.requireID()
        name = tag.name
    }
}

/// A smart list as the reminders home links to it.
struct ReminderSmartListLink: Hashable, Sendable {
    var id: UUID
    var name: String

    init(_ list: ReminderSmartList) throws {
        id = try list.requireID()
        name = list.name
    }
}

/// A topic list as the reminders home links to it.
struct ReminderTopicListLink: Hashable, Sendable {
    var id: UUID
    var topic: ReminderTopic

    init(_ list: ReminderTopicList) throws {
        id = try list.requireID()
        topic = list.topic
    }
}

/// One reminder as the reminders pages show it, with its tags.
struct ReminderSummary: Hashable, Sendable {
    var id: UUID
    var listID: UUID
    var title: String
    var notes: String
    var dueDay: String?
    var dueAt: Date?
    var priority: ReminderPriority
    var rrule: String?
    var repeatMode: RepeatMode
    var flagged: Bool
    var completedAt: Date?
    var tagIDs: [UUID]

    init(_ detail: ReminderService.Detail) throws {
        let reminder = detail.reminder
        id = try reminder.requireID()
        listID = reminder.listID
        title = reminder.title
        notes = reminder.notes
        dueDay = reminder.dueDay
        dueAt = reminder.dueAt
        priority = reminder.priority
        rrule = reminder.rrule
        repeatMode = reminder.repeatMode
        flagged = reminder.flagged
        completedAt = reminder.completedAt
        tagIDs = detail.tagIDs
    }
}
