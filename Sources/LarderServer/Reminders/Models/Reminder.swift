import Fluent
import Foundation
import LarderCore

/// One reminder in a list: what to do, when, how it repeats, and what the topic classifier
/// made of its title (stored so topic lists never run the classifier on a read).
// Confined to one request at a time; see `User` for why the conformance is unchecked.
final class Reminder: Model, @unchecked Sendable {
    static let schema = "reminders"

    // managed fields
    @ID var id: UUID?
    @Timestamp(key: "created_at", on: .create) var createdAt: Date?
    @Timestamp(key: "modified_at", on: .update) var modifiedAt: Date?

    // ownership
    @Field(key: "household_id") var householdID: UUID
    @Field(key: "list_id") var listID: UUID
    /// The reminder this one is a subtask of.
    @OptionalField(key: "parent_id") var parentID: UUID?

    // data fields
    @Field(key: "title") var title: String
    @Field(key: "notes") var notes: String
    /// The day it is due ("2025-03-30"), in the household's time zone when it has a time.
    @OptionalField(key: "due_day") var dueDay: String?
    /// The instant it is due, when it has a time of day.
    @OptionalField(key: "due_at") var dueAt: Date?
    @Field(key: "priority") var priority: ReminderPriority
    /// The RRULE value ("FREQ=WEEKLY;BYDAY=MO"); nil when it does not repeat.
    @OptionalField(key: "rrule") var rrule: String?
    @Field(key: "repeat_mode") var repeatMode: RepeatMode
    @Field(key: "flagged") var flagged: Bool
    /// Place in the list's manual order; nil until someone orders the list by hand.
    @OptionalField(key: "position") var position: Int?
    @OptionalField(key: "completed_at") var completedAt: Date?
    /// iCalendar properties Larder does not model (X-…, VALARM…), kept as written so that
    /// CalDAV can give them back unchanged.
    @Field(key: "unmodelled_properties") var unmodelledProperties: String
    /// The UID a phone gave it; nil for one made in Larder, whose UID is its id.
    @OptionalField(key: "ical_uid") var icalUID: String?
    /// The name of its CalDAV resource when a phone chose it; nil: "<id>.ics".
    @OptionalField(key: "resource_name") var resourceName: String?

    // classifier output
    @Field(key: "topic_scores") var topicScores: ReminderTopicScores
    /// The topic whose score reached the threshold, if any (the one topic lists filter on).
    @OptionalField(key: "topic") var topic: ReminderTopic?

    init() {}

    init(householdID: UUID, listID: UUID, title: String) {
        self.householdID = householdID
        self.listID = listID
        self.title = title
        notes = ""
        priority = .none
        repeatMode = .onSchedule
        flagged = false
        unmodelledProperties = ""
        topicScores = ReminderTopicScores()
    }

    var uid: String { icalUID ?? id?.uuidString ?? "" }
    var resource: String { resourceName ?? "\(id?.uuidString ?? "").ics" }

    /// Puts it in another list. A name a phone gave it belongs to the list it was put in: in
    /// the new list it is served under its id, so it cannot take a name already there.
    func place(in listID: UUID) {
        guard listID != self.listID else { return }
        self.listID = listID
        resourceName = nil
    }

    var due: ReminderDue? {
        get {
            if let dueAt { return .time(dueAt) }
            return dueDay.flatMap { LocalDate(text: $0) }.map(ReminderDue.day)
        }
    }

    func setDue(_ due: ReminderDue?, in timeZone: TimeZone) {
        switch due {
        case nil:
            dueDay = nil
            dueAt = nil
        case .day(let day):
            dueDay = day.iso
            dueAt = nil
        case .time(let instant):
            dueDay = timeZone.wallTime(of: instant).date.iso
            dueAt = instant
        }
    }
}

/// Each topic's probability for a reminder's title, as the classifier gave it.
struct ReminderTopicScores: Codable, Hashable, Sendable {
    var groceries = 0.0
    var cooking = 0.0
    var home = 0.0
    var health = 0.0
    var work = 0.0
    var errands = 0.0

    init() {}

    init(_ probabilities: [ReminderTopic: Double]) {
        groceries = probabilities[.groceries] ?? 0
        cooking = probabilities[.cooking] ?? 0
        home = probabilities[.home] ?? 0
        health = probabilities[.health] ?? 0
        work = probabilities[.work] ?? 0
        errands = probabilities[.errands] ?? 0
    }

    subscript(topic: ReminderTopic) -> Double {
        switch topic {
        case .groceries: groceries
        case .cooking: cooking
        case .home: home
        case .health: health
        case .work: work
        case .errands: errands
        }
    }

    /// The topic at or above the classifier's threshold, if any.
    var topic: ReminderTopic? {
        ReminderTopic.allCases.map { ($0, self[$0]) }.filter { $0.1 >= ReminderTopicClassifier.threshold }
            .max { $0.1 < $1.1 }?.0
    }
}
