import Fluent
import Foundation
import LarderCore

extension ReminderService {
    /// A reminder as created or replaced; validated by the API layer into typed values.
    struct Draft: Sendable {
        var title: String
        var notes: String = ""
        var due: ReminderDue?
        var priority: ReminderPriority = .none
        var rule: RecurrenceRule?
        var repeatMode: RepeatMode = .onSchedule
        var tagIDs: [UUID] = []
        /// nil: the person's default list.
        var listID: UUID?
        var parentID: UUID?
        var flagged = false
    }

    /// A reminder with its tags and completed occurrences, as the API and pages show it.
    struct Detail: Sendable {
        var reminder: Reminder
        var tagIDs: [UUID]
        var history: [ReminderCompletion]
    }

    /// The reminder and the caller's membership, or 404 when the person cannot see its list.
    func reminder(_ reminderID: UUID, for user: Person) async throws -> (Reminder, HouseholdService.Access) {
        guard let reminder = try await Reminder.find(reminderID, on: db) else { throw Self.reminderNotFound }
        let access = try await access(reminder.householdID, for: user, notFound: Self.reminderNotFound)
        guard let list = try await ReminderList.find(reminder.listID, on: db), list.isVisible(to: access.userID) else {
            throw Self.reminderNotFound
        }
        return (reminder, access)
    }

    func detail(_ reminder: Reminder) async throws -> Detail {
        try await details([reminder])[0]
    }

    /// Many reminders with their tags and history, in two queries at most; `knownTags` saves
    /// reading the tags again when the caller holds them.
    func details(_ reminders: [Reminder], knownTags: [UUID: Set<UUID>]? = nil) async throws -> [Detail] {
        let ids = reminders.compactMap(\.id)
        guard !ids.isEmpty else { return [] }
        let tags: [UUID: Set<UUID>]
        if let knownTags {
            tags = knownTags
        } else {
            let taggings = try await ReminderTagging.query(on: db).filter(\.$reminderID ~~ ids).all()
            tags = Dictionary(grouping: taggings, by: \.reminderID).mapValues { Set($0.map(\.tagID)) }
        }
        let completions = try await ReminderCompletion.query(on: db).filter(\.$reminderID ~~ ids).sort(\.$completedAt).all()
        let history = Dictionary(grouping: completions, by: \.reminderID)
        return reminders.map { reminder in
            Detail(
                reminder: reminder, tagIDs: (tags[reminder.id!] ?? []).sorted { $0.uuidString < $1.uuidString },
                history: history[reminder.id!] ?? [])
        }
    }

    func create(_ draft: Draft, _ access: HouseholdService.Access) async throws -> Detail {
        let list: ReminderList
        if let listID = draft.listID {
            list = try await visibleList(listID, access, field: "listId")
        } else {
            list = try await defaultList(access)
        }
        let reminder = Reminder(householdID: access.householdID, listID: try list.requireID(), title: "")
        try await fill(reminder, from: draft, access)
        try await db.transaction { db in
            try await reminder.create(on: db)
            try await Self.setTags(draft.tagIDs, of: reminder, on: db)
        }
        return try await detail(reminder)
    }

    /// Replaces every field the draft has; a draft without a list keeps the reminder's list.
    func replace(_ reminder: Reminder, with draft: Draft, _ access: HouseholdService.Access) async throws -> Detail {
        if let listID = draft.listID { reminder.place(in: try await visibleList(listID, access, field: "listId").requireID()) }
        try await fill(reminder, from: draft, access)
        try await db.transaction { db in
            try await reminder.save(on: db)
            try await Self.setTags(draft.tagIDs, of: reminder, on: db)
        }
        return try await detail(reminder)
    }

    func fill(_ reminder: Reminder, from draft: Draft, _ access: HouseholdService.Access) async throws {
        try await checkTags(draft.tagIDs, access)
        if let parentID = draft.parentID {
            guard parentID != reminder.id, let parent = try await Reminder.find(parentID, on: db),
                parent.householdID == access.householdID, parent.parentID == nil
            else { throw AppError.invalid("parentId", .errorReminderParentInvalid) }
            _ = try await visibleList(parent.listID, access, field: "parentId")
        }
        if reminder.title != draft.title { setTitle(draft.title, of: reminder) }
        reminder.notes = draft.notes
        reminder.setDue(draft.due, in: timeZone)
        reminder.priority = draft.priority
        reminder.rrule = draft.rule?.text
        reminder.repeatMode = draft.repeatMode
        reminder.parentID = draft.parentID
        reminder.flagged = draft.flagged
    }

    /// Sets the title and the classifier's scores for it, so topic lists read stored values.
    func setTitle(_ title: String, of reminder: Reminder) {
        Self.setTitle(title, of: reminder)
    }

    static func setTitle(_ title: String, of reminder: Reminder) {
        reminder.title = title
        let scores = ReminderTopicScores(ReminderTopicClassifier.shared.probabilities(title))
        reminder.topicScores = scores
        reminder.topic = scores.topic
    }

    private func checkTags(_ ids: [UUID], _ access: HouseholdService.Access) async throws {
        guard !ids.isEmpty else { return }
        guard ids.count <= Limits.tags else { throw AppError.invalid("tagIds", .errorFieldTooMany, ["tagIds", String(Limits.tags)]) }
        let found = try await ReminderTag.query(on: db).filter(\.$householdID == access.householdID).filter(\.$id ~~ ids).count()
        guard found == Set(ids).count else { throw AppError.notFound(.errorReminderTagNotFound, field: "tagIds") }
    }

    static func setTags(_ ids: [UUID], of reminder: Reminder, on db: any Database) async throws {
        let reminderID = try reminder.requireID()
        try await ReminderTagging.query(on: db).filter(\.$reminderID == reminderID).delete()
        for tagID in Set(ids) {
            try await ReminderTagging(householdID: reminder.householdID, reminderID: reminderID, tagID: tagID).create(on: db)
        }
    }

    /// Deletes the reminder with its subtasks.
    func delete(_ reminder: Reminder) async throws {
        let id = try reminder.requireID()
        try await db.transaction { db in
            try await Reminder.query(on: db).filter(\.$parentID == id).delete()
            try await reminder.delete(on: db)
        }
    }

    /// Moves the reminder (and its subtasks) to another list, at `position` in its manual
    /// order, or at the end.
    func move(_ reminder: Reminder, to listID: UUID, position: Int?, _ access: HouseholdService.Access) async throws -> Detail {
        let list = try await visibleList(listID, access, field: "listId")
        let id = try reminder.requireID()
        reminder.place(in: try list.requireID())
        try await db.transaction { db in
            try await reminder.save(on: db)
            for subtask in try await Reminder.query(on: db).filter(\.$parentID == id).all() {
                subtask.place(in: reminder.listID)
                try await subtask.save(on: db)
            }
        }
        let others = try await Reminder.query(on: db).filter(\.$listID == reminder.listID).filter(\.$id != id).all()
        var order = ReminderSort(.manual).sorted(others.map { facts($0, tagIDs: []) }, timeZone: timeZone).map(\.id)
        order.insert(id, at: min(max(0, position ?? order.count), order.count))
        try await reorder(list, ids: order)
        return try await detail(try await Reminder.find(id, on: db) ?? reminder)
    }

    /// Completes the reminder. A repeating one with a due moves to its next occurrence in the
    /// household's time zone, and the occurrence done goes into its history; one whose series
    /// has ended is completed like any other.
    func complete(_ reminder: Reminder, by access: HouseholdService.Access) async throws -> Detail {
        guard reminder.completedAt == nil else { return try await detail(reminder) }
        let now = clock.now()
        if let due = reminder.due, let text = reminder.rrule, let rule = try? RecurrenceRule(parsing: text),
            let next = ReminderRepetition.next(after: due, rule: rule, mode: reminder.repeatMode, completedAt: now, timeZone: timeZone)
        {
            let done = ReminderCompletion(
                reminderID: try reminder.requireID(), dueDay: reminder.dueDay, dueAt: reminder.dueAt, completedAt: now,
                completedBy: access.userID)
            reminder.setDue(next.due, in: timeZone)
            reminder.rrule = next.rule.text
            try await db.transaction { db in
                try await done.create(on: db)
                try await reminder.save(on: db)
            }
        } else {
            reminder.completedAt = now
            try await reminder.save(on: db)
        }
        return try await detail(reminder)
    }

    /// Opens a completed reminder again.
    func reopen(_ reminder: Reminder) async throws -> Detail {
        if reminder.completedAt != nil {
            reminder.completedAt = nil
            try await reminder.save(on: db)
        }
        return try await detail(reminder)
    }

    /// The values the LarderCore rules read.
    func facts(_ reminder: Reminder, tagIDs: Set<UUID>) -> ReminderFacts {
        ReminderFacts(
            id: reminder.id ?? UUID(), title: reminder.title, notes: reminder.notes, due: reminder.due, priority: reminder.priority,
            isFlagged: reminder.flagged, tagIDs: tagIDs, listID: reminder.listID,
            createdAt: reminder.createdAt ?? Date(timeIntervalSince1970: 0), completedAt: reminder.completedAt,
            manualOrder: reminder.position)
    }
}

extension ReminderService {
    /// A reminder another module asks for, in the person's default list: its id and title.
    func remind(title: String, notes: String, due: ReminderDue, _ access: HouseholdService.Access) async throws -> (id: UUID, title: String) {
        let created = try await create(Draft(title: title, notes: notes, due: due), access)
        return (try created.reminder.requireID(), created.reminder.title)
    }
}
