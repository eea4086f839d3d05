import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func listReminderLists(_ input: Operations.listReminderLists.Input) async throws -> Operations.listReminderLists.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let lists = try await request.reminders.lists(access)
        return .ok(.init(body: .json(lists.map { .init($0, for: access.userID) })))
    }

    func createReminderList(_ input: Operations.createReminderList.Input) async throws -> Operations.createReminderList.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let draft = ReminderService.ListDraft(
            name: body.name, isPrivate: body.isPrivate, icon: body.icon.flatMap { .init(rawValue: $0.rawValue) },
            color: body.color.flatMap { .init(rawValue: $0.rawValue) }, showCompleted: body.showCompleted, showOverdue: body.showOverdue,
            sortKey: body.sortBy.flatMap { .init(rawValue: $0.rawValue) }, sortAscending: body.ascending)
        let list = try await request.reminders.createList(draft, access)
        return .created(.init(body: .json(.init(list, for: access.userID))))
    }

    func getReminderList(_ input: Operations.getReminderList.Input) async throws -> Operations.getReminderList.Output {
        let (_, list, access) = try await reminderList(input.path.listId)
        return .ok(.init(body: .json(.init(list, for: access.userID))))
    }

    func updateReminderList(_ input: Operations.updateReminderList.Input) async throws -> Operations.updateReminderList.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, list, access) = try await reminderList(input.path.listId)
        let draft = ReminderService.ListDraft(
            name: body.name, isPrivate: body.isPrivate, icon: body.icon.flatMap { .init(rawValue: $0.rawValue) },
            color: body.color.flatMap { .init(rawValue: $0.rawValue) }, showCompleted: body.showCompleted, showOverdue: body.showOverdue,
            sortKey: body.sortBy.flatMap { .init(rawValue: $0.rawValue) }, sortAscending: body.ascending)
        let updated = try await request.reminders.updateList(list, draft, access)
        return .ok(.init(body: .json(.init(updated, for: access.userID))))
    }

    func deleteReminderList(_ input: Operations.deleteReminderList.Input) async throws -> Operations.deleteReminderList.Output {
        let (request, list, _) = try await reminderList(input.path.listId)
        try await request.reminders.deleteList(list)
        return .noContent(.init())
    }

    func listReminderListReminders(_ input: Operations.listReminderListReminders.Input) async throws
        -> Operations.listReminderListReminders.Output
    {
        let (request, list, _) = try await reminderList(input.path.listId)
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let found = try await request.reminders.reminders(in: list, page: page, per: per)
        return .ok(.init(body: .json(.init(found, page: page, per: per))))
    }

    func reorderReminderList(_ input: Operations.reorderReminderList.Input) async throws -> Operations.reorderReminderList.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, list, _) = try await reminderList(input.path.listId)
        guard body.reminderIds.count <= 10_000 else { throw AppError.invalid("reminderIds", .errorFieldTooMany, ["reminderIds", "10000"]) }
        let ids = try body.reminderIds.map { try uuid($0, field: "reminderIds") }
        try await request.reminders.reorder(list, ids: ids)
        return .noContent(.init())
    }

    func reminderList(_ id: String) async throws -> (Request, ReminderList, HouseholdService.Access) {
        let request = try self.request
        let (list, access) = try await request.reminders.list(uuid(id, field: "listId"), for: request.requireUser())
        return (request, list, access)
    }
}

extension Components.Schemas.ReminderList {
    init(_ list: LarderServer.ReminderList, for userID: UUID) {
        self.init(
            id: list.id?.uuidString ?? "", householdId: list.householdID.uuidString, name: list.name,
            icon: .init(rawValue: list.icon.rawValue) ?? .list, color: .init(rawValue: list.color.rawValue) ?? .blue,
            isPrivate: list.ownerID != nil, isDefault: list.defaultForUserID == userID, showCompleted: list.showCompleted,
            showOverdue: list.showOverdue, sortBy: .init(rawValue: list.sortKey.rawValue) ?? .manual, ascending: list.sortAscending,
            position: list.position)
    }
}

extension Components.Schemas.ReminderPage {
    init(_ found: ReminderService.Page, page: Int, per: Int) {
        self.init(items: found.items.map(Components.Schemas.Reminder.init), page: page, per: per, total: found.total)
    }
}
