import Fluent
import Foundation
import LarderCore

extension ReminderService {
    static let smartListNotFound = AppError.notFound(.errorReminderSmartListNotFound)
    static let topicListNotFound = AppError.notFound(.errorReminderTopicListNotFound)

    /// What a new smart list or a replacement says.
    struct SmartListDraft: Sendable {
        var name: String
        var icon: ReminderListIcon?
        var color: ReminderColor?
        var filter: ReminderFilter
    }

    func smartLists(_ access: HouseholdService.Access) async throws -> [ReminderSmartList] {
        try await ReminderSmartList.query(on: db).filter(\.$householdID == access.householdID)
            .filter(\.$ownerID == access.userID).sort(\.$createdAt).all()
    }

    /// The person's own smart list, or 404.
    func smartList(_ id: UUID, for user: Person) async throws -> (ReminderSmartList, HouseholdService.Access) {
        guard let list = try await ReminderSmartList.find(id, on: db) else { throw Self.smartListNotFound }
        let access = try await access(list.householdID, for: user, notFound: Self.smartListNotFound)
        guard list.ownerID == access.userID else { throw Self.smartListNotFound }
        return (list, access)
    }

    func createSmartList(_ draft: SmartListDraft, _ access: HouseholdService.Access) async throws -> ReminderSmartList {
        let list = ReminderSmartList(
            householdID: access.householdID, ownerID: access.userID, name: try Self.text(draft.name, field: "name", limit: Limits.name),
            icon: draft.icon ?? .list, color: draft.color ?? .purple, filter: draft.filter)
        try await list.create(on: db)
        return list
    }

    func replaceSmartList(_ list: ReminderSmartList, with draft: SmartListDraft) async throws -> ReminderSmartList {
        list.name = try Self.text(draft.name, field: "name", limit: Limits.name)
        list.icon = draft.icon ?? list.icon
        list.color = draft.color ?? list.color
        list.filterJSON = String(decoding: ReminderFilterDocument(filter: draft.filter).jsonData(), as: UTF8.self)
        try await list.save(on: db)
        return list
    }

    func deleteSmartList(_ list: ReminderSmartList) async throws {
        try await list.delete(on: db)
    }

    // MARK: topic lists

    func topicLists(_ access: HouseholdService.Access) async throws -> [ReminderTopicList] {
        let lists = try await ReminderTopicList.query(on: db).filter(\.$householdID == access.householdID)
            .filter(\.$ownerID == access.userID).all()
        return lists.sorted { ReminderTopic.allCases.firstIndex(of: $0.topic)! < ReminderTopic.allCases.firstIndex(of: $1.topic)! }
    }

    func topicList(_ id: UUID, for user: Person) async throws -> (ReminderTopicList, HouseholdService.Access) {
        guard let list = try await ReminderTopicList.find(id, on: db) else { throw Self.topicListNotFound }
        let access = try await access(list.householdID, for: user, notFound: Self.topicListNotFound)
        guard list.ownerID == access.userID else { throw Self.topicListNotFound }
        return (list, access)
    }

    /// The person's list of `topic`; picking a topic twice gives the same list.
    func createTopicList(_ topic: ReminderTopic, _ access: HouseholdService.Access) async throws -> (ReminderTopicList, isNew: Bool) {
        if let existing = try await topicLists(access).first(where: { $0.topic == topic }) { return (existing, false) }
        let list = ReminderTopicList(householdID: access.householdID, ownerID: access.userID, topic: topic)
        try await list.create(on: db)
        return (list, true)
    }

    func deleteTopicList(_ list: ReminderTopicList) async throws {
        try await list.delete(on: db)
    }
}
