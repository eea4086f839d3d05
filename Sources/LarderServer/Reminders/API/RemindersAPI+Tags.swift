import Foundation
import Vapor

extension LarderAPI {
    func listReminderTags(_ input: Operations.listReminderTags.Input) async throws -> Operations.listReminderTags.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        return .ok(.init(body: .json(try await request.reminders.tags(access).map(Components.Schemas.ReminderTag.init))))
    }

    func createReminderTag(_ input: Operations.createReminderTag.Input) async throws -> Operations.createReminderTag.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let tag = try await request.reminders.createTag(name: body.name, color: body.color.flatMap { .init(rawValue: $0.rawValue) }, access)
        return .created(.init(body: .json(.init(tag))))
    }

    func updateReminderTag(_ input: Operations.updateReminderTag.Input) async throws -> Operations.updateReminderTag.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let (tag, access) = try await request.reminders.tag(uuid(input.path.tagId, field: "tagId"), for: request.requireUser())
        let updated = try await request.reminders.updateTag(
            tag, name: body.name, color: body.color.flatMap { .init(rawValue: $0.rawValue) }, access)
        return .ok(.init(body: .json(.init(updated))))
    }

    func deleteReminderTag(_ input: Operations.deleteReminderTag.Input) async throws -> Operations.deleteReminderTag.Output {
        let request = try self.request
        let (tag, _) = try await request.reminders.tag(uuid(input.path.tagId, field: "tagId"), for: request.requireUser())
        try await request.reminders.deleteTag(tag)
        return .noContent(.init())
    }
}

extension Components.Schemas.ReminderTag {
    init(_ tag: LarderServer.ReminderTag) {
        self.init(id: tag.id?.uuidString ?? "", name: tag.name, color: .init(rawValue: tag.color.rawValue) ?? .blue)
    }
}
