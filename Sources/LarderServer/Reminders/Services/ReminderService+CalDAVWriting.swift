import Fluent
import Foundation
import LarderCore

/// What phones write over CalDAV: reminders put and deleted, lists made, renamed and deleted.
extension ReminderService {
    /// What the phone's request says about the version it last saw.
    struct CalDAVPreconditions: Sendable {
        /// If-Match: the ETag it must still have ("*": it must exist).
        var ifMatch: String?
        /// If-None-Match: *: it must not exist yet.
        var mustBeNew = false

        func check(current etag: String?) throws(CalDAVRefusal) {
            if mustBeNew, etag != nil { throw .preconditionFailed }
            if let ifMatch {
                guard let etag else { throw .preconditionFailed }
                let accepted = ifMatch.split(separator: ",").map { String($0.trimmingWhitespace()) }
                guard accepted.contains("*") || accepted.contains(etag) || accepted.contains("W/" + etag) else {
                    throw .preconditionFailed
                }
            }
        }
    }

    /// Stores the iCalendar object a phone put at `name`: a new reminder or a change to the one
    /// there (an event or journal entry is kept as sent, in a list made to hold them). Whether it
    /// was new, and its ETag now.
    func putCalDAV(_ text: String, named name: String, in collection: CalDAVCollection, _ preconditions: CalDAVPreconditions)
        async throws -> (created: Bool, etag: String)
    {
        do {
            return try await putCalDAVOnce(text, named: name, in: collection, preconditions)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // Another request put a new resource at this name first (the name is unique in its
            // list): this one now finds it, and changes it or, if it had to be new, is refused.
            return try await putCalDAVOnce(text, named: name, in: collection, preconditions)
        }
    }

    private func putCalDAVOnce(_ text: String, named name: String, in collection: CalDAVCollection, _ preconditions: CalDAVPreconditions)
        async throws -> (created: Bool, etag: String)
    {
        let calendar: TodoCalendar
        do {
            calendar = try TodoCalendar(parsing: text)
        } catch {
            throw CalDAVRefusal.invalidCalendarData(error.description)
        }
        let others = calendar.otherComponents.filter { $0.name != "VTIMEZONE" }
        guard let kind = calendar.todos.isEmpty ? others.first?.name : "VTODO" else {
            throw CalDAVRefusal.invalidCalendarData("there is no VTODO, VEVENT or VJOURNAL")
        }
        guard collection.list.components.contains(kind), others.allSatisfy({ $0.name == kind }) else {
            throw CalDAVRefusal.unsupportedComponent
        }
        let existingReminder = try await reminder(named: name, in: collection)
        let existingObject = existingReminder == nil ? try await object(named: name, in: collection) : nil
        let current = try await resource(existingReminder, existingObject, collection)
        try preconditions.check(current: current?.etag)
        if kind == "VTODO" {
            let reminder = try await putReminder(calendar, named: name, existing: existingReminder, in: collection)
            if let existingObject { try await existingObject.delete(on: db) }
            let etag = try await render([reminder], householdID: collection.access.householdID)[0].etag
            return (current == nil, etag)
        }
        guard let uid = others[0].properties.first(where: { $0.name == "UID" })?.value, !uid.isEmpty,
            others.allSatisfy({ $0.properties.first { $0.name == "UID" }?.value == uid })
        else { throw CalDAVRefusal.invalidCalendarData("every component needs the same UID") }
        try await checkUIDIsFree(uid, for: name, in: collection)
        let object = existingObject ?? CalDAVObject(listID: collection.listID, resourceName: name, uid: uid, text: text)
        object.uid = uid
        object.text = text
        try await object.save(on: db)
        if let existingReminder { try await delete(existingReminder) }
        return (current == nil, CalDAVResource.etag(of: text))
    }

    /// One UID names one resource in a list (RFC 4791's no-uid-conflict).
    private func checkUIDIsFree(_ uid: String, for name: String, in collection: CalDAVCollection) async throws {
        if let clash = try await Reminder.query(on: db).filter(\.$listID == collection.listID).filter(\.$icalUID == uid).first(),
            clash.resource != name
        {
            throw CalDAVRefusal.uidConflict(existing: clash.resource)
        }
        if let clash = try await CalDAVObject.query(on: db).filter(\.$listID == collection.listID).filter(\.$uid == uid).first(),
            clash.resourceName != name
        {
            throw CalDAVRefusal.uidConflict(existing: clash.resourceName)
        }
    }

    private func putReminder(_ calendar: TodoCalendar, named name: String, existing: Reminder?, in collection: CalDAVCollection)
        async throws -> Reminder
    {
        guard let todo = calendar.todos.first(where: { !$0.isOverride }) ?? calendar.todos.first else {
            throw CalDAVRefusal.invalidCalendarData("there is no VTODO")
        }
        guard calendar.todos.allSatisfy({ $0.uid == todo.uid }) else {
            throw CalDAVRefusal.invalidCalendarData("every VTODO in one resource has the same UID")
        }
        try await checkUIDIsFree(todo.uid, for: name, in: collection)
        let reminder = existing ?? Reminder(householdID: collection.access.householdID, listID: collection.listID, title: "")
        var draft = Draft(
            title: todo.summary ?? "", notes: todo.description ?? "",
            due: todo.due.map { $0.due(defaultTimeZone: timeZone) }, priority: todo.priority, rule: todo.recurrence,
            repeatMode: existing?.repeatMode ?? .onSchedule, listID: collection.listID, flagged: existing?.flagged ?? false)
        try Self.checkLengths(draft)
        draft.tagIDs = try await tagIDs(named: todo.categories, collection.access)
        var kept = todo
        if let parentUID = todo.parentUID {
            if let parentID = try await parentID(uid: parentUID, for: reminder, collection) {
                draft.parentID = parentID
            } else {
                kept.preservedLines.append(ContentLine(name: "RELATED-TO", value: parentUID))
            }
        }
        try await fill(reminder, from: draft, collection.access)
        reminder.icalUID = todo.uid
        reminder.resourceName = name
        reminder.completedAt = todo.isCompleted ? (todo.completed ?? existing?.completedAt ?? clock.now()) : nil
        reminder.unmodelledProperties = Self.unmodelled(of: kept, in: calendar)
        let tagIDs = draft.tagIDs
        try await db.transaction { db in
            try await reminder.save(on: db)
            try await Self.setTags(tagIDs, of: reminder, on: db)
        }
        return reminder
    }

    /// Deletes the reminder at `name` (with its subtasks); false when there is none.
    func deleteCalDAV(named name: String, in collection: CalDAVCollection, _ preconditions: CalDAVPreconditions) async throws -> Bool {
        let reminder = try await reminder(named: name, in: collection)
        let object = reminder == nil ? try await object(named: name, in: collection) : nil
        try preconditions.check(current: try await resource(reminder, object, collection)?.etag)
        if let reminder {
            try await delete(reminder)
        } else if let object {
            try await object.delete(on: db)
        } else {
            return false
        }
        return true
    }

    /// The resource a reminder or a kept object at one name is served as.
    private func resource(_ reminder: Reminder?, _ object: CalDAVObject?, _ collection: CalDAVCollection) async throws -> CalDAVResource? {
        if let reminder { return try await render([reminder], householdID: collection.access.householdID).first }
        return object.map(Self.resource)
    }

    /// A list a phone made (MKCALENDAR), shared with the person's household — the first one by
    /// name when they are in several — and addressed by the name the phone chose.
    func makeCalDAVCollection(
        named name: String, displayName: String?, color: ReminderColor?, components: [String], for person: Person
    ) async throws
        -> CalDAVCollection
    {
        let households = try await households.households(of: person)
        guard let household = households.first else { throw CalDAVRefusal.noHousehold }
        let access = try await access(household.household.id, for: person, notFound: Self.listNotFound)
        let title = displayName.map { String($0.trimmingWhitespace()) }.flatMap { $0.isEmpty ? nil : $0 } ?? name
        let list = try await createList(ListDraft(name: String(title.prefix(Limits.name)), color: color), access)
        list.resourceName = name
        list.calendarComponents = components == ["VTODO"] ? nil : components.joined(separator: ",")
        try await list.save(on: db)
        return CalDAVCollection(list: list, access: access)
    }

    /// The changes a phone's PROPPATCH makes to a list: its name and colour, and properties
    /// Larder only keeps (set to a value, or removed with nil).
    func updateCalDAVCollection(
        _ collection: CalDAVCollection, displayName: String?, color: ReminderColor?, deadProperties: [String: String?]
    ) async throws {
        let name = try displayName.map { try Self.text($0, field: "displayname", limit: Limits.name) }
        var kept = collection.list.deadProperties ?? [:]
        for (key, value) in deadProperties { kept[key] = value }
        guard kept.count <= 50, kept.values.allSatisfy({ $0.count <= 1000 }) else {
            throw CalDAVRefusal.tooLarge("at most 50 properties of 1,000 characters each are kept")
        }
        collection.list.deadProperties = kept.isEmpty ? nil : kept
        _ = try await updateList(collection.list, ListDraft(name: name, color: color), collection.access)
    }

    private static func checkLengths(_ draft: Draft) throws {
        guard draft.title.count <= Limits.title else { throw CalDAVRefusal.tooLarge("SUMMARY is longer than \(Limits.title) characters") }
        guard draft.notes.count <= Limits.notes else {
            throw CalDAVRefusal.tooLarge("DESCRIPTION is longer than \(Limits.notes) characters")
        }
    }

    /// The household's tags with these names, made when missing (names that are not valid tag
    /// names are left out).
    func tagIDs(named names: [String], _ access: HouseholdService.Access) async throws -> [UUID] {
        let wanted = names.compactMap { try? Self.tagName($0) }
        guard !wanted.isEmpty else { return [] }
        let existing = try await tags(access)
        var ids: [UUID] = []
        for name in wanted.prefix(Limits.tags) {
            if let tag = existing.first(where: { $0.name.caseInsensitiveCompare(name) == .orderedSame }) {
                ids.append(try tag.requireID())
            } else if let made = try? await createTag(name: name, color: nil, access) {
                ids.append(try made.requireID())
            }
        }
        return Array(Set(ids))
    }

    /// The reminder the phone names as the parent, when Larder can make it one: in the same
    /// household, visible to the person, not itself a subtask.
    private func parentID(uid: String, for reminder: Reminder, _ collection: CalDAVCollection) async throws -> UUID? {
        let household = Reminder.query(on: db).filter(\.$householdID == collection.access.householdID)
        var parent = try await household.copy().filter(\.$icalUID == uid).first()
        if parent == nil, let id = UUID(uuidString: uid) {
            parent = try await household.filter(\.$id == id).filter(\.$icalUID == nil).first()
        }
        guard let parent, parent.id != reminder.id, parent.parentID == nil,
            (try? await visibleList(parent.listID, collection.access, field: "parentId")) != nil
        else { return nil }
        return parent.id
    }

    /// The calendar to keep beside the reminder: the phone's calendar properties, its time zones
    /// and other occurrences, and a VTODO with what Larder does not model.
    private static func unmodelled(of todo: VTodo, in calendar: TodoCalendar) -> String {
        let keptStatus: VTodo.Status? = (todo.status == .inProcess || todo.status == .cancelled) ? todo.status : nil
        var kept = VTodo(uid: todo.uid, status: keptStatus, sequence: todo.sequence, preservedLines: todo.preservedLines, components: todo.components)
        kept.start = todo.start
        let overrides = calendar.todos.filter(\.isOverride).map(\.component)
        return TodoCalendar(properties: calendar.properties, todos: [kept], otherComponents: calendar.otherComponents + overrides).text
    }
}

extension VTodo {
    /// One occurrence of a repeating reminder changed on its own (RECURRENCE-ID).
    var isOverride: Bool { preservedLines.contains { $0.name == "RECURRENCE-ID" } }
}
