import Foundation
import LarderCore
import Vapor

/// The week view: a household's plan a week at a time — day by day on a phone, a grid on a
/// desktop — with each day's totals against each person's targets, filling with rules, moving,
/// locking and cooking entries, the week to the shopping list, and the calendar feed. Every form
/// works without the script. Someone outside the household is told it does not exist.
struct PlannerPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(PlannerRoute.tab, use: tab)
        routes.get(PlannerRoute.week(.key), use: week)
        routes.post(PlannerRoute.fill(.key), use: fill)
        routes.post(PlannerRoute.shopping(.key), use: shopping)
        routes.post(PlannerRoute.feedRegeneration(.key), use: regenerateFeed)
        routes.post(PlannerRoute.entry(.key, entry: .key, .move), use: move)
        routes.post(PlannerRoute.entry(.key, entry: .key, .lock), use: lock)
        routes.post(PlannerRoute.entry(.key, entry: .key, .remove), use: remove)
        routes.post(PlannerRoute.entry(.key, entry: .key, .cook), use: cook)
        routes.post(PlannerRoute.entry(.key, entry: .key, .prepare), use: prepare)
        routes.post(PlannerRoute.extraRemoval(.key, extra: .key), use: removeExtra)
    }

    /// The household's plan when there is one household, else the home page's list.
    @Sendable
    func tab(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        guard let first = try await request.households.households(of: user).first else { return request.redirect(to: HouseholdRoute.list) }
        return request.redirect(to: PlannerRoute.week(.value(first.household.id)))
    }

    @Sendable
    func week(request: Request) async throws -> Response {
        let (access, _) = try await request.planAccess()
        let monday = PlannerWeekPage.monday(of: (try? request.query.get(String.self, at: "week")).flatMap(CalendarDay.init(parsing:)) ?? request.planner.today)
        return try await show(request, access, monday: monday, notices: [])
    }

    @Sendable
    func fill(request: Request) async throws -> Response {
        let (access, _) = try await request.planAccess()
        let form = try request.content.decode(FillForm.self)
        let monday = PlannerWeekPage.monday(of: form.from.flatMap(CalendarDay.init(parsing:)) ?? request.planner.today)
        let back = PlannerWeekPage.path(access.householdID, monday)
        do {
            let rules = PlannerFillForm.Rules(
                noRepeatDays: form.noRepeatDays.flatMap { Int($0) }, weeklyCounts: form.countRule,
                weekdayMaxMinutes: form.weekdayMaxMinutes.flatMap { Int($0) }, leastRecentlyCookedFirst: form.leastRecent != nil)
            let fill = try PlannerFillForm(
                from: monday.description, to: monday.adding(days: 6).description, day: form.day?.nonEmpty, meals: nil, rules: rules
            ).fill()
            let week = try await request.planner.fill(fill, access)
            request.showFlash(.success, request.web.text[.plannerFlashFilled])
            return try await show(request, access, monday: monday, notices: week.notices)
        } catch let error as AppError where error.kind != .notFound {
            return request.redirect(to: back, showing: error)
        }
    }

    @Sendable
    func shopping(request: Request) async throws -> Response {
        let (access, user) = try await request.planAccess()
        let form = try request.content.decode(FillForm.self)
        let monday = PlannerWeekPage.monday(of: form.from.flatMap(CalendarDay.init(parsing:)) ?? request.planner.today)
        let back = PlannerWeekPage.path(access.householdID, monday)
        do {
            let viewer = try await RecipeViewer.of(user, on: request.db)
            let outcome = try await request.planner.toShoppingList(monday...monday.adding(days: 6), access, by: user, viewer: viewer)
            request.setFlash(.success, request.web.text[.plannerFlashShopping])
            return request.redirect(to: ShoppingRoute.list(.value(outcome.list.id)))
        } catch let error as AppError where error.kind != .notFound {
            return request.redirect(to: back, showing: error)
        }
    }

    @Sendable
    func regenerateFeed(request: Request) async throws -> Response {
        let (access, _) = try await request.planAccess()
        _ = try await request.planner.regenerateFeedToken(access)
        request.setFlash(.success, request.web.text[.plannerFlashFeed])
        return request.redirect(to: PlannerRoute.week(.value(access.householdID)))
    }

    @Sendable
    func move(request: Request) async throws -> Response {
        let (access, _) = try await request.planAccess()
        let form = try request.content.decode(MoveForm.self)
        let meal = try form.meal.map { raw -> Meal in
            guard let meal = Meal(rawValue: raw) else { throw AppError.invalid("meal", .errorFieldValueNotAllowed, ["meal"]) }
            return meal
        }
        return try await edit(request, access) {
            _ = try await request.planner.update($0, .init(day: form.day, meal: meal), access)
        }
    }

    @Sendable
    func lock(request: Request) async throws -> Response {
        let (access, _) = try await request.planAccess()
        let locked = (try? request.content.get(String.self, at: "locked")) == "true"
        return try await edit(request, access) { _ = try await request.planner.update($0, .init(locked: locked), access) }
    }

    @Sendable
    func remove(request: Request) async throws -> Response {
        let (access, _) = try await request.planAccess()
        return try await edit(request, access) { try await request.planner.remove($0, access) }
    }

    @Sendable
    func cook(request: Request) async throws -> Response {
        let (access, user) = try await request.planAccess()
        let viewer = try await RecipeViewer.of(user, on: request.db)
        return try await edit(request, access) { id in
            switch try await request.planner.cook(id, logToDiary: true, access, by: user, viewer: viewer) {
            case .cooked: request.setFlash(.success, request.web.text[.plannerFlashCooked])
            case .short(let shortfall):
                request.setFlash(.error, request.web.text.text(.pantryErrorCookShort, [shortfall.missing.map(\.name).joined(separator: ", ")]))
            }
        }
    }

    @Sendable
    func prepare(request: Request) async throws -> Response {
        let (access, _) = try await request.planAccess()
        return try await edit(request, access) { id in
            let reminder = try await request.planner.remindPreparation(id, access, text: request.web.text)
            request.setFlash(.success, request.web.text.text(.plannerPrepareCreated, [reminder.title]))
        }
    }

    @Sendable
    func removeExtra(request: Request) async throws -> Response {
        let (access, _) = try await request.planAccess()
        guard let id = request.parameters.get(.extraID, as: UUID.self) else { throw AppError.notFound(.plannerErrorExtraNotFound) }
        let day = try await request.planner.extra(id, access).day
        try await request.planner.removeExtra(id, access)
        return request.redirect(to: PlannerWeekPage.path(access.householdID, PlannerWeekPage.monday(of: day)))
    }

    /// Runs a change to one entry and goes back to its week, with the error shown if it failed.
    private func edit(_ request: Request, _ access: HouseholdService.Access, _ change: (UUID) async throws -> Void) async throws -> Response {
        guard let id = request.parameters.get(.entryID, as: UUID.self) else { throw AppError.notFound(.plannerErrorEntryNotFound) }
        let entry = try await request.planner.entry(id, access)
        let back = PlannerWeekPage.path(access.householdID, PlannerWeekPage.monday(of: entry.day))
        do {
            try await change(id)
            return request.redirect(to: back)
        } catch let error as AppError where error.kind != .notFound {
            return request.redirect(to: back, showing: error)
        }
    }

    private func show(_ request: Request, _ access: HouseholdService.Access, monday: CalendarDay, notices: [PlanNotice]) async throws
        -> Response
    {
        let planner = request.planner
        let week = try await planner.week(monday...monday.adding(days: 6), access)
        let model = PlannerWeekPage.Model(
            householdID: access.householdID, householdName: try await request.households.name(of: access.householdID) ?? "",
            first: week.first, last: week.last, days: week.days, entries: try week.entries.map(PlannerWeekPage.Entry.init),
            extras: try week.extras.map(PlannerWeekPage.Extra.init),
            preparation: week.preparation, notices: notices, feedToken: try await planner.feedToken(access))
        return PlannerWeekPage.View(context: request.web, model: model).response()
    }

    struct FillForm: Content {
        var from: String?
        var day: String?
        var noRepeatDays: String?
        var weekdayMaxMinutes: String?
        var tag: String?
        var atLeast: String?
        var atMost: String?
        var leastRecent: String?

        /// The one count rule the form offers, when a tag is given.
        var countRule: [PlannerFillForm.CountRule]? {
            guard let tag = tag?.nonEmpty else { return nil }
            return [.init(tag: tag, atLeast: atLeast.flatMap { Int($0) }, atMost: atMost.flatMap { Int($0) })]
        }
    }

    struct MoveForm: Content {
        var day: String?
        var meal: String?
    }
}

extension Request {
    func planAccess() async throws -> (HouseholdService.Access, Person) {
        let user = try requireWebUser()
        guard let id = parameters.get(.householdID, as: UUID.self) else { throw AppError.notFound(.errorHouseholdNotFound) }
        return (try await households.access(id, for: user), user)
    }
}

extension String {
    fileprivate var nonEmpty: String? {
        let trimmed = trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : trimmed
    }
}
