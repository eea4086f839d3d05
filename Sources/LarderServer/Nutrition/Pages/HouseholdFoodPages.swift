import Foundation
import LarderCore
import Vapor

/// A household's own foods in the web app: listed by household, added from a label, removed.
struct HouseholdFoodPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(NutritionRoute.foods, use: list)
        routes.post(NutritionRoute.foods, use: create)
        routes.post(NutritionRoute.foodDeletion(.key), use: delete)
    }

    static let fields: Set<String> = [
        "name", "barcode", "servingGrams", "nutrients.energyKcal", "nutrients.protein", "nutrients.fat",
        "nutrients.carbohydrate", "nutrients.fiber", "nutrients.sugars", "nutrients.sodium", "portions[0].description",
        "portions[0].grams", "portions[0].amount",
    ]

    @Sendable
    func list(request: Request) async throws -> Response {
        try await render(request, state: FormState())
    }

    private func render(_ request: Request, state: FormState, status: HTTPResponseStatus = .ok) async throws -> Response {
        let user = try request.requireWebUser()
        let households = try await request.households.households(of: user)
        let ids = Set(households.map(\.household.id))
        let foods = try await request.foods.householdFoods(of: ids)
        let model = HouseholdFoodsPage.Model(households: households, foods: foods, state: state)
        return HouseholdFoodsPage.View(context: request.web, model: model).response(status: status)
    }

    @Sendable
    func create(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let form = try request.content.decode([String: String].self)
        do {
            let householdID = try NutritionForm.uuid(form["householdId"], field: "householdId")
            let access = try await request.households.access(householdID, for: user)
            var nutrients = NutrientValues()
            for (key, nutrient) in [
                ("energyKcal", Nutrient.energyKcal), ("protein", .protein), ("fat", .fat), ("carbohydrate", .carbohydrate),
                ("fiber", .fiber), ("sugars", .sugars), ("sodium", .sodium),
            ] {
                nutrients[nutrient] = try NutritionForm.number(form[key], field: "nutrients.\(key)")
            }
            var portions: [FoodPortion] = []
            if let description = NutritionForm.text(form["portionDescription"]) {
                let grams = try NutritionForm.number(form["portionGrams"], field: "portions[0].grams") ?? 0
                portions.append(FoodPortion(amount: 1, description: description, grams: grams))
            }
            let perServing = form["per"] == "serving"
            let draft = FoodService.HouseholdFoodDraft(
                name: form["name"] ?? "", barcode: form["barcode"],
                servingGrams: perServing ? try NutritionForm.number(form["servingGrams"], field: "servingGrams") ?? 0 : nil,
                nutrients: nutrients, portions: portions)
            let entry = try await request.foods.createHouseholdFood(draft, in: access.householdID, by: access.userID)
            request.setFlash(.success, request.web.text.text(.nutritionFoodSaved, [entry.food.name]))
            return request.redirect(to: NutritionRoute.foods)
        } catch let error as AppError {
            var values = form
            values[WebForm.csrfField] = nil
            var state = FormState(values: values, error: error, text: request.web.text, fields: Self.fields)
            // The form names nutrients without the "nutrients." the API's field carries.
            for (field, message) in state.fieldErrors where field.hasPrefix("nutrients.") {
                state.fieldErrors[String(field.dropFirst("nutrients.".count))] = message
            }
            if let message = state.fieldErrors["portions[0].grams"] { state.fieldErrors["portionGrams"] = message }
            return try await render(request, state: state, status: error.kind.httpStatus)
        }
    }

    @Sendable
    func delete(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let form = try request.content.decode([String: String].self)
        let householdID = try NutritionForm.uuid(form["householdId"], field: "householdId")
        let access = try await request.households.access(householdID, for: user)
        try await request.foods.deleteHouseholdFood(
            NutritionForm.uuid(request.parameters.get(.foodID), field: "foodId"), in: access.householdID)
        request.setFlash(.success, request.web.text[.nutritionFoodDeleted])
        return request.redirect(to: NutritionRoute.foods)
    }
}
