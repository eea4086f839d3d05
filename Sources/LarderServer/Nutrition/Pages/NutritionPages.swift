import Foundation
import LarderCore
import Vapor

/// The diary in the web app: a day by meal, adding entries (search with a unit picker, recipes,
/// quick entries), editing, copying, and the CSV export.
struct NutritionPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(NutritionRoute.today, use: today)
        routes.get(NutritionRoute.diary(.key), use: day)
        routes.post(NutritionRoute.diaryEntries(.key), use: addEntry)
        routes.post(NutritionRoute.diaryCopy(.key), use: copy)
        routes.get(NutritionRoute.add, use: add)
        routes.get(NutritionRoute.entry(.key), use: editEntry)
        routes.post(NutritionRoute.entry(.key), use: updateEntry)
        routes.post(NutritionRoute.entryDeletion(.key), use: deleteEntry)
        routes.get(NutritionRoute.export, use: export)
    }

    @Sendable
    func today(request: Request) async throws -> Response {
        _ = try request.requireWebUser()
        return try await show(request.nutritionProfiles.today(), request)
    }

    @Sendable
    func day(request: Request) async throws -> Response {
        _ = try request.requireWebUser()
        return try await show(request.diaryDay(), request)
    }

    private func show(_ day: CalendarDay, _ request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let diary = try await request.diary.day(day, for: user.id)
        let day = DiaryDayPage.Day(day: diary.day, entries: try diary.entries.map(DiaryLine.init), targets: diary.targets)
        let model = DiaryDayPage.Model(day: day, today: request.nutritionProfiles.today())
        return DiaryDayPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func add(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let query = try request.query.decode(AddQuery.self)
        let day = try query.date.map { try NutritionProfileService.day($0, field: "date") } ?? request.nutritionProfiles.today()
        let meal = query.meal.flatMap(Meal.init(rawValue:)) ?? .breakfast
        let words = (query.q ?? "").trimmingCharacters(in: .whitespaces)
        let viewer = try await RecipeViewer.of(user, on: request.db)
        var foods: [FoodService.Entry] = []
        if !words.isEmpty {
            foods = try await request.foods.search(words, page: 1, per: 20, households: viewer.householdIDs).items
        }
        var recipes: [RecipeSearchHit] = []
        if let recipeWords = NutritionForm.text(query.recipe) {
            var search = RecipeQuery()
            search.text = recipeWords
            search.per = 10
            recipes = try await request.recipes.search(search, for: viewer).items.map {
                RecipeSearchHit(id: $0.id.uuidString, title: $0.title)
            }
        }
        let model = AddEntryPage.Model(day: day, meal: meal, query: words, foods: foods, recipeQuery: query.recipe ?? "", recipes: recipes)
        return AddEntryPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func addEntry(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let day = try request.diaryDay()
        let form = try request.content.decode(EntryForm.self)
        let back = request.localReturnPath(form.next, fallback: NutritionRoute.diary(.value(day)).path)
        // "To cart" submits the same form to the cart instead.
        if form.action == "cart" {
            return try await CartPages.add(form.foodId, form.amount, form.unit, back: back, request)
        }
        do {
            let kind = DiaryEntryKind(rawValue: form.kind ?? "") ?? .food
            var draft = DiaryService.Draft(kind: kind, meal: try NutritionForm.meal(form.meal))
            if kind == .food {
                draft.foodID = try NutritionForm.uuid(form.foodId, field: "foodId")
                draft.amount = try NutritionForm.number(form.amount, field: "amount")
                draft.unit = NutritionForm.text(form.unit)
            } else if kind == .recipe {
                draft.recipeID = try NutritionForm.uuid(form.recipeId, field: "recipeId")
                draft.servings = try NutritionForm.number(form.servings, field: "servings")
            } else {
                draft.name = NutritionForm.text(form.name)
                draft.energyKcal = try NutritionForm.number(form.energyKcal, field: "energyKcal")
                draft.protein = try NutritionForm.number(form.protein, field: "protein")
                draft.fat = try NutritionForm.number(form.fat, field: "fat")
                draft.carbohydrate = try NutritionForm.number(form.carbohydrate, field: "carbohydrate")
            }
            let entry = try await request.diary.add(draft, on: day, by: user)
            let name = entry.name.isEmpty ? request.web.text[.nutritionQuickTitle] : entry.name
            request.setFlash(.success, request.web.text.text(.nutritionEntryAdded, [name, request.web.text.meal(draft.meal)]))
            return request.redirect(to: NutritionRoute.diary(.value(day)))
        } catch let error as AppError {
            return request.redirect(to: back, showing: error)
        }
    }

    @Sendable
    func copy(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let day = try request.diaryDay()
        let form = try request.content.decode(CopyForm.self)
        do {
            let target = try NutritionProfileService.day(form.toDate ?? "", field: "toDate")
            let meal = NutritionForm.text(form.meal).flatMap(Meal.init(rawValue:))
            let toMeal = NutritionForm.text(form.toMeal).flatMap(Meal.init(rawValue:))
            _ = try await request.diary.copy(from: day, meal: meal, to: target, toMeal: toMeal, by: user)
            request.setFlash(.success, request.web.text[.nutritionCopyDone])
            return request.redirect(to: NutritionRoute.diary(.value(target)))
        } catch let error as AppError {
            return request.redirect(to: NutritionRoute.diary(.value(day)).path, showing: error)
        }
    }

    @Sendable
    func editEntry(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let entry = try await entry(request, of: user)
        var units: [String] = []
        if let foodID = entry.foodID {
            let households = try await RecipeViewer.of(user, on: request.db).householdIDs
            units = (try? await request.foods.food(id: foodID, households: households))?.food.diaryUnits.choices.map(\.key) ?? []
        }
        return EditEntryPage.View(context: request.web, model: .init(entry: try DiaryLine(entry), units: units)).response()
    }

    @Sendable
    func updateEntry(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let entry = try await entry(request, of: user)
        let id = try entry.requireID()
        let form = try request.content.decode(EntryForm.self)
        do {
            var change = DiaryService.Change()
            change.day = NutritionForm.text(form.date)
            change.meal = try form.meal.map { try NutritionForm.meal($0) }
            switch entry.kind {
            case .food:
                change.amount = try NutritionForm.number(form.amount, field: "amount")
                change.unit = NutritionForm.text(form.unit)
            case .recipe:
                change.servings = try NutritionForm.number(form.servings, field: "servings")
            case .quick:
                change.name = form.name ?? ""
                change.energyKcal = try NutritionForm.number(form.energyKcal, field: "energyKcal")
                change.protein = try NutritionForm.number(form.protein, field: "protein")
                change.fat = try NutritionForm.number(form.fat, field: "fat")
                change.carbohydrate = try NutritionForm.number(form.carbohydrate, field: "carbohydrate")
            }
            let saved = try await request.diary.update(id, with: change, by: user)
            request.setFlash(.success, request.web.text[.flashSaved])
            return request.redirect(to: NutritionRoute.diary(.value(saved.day)))
        } catch let error as AppError {
            return request.redirect(to: NutritionRoute.entry(.value(id)).path, showing: error)
        }
    }

    @Sendable
    func deleteEntry(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let entry = try await entry(request, of: user)
        try await request.diary.delete(entry.requireID(), by: user)
        request.setFlash(.success, request.web.text[.nutritionEntryDeleted])
        return request.redirect(to: NutritionRoute.diary(.value(entry.day)))
    }

    @Sendable
    func export(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let query = try request.query.decode(ExportQuery.self)
        let first = try NutritionProfileService.day(query.from ?? "", field: "from")
        let last = try NutritionProfileService.day(query.to ?? "", field: "to")
        let csv = try await request.diary.export(from: first, through: last, for: user.id)
        var headers = HTTPHeaders()
        headers.contentType = HTTPMediaType(type: "text", subType: "csv", parameters: ["charset": "utf-8"])
        headers.replaceOrAdd(name: .contentDisposition, value: "attachment; filename=\"larder-diary-\(first)-\(last).csv\"")
        return Response(status: .ok, headers: headers, body: .init(string: csv))
    }

    /// The person's own entry named by the path, or 404.
    private func entry(_ request: Request, of user: Person) async throws -> DiaryEntry {
        let id = try NutritionForm.uuid(request.parameters.get(.entryID), field: "entryId")
        guard let entry = try await DiaryEntry.find(id, on: request.db), entry.userID == (user.id) else {
            throw AppError.notFound(.nutritionErrorEntryNotFound, field: "entryId")
        }
        return entry
    }

    struct AddQuery: Content {
        var date: String?
        var meal: String?
        var q: String?
        var recipe: String?
    }

    struct EntryForm: Content {
        var action: String?
        var next: String?
        var kind: String?
        var meal: String?
        var date: String?
        var foodId: String?
        var amount: String?
        var unit: String?
        var recipeId: String?
        var servings: String?
        var name: String?
        var energyKcal: String?
        var protein: String?
        var fat: String?
        var carbohydrate: String?
    }

    struct CopyForm: Content {
        var toDate: String?
        var meal: String?
        var toMeal: String?
    }

    struct ExportQuery: Content {
        var from: String?
        var to: String?
    }
}

/// A recipe found for logging.
struct RecipeSearchHit {
    var id: String
    var title: String
}
