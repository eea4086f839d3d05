import Foundation
import LarderCore
import Vapor

/// The pantry's other pages: its history with undo, what expires soon, device reviews,
/// settings, what can I cook, and cooking a recipe from the recipe's page.
struct PantryMorePages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(PantryRoute.history(.key), use: history)
        routes.post(PantryRoute.undo(.key, entry: .key), use: undo)
        routes.get(PantryRoute.expiring(.key), use: expiring)
        routes.get(PantryRoute.reviews(.key), use: reviews)
        routes.post(PantryRoute.review(.key, review: .key), use: resolve)
        routes.get(PantryRoute.settings(.key), use: settings)
        routes.post(PantryRoute.settings(.key), use: saveSettings)
        routes.get(PantryRoute.cookable(.key), use: cookable)
        routes.post(PantryRoute.shortfall(.key), use: shortfallToShoppingList)
        routes.get(PantryRoute.cook(recipe: .key), use: chooseHousehold)
        routes.post(PantryRoute.cook(recipe: .key), use: cook)
    }

    @Sendable
    func history(request: Request) async throws -> Response {
        let (access, _) = try await request.pantryAccess()
        let page = min(max((try? request.query.get(Int.self, at: "page")) ?? 1, 1), 10_000)
        let (entries, total) = try await request.pantry.ledger(access, page: page, per: 50)
        let model = PantryHistoryPage.Model(
            householdID: access.householdID, entries: try entries.map(PantryLedgerLine.init), page: page, total: total)
        return PantryHistoryPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func undo(request: Request) async throws -> Response {
        let (access, user) = try await request.pantryAccess()
        struct UndoForm: Content { var next: String? }
        let next = request.localReturnPath(
            try request.content.decode(UndoForm.self).next, fallback: PantryRoute.history(.value(access.householdID)).path)
        guard let id = request.parameters.get(.entryID, as: UUID.self) else { throw AppError.notFound(.pantryErrorEntryNotFound) }
        do {
            _ = try await request.pantry.undo(id, access, by: .person(user))
            request.setFlash(.success, request.web.text[.pantryFlashUndone])
        } catch let error as AppError where error.kind == .conflict {
            request.setFlash(.error, request.web.text.sentence(for: error))
        }
        return request.redirect(to: next)
    }

    @Sendable
    func expiring(request: Request) async throws -> Response {
        let (access, _) = try await request.pantryAccess()
        let pantry = request.pantry
        let (days, items) = try await pantry.expiring(access, days: nil)
        let model = PantryExpiringPage.Model(
            householdID: access.householdID, days: days, items: items,
            presenter: try await pantry.presenter(access, soonDays: days))
        return PantryExpiringPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func reviews(request: Request) async throws -> Response {
        let (access, _) = try await request.pantryAccess()
        let reviews = try await request.pantry.reviews(access)
        var suggestions: [UUID: [FoodService.Entry]] = [:]
        if access.isOwner {
            for review in reviews.prefix(50) {
                guard let id = review.id, let name = review.name else { continue }
                suggestions[id] = try await request.foods.search(String(name.prefix(100)), page: 1, per: 5).items
            }
        }
        let model = PantryReviewsPage.Model(
            householdID: access.householdID, reviews: try reviews.map(PantryReviewNote.init), suggestions: suggestions, isOwner: access.isOwner)
        return PantryReviewsPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func resolve(request: Request) async throws -> Response {
        let (access, user) = try await request.pantryAccess()
        struct ResolveForm: Content {
            var resolution: String?
            var foodId: String?
            var name: String?
        }
        let form = try request.content.decode(ResolveForm.self)
        guard let id = request.parameters.get(.reviewID, as: UUID.self) else { throw AppError.notFound(.pantryErrorReviewNotFound) }
        let resolution: PantryService.Resolution
        switch form.resolution {
        case "link":
            guard let food = form.foodId.flatMap(UUID.init(uuidString:)) else {
                throw AppError.invalid("foodId", .errorFieldRequired, ["foodId"])
            }
            resolution = .link(foodID: food)
        case "create": resolution = .create(name: form.name?.nonEmptyQuery, location: nil)
        default: resolution = .dismiss
        }
        do {
            _ = try await request.pantry.resolve(id, resolution, access, by: user)
            request.setFlash(.success, request.web.text[.pantryFlashResolved])
        } catch let error as AppError where error.kind == .conflict || error.kind == .invalidInput {
            request.setFlash(.error, request.web.text.sentence(for: error))
        }
        return request.redirect(to: PantryRoute.reviews(.value(access.householdID)))
    }

    @Sendable
    func settings(request: Request) async throws -> Response {
        let (access, _) = try await request.pantryAccess()
        let preferences = try await request.pantry.preferences(access.householdID)
        let values = ["staples": preferences.staples.joined(separator: ", "), "expiringDays": String(preferences.expiringDays)]
        return PantrySettingsPage.View(context: request.web, model: .init(householdID: access.householdID, form: FormState(values: values))).response()
    }

    @Sendable
    func saveSettings(request: Request) async throws -> Response {
        let (access, _) = try await request.pantryAccess()
        struct SettingsForm: Content {
            var staples: String?
            var expiringDays: String?
        }
        let form = try request.content.decode(SettingsForm.self)
        let values = ["staples": form.staples ?? "", "expiringDays": form.expiringDays ?? ""]
        do {
            let staples = (form.staples ?? "").split(whereSeparator: { $0 == "," || $0.isNewline }).map {
                $0.trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty }
            guard let days = Int((form.expiringDays ?? "").trimmingCharacters(in: .whitespaces)) else {
                throw AppError.invalid("expiringWithinDays", .errorFieldOutOfRange, ["expiringWithinDays", "1", "60"])
            }
            _ = try await request.pantry.setPreferences(.init(staples: staples, expiringDays: days), access)
            request.setFlash(.success, request.web.text[.flashSaved])
            return request.redirect(to: PantryRoute.settings(.value(access.householdID)))
        } catch let error as AppError where error.kind == .invalidInput {
            var state = FormState(values: values)
            state.formError = request.web.text.sentence(for: error)
            return PantrySettingsPage.View(context: request.web, model: .init(householdID: access.householdID, form: state)).response(status: .badRequest)
        }
    }

    @Sendable
    func cookable(request: Request) async throws -> Response {
        let (access, _) = try await request.pantryAccess()
        let maxMissing = (try? request.query.get(Int.self, at: "maxMissing")).map { min(max($0, 0), 100) }
        let (items, staples) = try await request.pantry.cookable(access, limit: 30, maxMissing: maxMissing)
        let model = PantryCookablePage.Model(householdID: access.householdID, items: items, staples: staples, maxMissing: maxMissing)
        return PantryCookablePage.View(context: request.web, model: model).response()
    }

    /// For someone in several households: which pantry to cook from.
    @Sendable
    func chooseHousehold(request: Request) async throws -> Response {
        let recipeID = try request.recipeID()
        let user = try request.requirePerson(returningTo: recipeID)
        let viewer = try await RecipeViewer.of(user, on: request.db)
        let title = try await request.recipes.visible(recipeID, for: viewer).title
        let servings = (try? request.query.get(Int.self, at: "servings")).map { min(max($0, 1), 1000) }
        let model = PantryCookHouseholdPage.Model(
            recipeID: recipeID, title: title, servings: servings, households: try await request.households.households(of: user))
        return PantryCookHouseholdPage.View(context: request.web, model: model).response()
    }

    /// "Cook from pantry" on a recipe's page: everything taken (and a notice), or the page that
    /// lists what is missing, with the button that puts it on the shopping list.
    @Sendable
    func cook(request: Request) async throws -> Response {
        let recipeID = try request.recipeID()
        let user = try request.requirePerson(returningTo: recipeID)
        struct CookForm: Content {
            var householdId: String?
            var servings: String?
            var logToDiary: String?
            var meal: String?
        }
        let form = try request.content.decode(CookForm.self)
        guard let householdID = form.householdId.flatMap(UUID.init(uuidString:)) else {
            throw AppError.notFound(.errorHouseholdNotFound)
        }
        let diaryLog = try form.logToDiary == "on" ? PantryDiaryLog(meal: NutritionForm.meal(form.meal), date: nil, servings: nil) : nil
        let access = try await request.households.access(householdID, for: user)
        let servings = form.servings.flatMap { Int($0) }
        let viewer = try await RecipeViewer.of(user, on: request.db)
        switch try await request.pantry.cook(recipeID, servings: servings, access, viewer: viewer, by: .person(user)) {
        case .cooked(let receipt):
            try await diaryLog?.log(receipt.recipeID, for: user, on: request)
            request.setFlash(.success, request.web.text.text(.pantryFlashCooked, [String(receipt.used.count)]))
            return request.redirect(to: RecipeRoute.detail(.value(recipeID)))
        case .short(let shortfall):
            return PantryShortfallPage.View(context: request.web, model: .init(householdID: householdID, shortfall: shortfall)).response(status: .conflict)
        }
    }

    @Sendable
    func shortfallToShoppingList(request: Request) async throws -> Response {
        let (access, user) = try await request.pantryAccess()
        struct ShortfallForm: Content {
            var recipeId: String?
            var servings: String?
        }
        let form = try request.content.decode(ShortfallForm.self)
        guard let recipeID = form.recipeId.flatMap(UUID.init(uuidString:)) else { throw AppError.notFound(.errorRecipeNotFound) }
        let viewer = try await RecipeViewer.of(user, on: request.db)
        let pantry = request.pantry
        let shortfall = try await pantry.shortfall(recipeID, servings: form.servings.flatMap { Int($0) }, access, viewer: viewer)
        do {
            let lines = try await pantry.addToShoppingList(
                shortfall.missing.map { line -> PantryService.Missing in
                    let foodID: UUID? = if case .food(let id) = line.key { id } else { nil }
                    return .init(
                        name: line.name, unit: line.unit.code, shortfall: line.shortfall, foodID: foodID, needed: line.needed,
                        available: line.available)
                }, recipeID: recipeID,
                recipeTitle: shortfall.recipeTitle, servings: shortfall.servings, access, by: user)
            request.setFlash(.success, request.web.text.text(.pantryFlashShoppingAdded, [String(lines.count)]))
        } catch let error as AppError where error.kind == .invalidInput {
            request.setFlash(.error, request.web.text.sentence(for: error))
        }
        return request.redirect(to: RecipeRoute.detail(.value(recipeID)))
    }
}
