import Fluent
import Foundation
import LarderCore
import SQLKit

extension ReminderService {
    /// One page of reminders and how many there are in all.
    struct Page: Sendable {
        var items: [Detail]
        var total: Int
    }

    /// A list's reminders in its own order; completed ones only when it shows them.
    func reminders(in list: ReminderList, page: Int, per: Int) async throws -> Page {
        var facts = try await self.facts(householdID: list.householdID, lists: [try list.requireID()], includeCompleted: list.showCompleted)
        if !list.showOverdue {
            let overdue = ReminderFilterEvaluator(BuiltInSmartList.overdue.filter, now: clock.now(), timeZone: timeZone)
            facts.removeAll { overdue.matches($0) }
        }
        return try await paged(list.sort.sorted(facts, timeZone: timeZone), page: page, per: per)
    }

    /// The reminders a filter picks among those the person can see, soonest due first (latest
    /// completed first when it asks for completed ones).
    ///
    /// SQL narrows to the household's visible lists (and to open reminders unless the filter
    /// asks about completion) and reads only the columns the rules need; the LarderCore
    /// evaluator decides in memory, which keeps one definition of every condition and stays
    /// quick on tens of thousands of rows. Only the page shown is read as models.
    func reminders(matching filter: ReminderFilter, _ access: HouseholdService.Access, page: Int, per: Int) async throws -> Page {
        _ = try await defaultList(access)
        let facts = try await self.facts(
            householdID: access.householdID, lists: try await visibleListIDs(access), includeCompleted: filter.mentionsCompletion)
        let matching = ReminderFilterEvaluator(filter, now: clock.now(), timeZone: timeZone).filter(facts)
        let sort = filter.mentionsCompletion ? ReminderSort(.dueDate, ascending: false) : ReminderSort(.dueDate)
        return try await paged(sort.sorted(matching, timeZone: timeZone), page: page, per: per)
    }

    /// The open reminders the person can see whose stored topic is `topic`.
    func reminders(in topic: ReminderTopic, _ access: HouseholdService.Access, page: Int, per: Int) async throws -> Page {
        let facts = try await self.facts(
            householdID: access.householdID, lists: try await visibleListIDs(access), includeCompleted: false, topic: topic)
        return try await paged(ReminderSort(.dueDate).sorted(facts, timeZone: timeZone), page: page, per: per)
    }

    /// Every reminder the person can see, oldest first.
    func reminders(_ access: HouseholdService.Access, includeCompleted: Bool, page: Int, per: Int) async throws -> Page {
        _ = try await defaultList(access)
        let facts = try await self.facts(
            householdID: access.householdID, lists: try await visibleListIDs(access), includeCompleted: includeCompleted)
        return try await paged(ReminderSort(.created).sorted(facts, timeZone: timeZone), page: page, per: per)
    }

    /// What the rules need of the household's reminders in `lists`.
    private func facts(householdID: UUID, lists: [UUID], includeCompleted: Bool, topic: ReminderTopic? = nil) async throws
        -> [ReminderFacts]
    {
        guard !lists.isEmpty else { return [] }
        let wanted = Set(lists)
        return try await householdFacts(householdID).compactMap { reminder in
            guard wanted.contains(reminder.facts.listID), includeCompleted || !reminder.facts.isCompleted,
                topic == nil || reminder.topic == topic?.rawValue
            else { return nil }
            return reminder.facts
        }
    }

    /// Every reminder of the household, from memory while the household's reminder revision
    /// stands. The revision is read before the rows, so what is kept is never older than the
    /// revision it is kept under. Inside a transaction the rows are read directly: what the
    /// transaction sees may yet be rolled back.
    private func householdFacts(_ householdID: UUID) async throws -> [ReminderFactsCache.Reminder] {
        guard !db.inTransaction else { return try await readFacts(householdID) }
        let revision = try await db.sql().select().column("revision").from(CreateReminderRevisions.table)
            .where("household_id", .equal, SQLBind(householdID)).first(decodingColumn: "revision", as: Int64.self) ?? 0
        if let kept = factsCache.reminders(of: householdID, at: revision) { return kept }
        let read = try await readFacts(householdID)
        factsCache.remember(read, of: householdID, at: revision)
        return read
    }

    /// The household's reminders read column by column rather than as models, with every
    /// reminder's tags from one query.
    private func readFacts(_ householdID: UUID) async throws -> [ReminderFactsCache.Reminder] {
        let sql = try db.sql()
        let rows = try await sql.select()
            .columns(
                "id", "title", "notes", "due_day", "due_at", "priority", "flagged", "list_id", "created_at", "completed_at", "position",
                "topic"
            )
            .from(Reminder.schema)
            .where("household_id", .equal, SQLBind(householdID))
            .all()
        guard !rows.isEmpty else { return [] }
        var tags: [UUID: Set<UUID>] = [:]
        let taggings = try await sql.select().columns("reminder_id", "tag_id").from(ReminderTagging.schema)
            .where("household_id", .equal, SQLBind(householdID)).all()
        for row in taggings {
            tags[try row.decode(column: "reminder_id", as: UUID.self), default: []].insert(try row.decode(column: "tag_id", as: UUID.self))
        }
        return try rows.map { row in
            let id = try row.decode(column: "id", as: UUID.self)
            let dueAt = try row.decode(column: "due_at", as: Date?.self)
            let dueDay = try row.decode(column: "due_day", as: String?.self)
            let due: ReminderDue? = dueAt.map(ReminderDue.time) ?? dueDay.flatMap { LocalDate(text: $0) }.map(ReminderDue.day)
            let facts = ReminderFacts(
                id: id, title: try row.decode(column: "title", as: String.self), notes: try row.decode(column: "notes", as: String.self),
                due: due, priority: ReminderPriority(rawValue: try row.decode(column: "priority", as: String.self)) ?? .none,
                isFlagged: try row.decode(column: "flagged", as: Bool.self), tagIDs: tags[id] ?? [],
                listID: try row.decode(column: "list_id", as: UUID.self),
                createdAt: try row.decode(column: "created_at", as: Date?.self) ?? Date(timeIntervalSince1970: 0),
                completedAt: try row.decode(column: "completed_at", as: Date?.self), manualOrder: try row.decode(column: "position", as: Int?.self))
            return ReminderFactsCache.Reminder(facts: facts, topic: try row.decode(column: "topic", as: String?.self))
        }
    }

    /// The page of `sorted` asked for, read as models in that order.
    private func paged(_ sorted: [ReminderFacts], page: Int, per: Int) async throws -> Page {
        let start = min((page - 1) * per, sorted.count)
        let shown = sorted[start..<min(start + per, sorted.count)]
        let ids = shown.map(\.id)
        guard !ids.isEmpty else { return Page(items: [], total: sorted.count) }
        let models = try await Reminder.query(on: db).filter(\.$id ~~ ids).all()
        let byID = Dictionary(uniqueKeysWithValues: models.compactMap { model in model.id.map { ($0, model) } })
        let tags = Dictionary(uniqueKeysWithValues: shown.map { ($0.id, $0.tagIDs) })
        return Page(items: try await details(ids.compactMap { byID[$0] }, knownTags: tags), total: sorted.count)
    }
}
