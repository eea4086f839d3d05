import Foundation
import LarderCore
import Vapor

/// The reminders pages (reached from the Me page): the home with built-in, smart and topic
/// lists and "My lists", one list with quick add and complete (the script counts down a few
/// seconds, with undo, before it sends the completion), the reminder form and the smart-list
/// filter editor. Every form works without the script.
struct ReminderPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(ReminderRoute.home, use: home)
        routes.post(ReminderRoute.newList(.key), use: createList)
        routes.post(ReminderRoute.newTopicList(.key), use: createTopicList)
        routes.post(ReminderRoute.kitchen(.key), use: saveKitchenReminders)
        routes.get(ReminderRoute.builtIn(.key, name: .key), use: builtIn)
        routes.get(ReminderRoute.newSmartList(.key), use: newSmartList)
        routes.post(ReminderRoute.smartLists(.key), use: createSmartList)
        routes.get(ReminderRoute.smartList(.key), use: smartList)
        routes.get(ReminderRoute.topicList(.key), use: topicList)
        routes.get(ReminderRoute.list(.key), use: list)
        routes.post(ReminderRoute.quickAdd(.key), use: quickAdd)
        routes.post(ReminderRoute.display(.key), use: saveDisplay)
        routes.post(ReminderRoute.order(.key), use: saveOrder)
        routes.get(ReminderRoute.editing(.key), use: edit)
        routes.post(ReminderRoute.editing(.key), use: save)
        routes.post(ReminderRoute.complete(.key), use: complete)
        routes.post(ReminderRoute.reopen(.key), use: reopen)
    }

    @Sendable
    func home(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        var households: [ReminderHouseholdLists] = []
        for summary in try await request.households.households(of: user) {
            let access = try await request.households.access(summary.household.id, for: user)
            households.append(
                .init(
                    info: summary.household, lists: try await request.reminders.lists(access).map(ReminderListSummary.init),
                    smartLists: try await request.reminders.smartLists(access).map(ReminderSmartListLink.init),
                    topicLists: try await request.reminders.topicLists(access).map(ReminderTopicListLink.init),
                    kitchenReminders: access.isOwner ? (try await request.kitchenReminders.setting(access.householdID)?.enabled ?? false) : nil))
        }
        return ReminderHomePage.View(context: request.web, model: .init(households: households)).response()
    }

    @Sendable
    func createList(request: Request) async throws -> Response {
        let access = try await householdAccess(request)
        let form = try request.content.decode(ListForm.self)
        do {
            let draft = ReminderService.ListDraft(
                name: form.name ?? "", isPrivate: form.isPrivate == "true", icon: form.icon.flatMap(ReminderListIcon.init(rawValue:)),
                color: form.color.flatMap(ReminderColor.init(rawValue:)))
            let list = try await request.reminders.createList(draft, access)
            return request.redirect(to: ReminderRoute.list(.value(try list.requireID())))
        } catch let error as AppError where error.kind == .invalidInput {
            request.setFlash(.error, request.web.text.sentence(for: error))
            return request.redirect(to: ReminderRoute.home)
        }
    }

    @Sendable
    func saveDisplay(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let form = try request.content.decode(DisplayForm.self)
        guard let key = form.sortBy.flatMap(ReminderSort.Key.init(rawValue:)) else {
            throw AppError.invalid("sortBy", .errorFieldValueNotAllowed, ["sortBy"])
        }
        let draft = ReminderService.ListDraft(
            showCompleted: form.showCompleted == "true", showOverdue: form.showOverdue == "true", sortKey: key,
            sortAscending: form.order != "descending")
        _ = try await request.reminders.updateList(list, draft, access)
        return request.redirect(to: ReminderRoute.list(.value(try list.requireID())))
    }

    /// The list's manual order after a drag: the ids in their new order, comma-separated.
    @Sendable
    func saveOrder(request: Request) async throws -> Response {
        let (list, _) = try await listAccess(request)
        let form = try request.content.decode(OrderForm.self)
        let parts = (form.ids ?? "").split(separator: ",")
        guard parts.count <= 10_000 else { throw AppError.invalid("ids", .errorFieldTooMany, ["ids", "10000"]) }
        let ids = try parts.map { part in
            guard let id = UUID(uuidString: String(part.trimmingWhitespace())) else {
                throw AppError.invalid("ids", .errorFieldValueNotAllowed, ["ids"])
            }
            return id
        }
        try await request.reminders.reorder(list, ids: ids)
        return request.redirect(to: ReminderRoute.list(.value(try list.requireID())))
    }

    @Sendable
    func saveKitchenReminders(request: Request) async throws -> Response {
        let access = try await householdAccess(request)
        let form = try request.content.decode(KitchenForm.self)
        _ = try await request.kitchenReminders.save(enabled: form.expiryReminders == "true", language: request.web.language, access)
        request.setFlash(.success, request.web.text[.flashSaved])
        return request.redirect(to: ReminderRoute.home)
    }

    @Sendable
    func createTopicList(request: Request) async throws -> Response {
        let access = try await householdAccess(request)
        let form = try request.content.decode(TopicForm.self)
        guard let topic = form.topic.flatMap(ReminderTopic.init(rawValue:)) else {
            throw AppError.invalid("topic", .errorFieldValueNotAllowed, ["topic"])
        }
        let (list, _) = try await request.reminders.createTopicList(topic, access)
        return request.redirect(to: ReminderRoute.topicList(.value(try list.requireID())))
    }

    @Sendable
    func builtIn(request: Request) async throws -> Response {
        let access = try await householdAccess(request)
        guard let builtIn = request.parameters.get(.name).flatMap(BuiltInSmartList.init(rawValue:)) else {
            throw AppError.notFound(.errorReminderSmartListNotFound)
        }
        let found = try await request.reminders.reminders(matching: builtIn.filter, access, page: 1, per: 200)
        let text = request.web.text
        let model = ReminderListPage.Model(
            title: text[builtIn.phrase], reminders: try found.items.map(ReminderSummary.init), lists: try await lists(request, access),
            quickAddAction: nil, timeZone: request.reminders.timeZone)
        return ReminderListPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func smartList(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let id = try Self.id(request, .smartListID, notFound: ReminderService.smartListNotFound)
        let (list, access) = try await request.reminders.smartList(id, for: user)
        let found = try await request.reminders.reminders(matching: list.filter, access, page: 1, per: 200)
        let model = ReminderListPage.Model(
            title: list.name, reminders: try found.items.map(ReminderSummary.init), lists: try await lists(request, access),
            quickAddAction: nil, timeZone: request.reminders.timeZone)
        return ReminderListPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func topicList(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let id = try Self.id(request, .topicListID, notFound: ReminderService.topicListNotFound)
        let (list, access) = try await request.reminders.topicList(id, for: user)
        let found = try await request.reminders.reminders(in: list.topic, access, page: 1, per: 200)
        let model = ReminderListPage.Model(
            title: request.web.text[list.topic.phrase], reminders: try found.items.map(ReminderSummary.init),
            lists: try await lists(request, access), quickAddAction: nil, timeZone: request.reminders.timeZone)
        return ReminderListPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func list(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let found = try await request.reminders.reminders(in: list, page: 1, per: 200)
        let model = ReminderListPage.Model(
            title: list.shownName(request.web.text), reminders: try found.items.map(ReminderSummary.init),
            lists: try await lists(request, access),
            quickAddAction: ReminderRoute.quickAdd(.value(try list.requireID())).path, timeZone: request.reminders.timeZone,
            feedURL: request.publicBaseURL + LarderAPI.reminderFeedPath(token: try await request.reminders.feedToken(list)),
            displayList: try ReminderListSummary(list))
        return ReminderListPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func quickAdd(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let form = try request.content.decode(QuickAddForm.self)
        do {
            let title = try ReminderService.text(form.title ?? "", field: "title", limit: ReminderService.Limits.title)
            _ = try await request.reminders.create(.init(title: title, listID: try list.requireID()), access)
        } catch let error as AppError where error.kind == .invalidInput {
            request.setFlash(.error, request.web.text.sentence(for: error))
        }
        return request.redirect(to: ReminderRoute.list(.value(try list.requireID())))
    }

    @Sendable
    func complete(request: Request) async throws -> Response {
        let (reminder, access) = try await reminderAccess(request)
        _ = try await request.reminders.complete(reminder, by: access)
        return back(request, reminder)
    }

    @Sendable
    func reopen(request: Request) async throws -> Response {
        let (reminder, _) = try await reminderAccess(request)
        _ = try await request.reminders.reopen(reminder)
        return back(request, reminder)
    }

    /// Where a one-button form came from (a smart list, say), or the reminder's own list.
    private func back(_ request: Request, _ reminder: Reminder) -> Response {
        let next = (try? request.content.get(String.self, at: "next")) ?? ""
        let safe = next.hasPrefix(ReminderRoute.home.path) && !next.hasPrefix("//") ? next : ReminderRoute.list(.value(reminder.listID)).path
        return request.redirect(to: safe)
    }

    // MARK: lookups

    /// The lists the person sees in the household, as the pages show them.
    func lists(_ request: Request, _ access: HouseholdService.Access) async throws -> [ReminderListSummary] {
        try await request.reminders.lists(access).map(ReminderListSummary.init)
    }

    func tags(_ request: Request, _ access: HouseholdService.Access) async throws -> [ReminderTagSummary] {
        try await request.reminders.tags(access).map(ReminderTagSummary.init)
    }

    func householdAccess(_ request: Request) async throws -> HouseholdService.Access {
        let user = try request.requireWebUser()
        let id = try Self.id(request, .householdID, notFound: AppError.notFound(.errorHouseholdNotFound))
        return try await request.households.access(id, for: user)
    }

    func listAccess(_ request: Request) async throws -> (ReminderList, HouseholdService.Access) {
        let user = try request.requireWebUser()
        return try await request.reminders.list(try Self.id(request, .listID, notFound: ReminderService.listNotFound), for: user)
    }

    func reminderAccess(_ request: Request) async throws -> (Reminder, HouseholdService.Access) {
        let user = try request.requireWebUser()
        return try await request.reminders.reminder(try Self.id(request, .reminderID, notFound: ReminderService.reminderNotFound), for: user)
    }

    static func id(_ request: Request, _ key: RouteKey, notFound: AppError) throws -> UUID {
        guard let id = request.parameters.get(key).flatMap(UUID.init(uuidString:)) else { throw notFound }
        return id
    }

    struct ListForm: Content {
        var name: String?
        var isPrivate: String?
        var icon: String?
        var color: String?
    }

    struct OrderForm: Content {
        var ids: String?
    }

    struct DisplayForm: Content {
        var sortBy: String?
        var order: String?
        var showCompleted: String?
        var showOverdue: String?
    }

    struct KitchenForm: Content {
        var expiryReminders: String?
    }

    struct TopicForm: Content {
        var topic: String?
    }

    struct QuickAddForm: Content {
        var title: String?
    }
}
