import Fluent
import Foundation
import LarderCore

/// A household's reminders: lists (shared or private), reminders, tags, completions. Every
/// call proves membership first; another household's things, and other people's private
/// lists, do not exist (404).
package struct ReminderService {
    let db: any Database
    let households: HouseholdService
    let clock: LarderClock
    let factsCache: ReminderFactsCache

    enum Limits {
        static let name = 100
        static let title = 500
        static let notes = 10_000
        static let rrule = 500
        static let tags = 50
        static let listsPerPerson = 200
    }

    package var timeZone: TimeZone { clock.timeZone }

    static let listNotFound = AppError.notFound(.errorReminderListNotFound)
    static let reminderNotFound = AppError.notFound(.errorReminderNotFound)
    static let tagNotFound = AppError.notFound(.errorReminderTagNotFound)

    /// Membership of `householdID`, or 404 with `notFound` rather than "household not found".
    func access(_ householdID: UUID, for user: Person, notFound: AppError) async throws -> HouseholdService.Access {
        do {
            return try await households.access(householdID, for: user)
        } catch let error as AppError where error.kind == .notFound {
            throw notFound
        }
    }
}

// MARK: lists

extension ReminderService {
    /// What a new list or a change to one says; nil fields stay as they are.
    struct ListDraft: Sendable {
        var name: String?
        var isPrivate: Bool?
        var icon: ReminderListIcon?
        var color: ReminderColor?
        var showCompleted: Bool?
        var showOverdue: Bool?
        var sortKey: ReminderSort.Key?
        var sortAscending: Bool?
    }

    /// The lists the person sees in the household, in their order; their default list is made
    /// on first use.
    func lists(_ access: HouseholdService.Access) async throws -> [ReminderList] {
        _ = try await defaultList(access)
        return try await visibleListsQuery(access).sort(\.$position).sort(\.$createdAt).all()
    }

    func visibleListsQuery(_ access: HouseholdService.Access) -> QueryBuilder<ReminderList> {
        ReminderList.query(on: db).filter(\.$householdID == access.householdID)
            .group(.or) { $0.filter(\.$ownerID == nil).filter(\.$ownerID == access.userID) }
    }

    func visibleListIDs(_ access: HouseholdService.Access) async throws -> [UUID] {
        try await visibleListsQuery(access).all(\.$id)
    }

    /// The person's default list in the household, made private to them on first use.
    func defaultList(_ access: HouseholdService.Access) async throws -> ReminderList {
        let query = ReminderList.query(on: db).filter(\.$householdID == access.householdID)
            .filter(\.$defaultForUserID == access.userID)
        if let list = try await query.first() { return list }
        let list = ReminderList(householdID: access.householdID, ownerID: access.userID, name: ReminderList.defaultName, position: 0)
        list.defaultForUserID = access.userID
        do {
            try await list.create(on: db)
        } catch {
            // Two first requests at once: the other one made it.
            if let made = try await query.first() { return made }
            throw error
        }
        return list
    }

    /// The list and the caller's membership, or 404 when it is another household's or
    /// someone else's private list.
    func list(_ listID: UUID, for user: Person) async throws -> (ReminderList, HouseholdService.Access) {
        guard let list = try await ReminderList.find(listID, on: db) else { throw Self.listNotFound }
        let access = try await access(list.householdID, for: user, notFound: Self.listNotFound)
        guard list.isVisible(to: access.userID) else { throw Self.listNotFound }
        return (list, access)
    }

    /// A list in `access`'s household the person sees, or 404 naming `field`.
    func visibleList(_ listID: UUID, _ access: HouseholdService.Access, field: String) async throws -> ReminderList {
        guard let list = try await ReminderList.find(listID, on: db), list.householdID == access.householdID,
            list.isVisible(to: access.userID)
        else { throw AppError.notFound(.errorReminderListNotFound, field: field) }
        return list
    }

    func createList(_ draft: ListDraft, _ access: HouseholdService.Access) async throws -> ReminderList {
        let name = try Self.text(draft.name ?? "", field: "name", limit: Limits.name)
        let count = try await visibleListsQuery(access).count()
        guard count < Limits.listsPerPerson else {
            throw AppError.invalid("name", .errorFieldTooMany, ["lists", String(Limits.listsPerPerson)])
        }
        let list = ReminderList(
            householdID: access.householdID, ownerID: draft.isPrivate == true ? access.userID : nil, name: name,
            icon: draft.icon ?? .list, color: draft.color ?? .blue, position: count)
        apply(draft, to: list)
        try await list.create(on: db)
        return list
    }

    func updateList(_ list: ReminderList, _ draft: ListDraft, _ access: HouseholdService.Access) async throws -> ReminderList {
        if let name = draft.name { list.name = try Self.text(name, field: "name", limit: Limits.name) }
        if let isPrivate = draft.isPrivate {
            // Only the person who would see it can make a list private; the default stays theirs.
            guard list.defaultForUserID == nil else { throw AppError.invalid("isPrivate", .errorReminderDefaultList) }
            list.ownerID = isPrivate ? access.userID : nil
        }
        if let icon = draft.icon { list.icon = icon }
        if let color = draft.color { list.color = color }
        apply(draft, to: list)
        try await list.save(on: db)
        return list
    }

    private func apply(_ draft: ListDraft, to list: ReminderList) {
        if let showCompleted = draft.showCompleted { list.showCompleted = showCompleted }
        if let showOverdue = draft.showOverdue { list.showOverdue = showOverdue }
        if let sortKey = draft.sortKey { list.sortKey = sortKey }
        if let sortAscending = draft.sortAscending { list.sortAscending = sortAscending }
    }

    /// Deletes the list and its reminders; a default list stays (409).
    func deleteList(_ list: ReminderList) async throws {
        guard list.defaultForUserID == nil else { throw AppError.conflict(.errorReminderDefaultList) }
        let listID = try list.requireID()
        try await db.transaction { db in
            try await Reminder.query(on: db).filter(\.$listID == listID).delete()
            try await list.delete(on: db)
        }
    }

    /// Puts the list's open reminders in the order given (manual order); every id must be one
    /// of the list's reminders.
    func reorder(_ list: ReminderList, ids: [UUID]) async throws {
        let listID = try list.requireID()
        let reminders = try await Reminder.query(on: db).filter(\.$listID == listID).all()
        let byID = Dictionary(uniqueKeysWithValues: reminders.compactMap { reminder in reminder.id.map { ($0, reminder) } })
        guard Set(ids).count == ids.count, ids.allSatisfy({ byID[$0] != nil }) else {
            throw AppError.invalid("reminderIds", .errorFieldValueNotAllowed, ["reminderIds"])
        }
        try await db.transaction { db in
            for (index, id) in ids.enumerated() where byID[id]?.position != index {
                try await Reminder.query(on: db).filter(\.$id == id).set(\.$position, to: index).update()
            }
            // Those left out follow, in their old order.
            let rest = reminders.filter { !ids.contains($0.id!) }.sorted { ($0.position ?? .max, $0.createdAt ?? .distantPast) < ($1.position ?? .max, $1.createdAt ?? .distantPast) }
            for (offset, reminder) in rest.enumerated() {
                try await Reminder.query(on: db).filter(\.$id == reminder.id!).set(\.$position, to: ids.count + offset).update()
            }
        }
    }

    static func text(_ value: String, field: String, limit: Int, allowEmpty: Bool = false) throws -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard allowEmpty || !trimmed.isEmpty else { throw AppError.invalid(field, .errorFieldRequired, [field]) }
        guard trimmed.count <= limit else { throw AppError.invalid(field, .errorFieldTooLong, [field, String(limit)]) }
        return trimmed
    }
}
