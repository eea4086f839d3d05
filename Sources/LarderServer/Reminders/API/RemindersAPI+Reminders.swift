import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func listReminders(_ input: Operations.listReminders.Input) async throws -> Operations.listReminders.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let found = try await request.reminders.reminders(access, includeCompleted: input.query.includeCompleted ?? false, page: page, per: per)
        return .ok(.init(body: .json(.init(found, page: page, per: per))))
    }

    func createReminder(_ input: Operations.createReminder.Input) async throws -> Operations.createReminder.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let detail = try await request.reminders.create(try reminderDraft(body), access)
        return .created(.init(body: .json(.init(detail))))
    }

    func getReminder(_ input: Operations.getReminder.Input) async throws -> Operations.getReminder.Output {
        let (request, reminder, _) = try await reminder(input.path.reminderId)
        return .ok(.init(body: .json(.init(try await request.reminders.detail(reminder)))))
    }

    func replaceReminder(_ input: Operations.replaceReminder.Input) async throws -> Operations.replaceReminder.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, reminder, access) = try await reminder(input.path.reminderId)
        let detail = try await request.reminders.replace(reminder, with: try reminderDraft(body), access)
        return .ok(.init(body: .json(.init(detail))))
    }

    func deleteReminder(_ input: Operations.deleteReminder.Input) async throws -> Operations.deleteReminder.Output {
        let (request, reminder, _) = try await reminder(input.path.reminderId)
        try await request.reminders.delete(reminder)
        return .noContent(.init())
    }

    func completeReminder(_ input: Operations.completeReminder.Input) async throws -> Operations.completeReminder.Output {
        let (request, reminder, access) = try await reminder(input.path.reminderId)
        return .ok(.init(body: .json(.init(try await request.reminders.complete(reminder, by: access)))))
    }

    func reopenReminder(_ input: Operations.reopenReminder.Input) async throws -> Operations.reopenReminder.Output {
        let (request, reminder, _) = try await reminder(input.path.reminderId)
        return .ok(.init(body: .json(.init(try await request.reminders.reopen(reminder)))))
    }

    func moveReminder(_ input: Operations.moveReminder.Input) async throws -> Operations.moveReminder.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, reminder, access) = try await reminder(input.path.reminderId)
        if let position = body.position, !(0...LarderAPI.maximumPage).contains(position) {
            throw AppError.invalid("position", .errorFieldOutOfRange, ["position", "0", String(LarderAPI.maximumPage)])
        }
        let detail = try await request.reminders.move(reminder, to: uuid(body.listId, field: "listId"), position: body.position, access)
        return .ok(.init(body: .json(.init(detail))))
    }

    func addReminderToShoppingList(_ input: Operations.addReminderToShoppingList.Input) async throws
        -> Operations.addReminderToShoppingList.Output
    {
        let (request, reminder, access) = try await reminder(input.path.reminderId)
        let count = try await request.reminders.addToShoppingList(
            reminder, shopping: request.shoppingList, access, by: request.requireUser())
        return .created(.init(body: .json(.init(addedCount: count))))
    }

    func reminder(_ id: String) async throws -> (Request, Reminder, HouseholdService.Access) {
        let request = try self.request
        let (reminder, access) = try await request.reminders.reminder(uuid(id, field: "reminderId"), for: request.requireUser())
        return (request, reminder, access)
    }

    /// The body as typed values; a field that does not read is a 400 naming it.
    private func reminderDraft(_ body: Components.Schemas.ReminderInput) throws -> ReminderService.Draft {
        let title = try ReminderService.text(body.title, field: "title", limit: ReminderService.Limits.title)
        let notes = try ReminderService.text(body.notes ?? "", field: "notes", limit: ReminderService.Limits.notes, allowEmpty: true)
        let due: ReminderDue?
        switch (body.dueDay, body.dueAt) {
        case (.some, .some): throw AppError.invalid("dueAt", .errorReminderDueTwice)
        case (.some(let text), nil):
            guard let day = LocalDate(text: text), text.count == 10 else {
                throw AppError.invalid("dueDay", .errorFieldWrongType, ["dueDay", "YYYY-MM-DD"])
            }
            due = .day(day)
        case (nil, .some(let instant)): due = .time(instant)
        case (nil, nil): due = nil
        }
        var rule: RecurrenceRule?
        if let text = body.rrule?.trimmingCharacters(in: .whitespaces), !text.isEmpty {
            guard text.count <= ReminderService.Limits.rrule else {
                throw AppError.invalid("rrule", .errorFieldTooLong, ["rrule", String(ReminderService.Limits.rrule)])
            }
            do throws(RecurrenceRuleError) {
                rule = try RecurrenceRule(parsing: text.hasPrefix("RRULE:") ? String(text.dropFirst(6)) : text)
                try rule?.validate()
            } catch {
                throw AppError.invalid("rrule", .errorReminderRuleInvalid, [error.part, error.message])
            }
            guard due != nil else { throw AppError.invalid("rrule", .errorReminderRuleNeedsDue) }
        }
        return ReminderService.Draft(
            title: title, notes: notes, due: due, priority: body.priority.flatMap { .init(rawValue: $0.rawValue) } ?? .none,
            rule: rule, repeatMode: body.repeatMode.flatMap { .init(rawValue: $0.rawValue) } ?? .onSchedule,
            tagIDs: try (body.tagIds ?? []).map { try uuid($0, field: "tagIds") },
            listID: try body.listId.map { try uuid($0, field: "listId") }, parentID: try body.parentId.map { try uuid($0, field: "parentId") },
            flagged: body.flagged ?? false)
    }
}

extension Components.Schemas.Reminder {
    init(_ detail: ReminderService.Detail) {
        let reminder = detail.reminder
        self.init(
            id: reminder.id?.uuidString ?? "", listId: reminder.listID.uuidString, parentId: reminder.parentID?.uuidString,
            title: reminder.title, notes: reminder.notes, dueDay: reminder.dueDay, dueAt: reminder.dueAt,
            priority: Components.Schemas.ReminderPriority(rawValue: reminder.priority.rawValue)!, rrule: reminder.rrule,
            repeatMode: .init(rawValue: reminder.repeatMode.rawValue) ?? .onSchedule, tagIds: detail.tagIDs.map(\.uuidString),
            flagged: reminder.flagged, position: reminder.position, topic: reminder.topic.flatMap { .init(rawValue: $0.rawValue) },
            createdAt: reminder.createdAt ?? Date(timeIntervalSince1970: 0),
            modifiedAt: reminder.modifiedAt ?? reminder.createdAt ?? Date(timeIntervalSince1970: 0), completedAt: reminder.completedAt,
            history: detail.history.map { .init(dueDay: $0.dueDay, dueAt: $0.dueAt, completedAt: $0.completedAt) })
    }
}
