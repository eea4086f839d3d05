import Foundation
import Vapor

extension LarderAPI {
    func getReminderListFeed(_ input: Operations.getReminderListFeed.Input) async throws -> Operations.getReminderListFeed.Output {
        let (request, list, _) = try await reminderList(input.path.listId)
        return .ok(.init(body: .json(.init(token: try await request.reminders.feedToken(list)))))
    }

    func regenerateReminderListFeed(_ input: Operations.regenerateReminderListFeed.Input) async throws
        -> Operations.regenerateReminderListFeed.Output
    {
        let (request, list, _) = try await reminderList(input.path.listId)
        return .ok(.init(body: .json(.init(token: try await request.reminders.regenerateFeedToken(list)))))
    }

    func getReminderListCalendar(_ input: Operations.getReminderListCalendar.Input) async throws -> Operations.getReminderListCalendar.Output {
        let calendar = try await request.reminders.feedCalendar(token: input.path.token)
        return .ok(.init(body: .text_calendar(.init(calendar))))
    }
}

extension Components.Schemas.ReminderListFeed {
    init(token: String) {
        self.init(token: token, path: LarderAPI.reminderFeedPath(token: token))
    }
}

extension LarderAPI {
    /// The address of `getReminderListCalendar`, for the list page's subscription link.
    static func reminderFeedPath(token: String) -> String {
        "/api/reminder-feeds/\(token)"
    }
}
