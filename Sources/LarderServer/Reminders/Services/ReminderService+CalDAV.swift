import Fluent
import Foundation
import LarderCore

/// Reminder lists as CalDAV collections and reminders as iCalendar resources: what phones see.
extension ReminderService {
    /// A list the person sees, with their standing in its household.
    struct CalDAVCollection: Sendable {
        var list: ReminderList
        var access: HouseholdService.Access
        var listID: UUID { list.id! }
    }

    /// A reminder as the iCalendar object a phone reads (or an event kept as a phone sent it),
    /// with its name and ETag.
    struct CalDAVResource: Sendable {
        var name: String
        var text: String
        var reminder: Reminder?
        var modifiedAt: Date?
        var etag: String { Self.etag(of: text) }
        var calendar: ICalendarComponent? { try? ICalendarComponent.parse(text).first }

        static func etag(of text: String) -> String { "\"\(Secrets.sha256Hex(text).prefix(32))\"" }
    }

    /// Why a CalDAV request could not be done; the API layer turns each into its status and
    /// the precondition element RFC 4791 names.
    enum CalDAVRefusal: Error, Equatable {
        case preconditionFailed
        case invalidCalendarData(String)
        case unsupportedComponent
        case uidConflict(existing: String)
        case invalidSyncToken
        case noHousehold
        case tooLarge(String)
    }

    /// Every list the person sees, in every household they belong to, in each household's order.
    func calDAVCollections(for person: Person) async throws -> [CalDAVCollection] {
        var collections: [CalDAVCollection] = []
        let roles = try await db.memberships.roles(of: person.id)
        for (householdID, role) in roles.sorted(by: { $0.key.uuidString < $1.key.uuidString }) {
            let access = HouseholdService.Access(householdID: householdID, userID: person.id, role: role)
            collections += try await lists(access).map { CalDAVCollection(list: $0, access: access) }
        }
        return collections
    }

    func calDAVCollection(named name: String, for person: Person) async throws -> CalDAVCollection? {
        try await calDAVCollections(for: person).first { $0.list.collectionName == name }
    }

    /// The list's reminders as resources, subtasks and all.
    func calDAVResources(in collection: CalDAVCollection) async throws -> [CalDAVResource] {
        let reminders = try await Reminder.query(on: db).filter(\.$listID == collection.listID).sort(\.$createdAt).all()
        let objects = try await CalDAVObject.query(on: db).filter(\.$listID == collection.listID).sort(\.$createdAt).all()
        return try await render(reminders, householdID: collection.access.householdID) + objects.map(Self.resource)
    }

    static func resource(_ object: CalDAVObject) -> CalDAVResource {
        CalDAVResource(name: object.resourceName, text: object.text, reminder: nil, modifiedAt: object.modifiedAt ?? object.createdAt)
    }

    func object(named name: String, in collection: CalDAVCollection) async throws -> CalDAVObject? {
        try await CalDAVObject.query(on: db).filter(\.$listID == collection.listID).filter(\.$resourceName == name).first()
    }

    func calDAVResource(named name: String, in collection: CalDAVCollection) async throws -> CalDAVResource? {
        guard let reminder = try await reminder(named: name, in: collection) else {
            return try await object(named: name, in: collection).map(Self.resource)
        }
        return try await render([reminder], householdID: collection.access.householdID).first
    }

    func reminder(named name: String, in collection: CalDAVCollection) async throws -> Reminder? {
        let query = Reminder.query(on: db).filter(\.$listID == collection.listID)
        if let named = try await query.copy().filter(\.$resourceName == name).first() { return named }
        guard name.hasSuffix(".ics"), let id = UUID(uuidString: String(name.dropLast(4))) else { return nil }
        return try await query.filter(\.$id == id).filter(\.$resourceName == nil).first()
    }

    func render(_ reminders: [Reminder], householdID: UUID) async throws -> [CalDAVResource] {
        guard !reminders.isEmpty else { return [] }
        let details = try await details(reminders)
        let tagNames = Dictionary(uniqueKeysWithValues: try await ReminderTag.query(on: db).filter(\.$householdID == householdID).all()
            .map { ($0.id!, $0.name) })
        let parentIDs = Set(reminders.compactMap(\.parentID))
        let parents = parentIDs.isEmpty ? [:] : Dictionary(uniqueKeysWithValues: try await Reminder.query(on: db)
            .filter(\.$id ~~ parentIDs).all().map { ($0.id!, $0.uid) })
        return details.map { detail in
            let reminder = detail.reminder
            let tags = detail.tagIDs.compactMap { tagNames[$0] }.sorted()
            let text = calendar(for: reminder, tagNames: tags, parentUID: reminder.parentID.flatMap { parents[$0] }).text
            return CalDAVResource(name: reminder.resource, text: text, reminder: reminder, modifiedAt: reminder.modifiedAt ?? reminder.createdAt)
        }
    }

    /// The reminder as iCalendar: Larder's fields, then everything a phone sent that Larder does
    /// not model, as it came.
    func calendar(for reminder: Reminder, tagNames: [String], parentUID: String?) -> TodoCalendar {
        let kept = Self.kept(reminder)
        let keptTodo = kept?.todos.first { !$0.isOverride }
        let overrides = kept?.todos.filter(\.isOverride).map(\.component) ?? []
        var todo = VTodo(
            uid: reminder.uid, summary: reminder.title, description: reminder.notes.isEmpty ? nil : reminder.notes,
            due: reminder.due.map { ICalendarDateValue($0, timeZone: timeZone) }, priority: reminder.priority,
            status: reminder.completedAt != nil ? .completed : (keptTodo?.status ?? .needsAction), completed: reminder.completedAt,
            recurrence: reminder.rrule.flatMap { try? RecurrenceRule(parsing: $0) }, categories: tagNames, parentUID: parentUID,
            created: reminder.createdAt, lastModified: reminder.modifiedAt ?? reminder.createdAt,
            stamp: reminder.modifiedAt ?? reminder.createdAt, sequence: keptTodo?.sequence,
            preservedLines: keptTodo?.preservedLines ?? [], components: keptTodo?.components ?? [])
        todo.start = keptTodo?.start
        return TodoCalendar(
            properties: kept?.properties ?? TodoCalendar.defaultProperties, todos: [todo], otherComponents: (kept?.otherComponents ?? []) + overrides)
    }

    /// What a phone sent that Larder does not model, stored as a calendar holding one VTODO.
    static func kept(_ reminder: Reminder) -> TodoCalendar? {
        reminder.unmodelledProperties.isEmpty ? nil : try? TodoCalendar(parsing: reminder.unmodelledProperties)
    }
}

// MARK: sync tokens

extension ReminderService {
    /// How long a sync token stays valid; a phone away longer syncs from the start.
    static let syncStateLifetime: TimeInterval = 60 * 24 * 3600

    static let syncTokenPrefix = "urn:larder:sync:"

    /// The token for the list's current state, remembered so that a later sync can compare.
    func syncToken(for collection: CalDAVCollection, resources: [CalDAVResource]) async throws -> String {
        let entries = Self.state(of: resources)
        let digest = Self.stateDigest(listID: collection.listID, entries: entries)
        let now = clock.now()
        let known = CalDAVSyncState.query(on: db).filter(\.$listID == collection.listID).filter(\.$token == digest)
        if try await known.first() == nil {
            do {
                try await CalDAVSyncState(listID: collection.listID, token: digest, entries: entries, createdAt: now).create(on: db)
            } catch let error as any DatabaseError where error.isConstraintFailure {
                // Another request remembered the same state first.
            }
        }
        try await CalDAVSyncState.query(on: db).filter(\.$listID == collection.listID)
            .filter(\.$createdAt < now.addingTimeInterval(-Self.syncStateLifetime)).filter(\.$token != digest).delete()
        return Self.syncTokenPrefix + digest
    }

    /// The list's CTag: changes whenever anything in it does.
    func ctag(for collection: CalDAVCollection, resources: [CalDAVResource]) -> String {
        Self.stateDigest(listID: collection.listID, entries: Self.state(of: resources))
    }

    /// What changed since `token`: resources added or changed, and names gone. An empty token
    /// means "everything"; an unknown one is refused (the phone then syncs from the start).
    func changes(since token: String, in collection: CalDAVCollection, resources: [CalDAVResource]) async throws
        -> (changed: [CalDAVResource], removed: [String])
    {
        guard !token.isEmpty else { return (resources, []) }
        guard token.hasPrefix(Self.syncTokenPrefix),
            let state = try await CalDAVSyncState.query(on: db).filter(\.$listID == collection.listID)
                .filter(\.$token == String(token.dropFirst(Self.syncTokenPrefix.count))).first()
        else { throw CalDAVRefusal.invalidSyncToken }
        let now = Set(resources.map(\.name))
        let changed = resources.filter { state.entries[$0.name] != $0.etag }
        let removed = state.entries.keys.filter { !now.contains($0) }.sorted()
        return (changed, removed)
    }

    /// Each resource's name and ETag: what a sync token stands for.
    private static func state(of resources: [CalDAVResource]) -> [String: String] {
        Dictionary(resources.map { ($0.name, $0.etag) }, uniquingKeysWith: { first, _ in first })
    }

    private static func stateDigest(listID: UUID, entries: [String: String]) -> String {
        let lines = entries.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        return String(Secrets.sha256Hex(listID.uuidString + "\n" + lines.joined(separator: "\n")).prefix(40))
    }
}
