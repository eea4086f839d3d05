import Fluent
import Foundation
import LarderCore
import Vapor

/// Pantry expiry as reminders: when a household turns it on, each item in stock nearing its
/// best-before date gets one reminder in the household's Kitchen list ("Use the spinach — best
/// before 27 Nov"), due on that day, and the reminder is completed once the item is used up or
/// thrown out. `sync` does both and can run any number of times; it runs when the setting is
/// saved, after every change to the household's stock (`KitchenStockWatcher`), and every few
/// minutes in the background for changes made elsewhere (another instance, a rolled-back caller).
struct KitchenReminders {
    let db: any Database
    let reminders: ReminderService
    let pantry: PantryService
    let clock: LarderClock

    /// How often the background pass looks at every household that has it on.
    static let interval: Duration = .seconds(300)

    func setting(_ householdID: UUID) async throws -> KitchenReminderSetting? {
        try await KitchenReminderSetting.query(on: db).filter(\.$householdID == householdID).first()
    }

    /// Turns it on or off (owners only), then brings the Kitchen list up to date.
    func save(enabled: Bool, language: Language, _ access: HouseholdService.Access) async throws -> KitchenReminderSetting {
        try access.requireOwner()
        let setting = try await setting(access.householdID)
            ?? KitchenReminderSetting(householdID: access.householdID, enabledBy: access.userID, language: language)
        if enabled && !setting.enabled {
            setting.enabledBy = access.userID
            setting.language = language
        }
        setting.enabled = enabled
        try await setting.save(on: db)
        try await sync(access.householdID)
        // The pass may have made the Kitchen list.
        return try await self.setting(access.householdID) ?? setting
    }

    /// Makes the reminders items now need, and completes those whose item is gone.
    func sync(_ householdID: UUID) async throws {
        guard let setting = try await setting(householdID), setting.enabled else { return }
        let roles = try await db.memberships.roles(of: setting.enabledBy)
        guard let role = roles[householdID] else { return }
        let access = HouseholdService.Access(householdID: householdID, userID: setting.enabledBy, role: role)
        let links = try await ExpiryReminder.query(on: db).filter(\.$householdID == householdID).all()
        let linked = Set(links.map(\.pantryItemID))
        let fresh = try await pantry.expiringStock(access).filter { !linked.contains($0.itemID) }
        if !fresh.isEmpty {
            let listID = try await kitchenList(setting, access)
            for item in fresh { try await remind(item, in: listID, setting.language, access) }
        }
        let open = links.filter { !$0.closed }
        let inStock = try await pantry.itemsInStock(open.map(\.pantryItemID), householdID: householdID)
        for link in open where !inStock.contains(link.pantryItemID) {
            if let reminder = try await Reminder.find(link.reminderID, on: db), reminder.completedAt == nil {
                _ = try await reminders.complete(reminder, by: access)
            }
            link.closed = true
            try await link.save(on: db)
        }
    }

    /// Every household that has it on, one after the other.
    static func syncAll(_ app: Application) async {
        let kitchen = app.kitchenReminders
        guard let households = try? await KitchenReminderSetting.query(on: app.db).filter(\.$enabled == true).all() else { return }
        for setting in households {
            await kitchen.syncLoggingFailure(setting.householdID, logger: app.logger)
        }
    }

    /// `sync`, for callers whose own work is done whatever happens here.
    func syncLoggingFailure(_ householdID: UUID, logger: Logger) async {
        do {
            try await sync(householdID)
        } catch {
            logger.warning("kitchen reminders: a pass over one household failed: \(String(reflecting: type(of: error)))")
        }
    }

    static let background = BackgroundTask(name: "kitchen-reminders") { app in
        while !Task.isCancelled {
            await syncAll(app)
            try? await Task.sleep(for: interval)
        }
    }

    private func kitchenList(_ setting: KitchenReminderSetting, _ access: HouseholdService.Access) async throws -> UUID {
        if let id = setting.listID, try await ReminderList.find(id, on: db) != nil { return id }
        let name = Localizer(setting.language).text(.remindersKitchenList)
        let list = try await reminders.createList(ReminderService.ListDraft(name: name, icon: .utensils, color: .green), access)
        setting.listID = try list.requireID()
        try await setting.save(on: db)
        return try list.requireID()
    }

    private func remind(_ item: PantryService.ExpiringStock, in listID: UUID, _ language: Language, _ access: HouseholdService.Access)
        async throws
    {
        guard let day = LocalDate(text: item.bestBefore) else { return }
        let shown = WebFormat.date(TimeZone(identifier: "UTC")!.instant(of: LocalDateTime(startOf: day)).addingTimeInterval(12 * 3600), language: language)
        let title = Localizer(language).text(.remindersKitchenUse, [item.name, shown])
        let made = try await reminders.create(
            ReminderService.Draft(title: String(title.prefix(ReminderService.Limits.title)), due: .day(day), listID: listID), access)
        do {
            try await ExpiryReminder(householdID: access.householdID, pantryItemID: item.itemID, reminderID: try made.reminder.requireID())
                .create(on: db)
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // Another pass reminded of this item first; one reminder is enough.
            try await reminders.delete(made.reminder)
        }
    }
}

extension Application {
    var kitchenReminders: KitchenReminders {
        KitchenReminders(db: db, reminders: reminderService, pantry: pantryService, clock: larderClock)
    }
}

extension Request {
    var kitchenReminders: KitchenReminders {
        KitchenReminders(db: db, reminders: reminders, pantry: pantry, clock: clock)
    }
}

/// The Kitchen list catches up as soon as the pantry's stock changes, so the reminder for the
/// spinach closes when the spinach is used, not minutes later.
final class KitchenStockWatcher: PantryStockWatcher {
    private weak let application: Application?

    init(application: Application) {
        self.application = application
    }

    func stockChanged(in householdID: UUID) async {
        guard let application else { return }
        await application.kitchenReminders.syncLoggingFailure(householdID, logger: application.logger)
    }
}
