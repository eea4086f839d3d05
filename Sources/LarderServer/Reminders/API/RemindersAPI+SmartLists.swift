import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func listBuiltInSmartListReminders(_ input: Operations.listBuiltInSmartListReminders.Input) async throws
        -> Operations.listBuiltInSmartListReminders.Output
    {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        guard let builtIn = BuiltInSmartList(rawValue: input.path.builtInList.rawValue) else {
            throw AppError.invalid("builtInList", .errorFieldValueNotAllowed, ["builtInList"])
        }
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let found = try await request.reminders.reminders(matching: builtIn.filter, access, page: page, per: per)
        return .ok(.init(body: .json(.init(found, page: page, per: per))))
    }

    func listSmartLists(_ input: Operations.listSmartLists.Input) async throws -> Operations.listSmartLists.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        return .ok(.init(body: .json(try await request.reminders.smartLists(access).map(Components.Schemas.SmartList.init))))
    }

    func createSmartList(_ input: Operations.createSmartList.Input) async throws -> Operations.createSmartList.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let list = try await request.reminders.createSmartList(try smartListDraft(body), access)
        return .created(.init(body: .json(try .init(list))))
    }

    func getSmartList(_ input: Operations.getSmartList.Input) async throws -> Operations.getSmartList.Output {
        let (_, list, _) = try await smartList(input.path.smartListId)
        return .ok(.init(body: .json(try .init(list))))
    }

    func replaceSmartList(_ input: Operations.replaceSmartList.Input) async throws -> Operations.replaceSmartList.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, list, _) = try await smartList(input.path.smartListId)
        let replaced = try await request.reminders.replaceSmartList(list, with: try smartListDraft(body))
        return .ok(.init(body: .json(try .init(replaced))))
    }

    func deleteSmartList(_ input: Operations.deleteSmartList.Input) async throws -> Operations.deleteSmartList.Output {
        let (request, list, _) = try await smartList(input.path.smartListId)
        try await request.reminders.deleteSmartList(list)
        return .noContent(.init())
    }

    func listSmartListReminders(_ input: Operations.listSmartListReminders.Input) async throws
        -> Operations.listSmartListReminders.Output
    {
        let (request, list, access) = try await smartList(input.path.smartListId)
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let found = try await request.reminders.reminders(matching: list.filter, access, page: page, per: per)
        return .ok(.init(body: .json(.init(found, page: page, per: per))))
    }

    func listTopicLists(_ input: Operations.listTopicLists.Input) async throws -> Operations.listTopicLists.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        return .ok(.init(body: .json(try await request.reminders.topicLists(access).map(Components.Schemas.TopicList.init))))
    }

    func createTopicList(_ input: Operations.createTopicList.Input) async throws -> Operations.createTopicList.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        guard let topic = ReminderTopic(rawValue: body.topic.rawValue) else {
            throw AppError.invalid("topic", .errorFieldValueNotAllowed, ["topic"])
        }
        let (list, _) = try await request.reminders.createTopicList(topic, access)
        return .created(.init(body: .json(.init(list))))
    }

    func deleteTopicList(_ input: Operations.deleteTopicList.Input) async throws -> Operations.deleteTopicList.Output {
        let request = try self.request
        let (list, _) = try await request.reminders.topicList(uuid(input.path.topicListId, field: "topicListId"), for: request.requireUser())
        try await request.reminders.deleteTopicList(list)
        return .noContent(.init())
    }

    func listTopicListReminders(_ input: Operations.listTopicListReminders.Input) async throws
        -> Operations.listTopicListReminders.Output
    {
        let request = try self.request
        let (list, access) = try await request.reminders.topicList(
            uuid(input.path.topicListId, field: "topicListId"), for: request.requireUser())
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let found = try await request.reminders.reminders(in: list.topic, access, page: page, per: per)
        return .ok(.init(body: .json(.init(found, page: page, per: per))))
    }

    private func smartList(_ id: String) async throws -> (Request, ReminderSmartList, HouseholdService.Access) {
        let request = try self.request
        let (list, access) = try await request.reminders.smartList(uuid(id, field: "smartListId"), for: request.requireUser())
        return (request, list, access)
    }

    /// The body's filter read by LarderCore; a part that does not read is a 400 naming its
    /// path ("filter.all[1].due.day").
    private func smartListDraft(_ body: Components.Schemas.SmartListInput) throws -> ReminderService.SmartListDraft {
        let filterJSON = try JSONEncoder().encode(body.filter)
        var document = Data(#"{"version":1,"filter":"#.utf8)
        document.append(filterJSON)
        document.append(Data("}".utf8))
        let filter: ReminderFilter
        do throws(ReminderFilterError) {
            filter = try ReminderFilterDocument(jsonData: document).filter
        } catch {
            let path = error.path.isEmpty ? "filter" : error.path
            throw AppError.invalid(path, .errorReminderFilterInvalid, [path, error.message])
        }
        return ReminderService.SmartListDraft(
            name: body.name, icon: body.icon.flatMap { .init(rawValue: $0.rawValue) }, color: body.color.flatMap { .init(rawValue: $0.rawValue) },
            filter: filter)
    }
}

extension Components.Schemas.SmartList {
    init(_ list: ReminderSmartList) throws {
        let filter = try JSONDecoder().decode(Components.Schemas.SmartListFilter.self, from: JSONEncoder().encode(list.filter))
        self.init(
            id: list.id?.uuidString ?? "", name: list.name, icon: .init(rawValue: list.icon.rawValue) ?? .list,
            color: .init(rawValue: list.color.rawValue) ?? .purple, filter: filter)
    }
}

extension Components.Schemas.TopicList {
    init(_ list: ReminderTopicList) {
        self.init(id: list.id?.uuidString ?? "", topic: .init(rawValue: list.topic.rawValue) ?? .groceries)
    }
}
