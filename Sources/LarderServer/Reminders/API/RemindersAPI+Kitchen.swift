import Foundation
import Vapor

extension LarderAPI {
    func getKitchenReminders(_ input: Operations.getKitchenReminders.Input) async throws -> Operations.getKitchenReminders.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let setting = try await request.kitchenReminders.setting(access.householdID)
        return .ok(.init(body: .json(.init(setting))))
    }

    func setKitchenReminders(_ input: Operations.setKitchenReminders.Input) async throws -> Operations.setKitchenReminders.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let setting = try await request.kitchenReminders.save(
            enabled: body.expiryReminders, language: user.preferredLanguage ?? .en, access)
        return .ok(.init(body: .json(.init(setting))))
    }
}

extension Components.Schemas.KitchenReminders {
    init(_ setting: KitchenReminderSetting?) {
        self.init(expiryReminders: setting?.enabled ?? false, listId: setting?.listID?.uuidString)
    }
}
