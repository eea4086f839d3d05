import Foundation
import LarderCore
import Vapor

/// Profile and targets, and the foods a person can log: the food table and their households' own.
extension LarderAPI {
    func getNutritionProfile(_ input: Operations.getNutritionProfile.Input) async throws -> Operations.getNutritionProfile.Output {
        let request = try self.request
        let profile = try await request.nutritionProfiles.requireProfile(of: request.requireUser().id)
        return .ok(.init(body: .json(.init(profile))))
    }

    func putNutritionProfile(_ input: Operations.putNutritionProfile.Input) async throws -> Operations.putNutritionProfile.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let userID = try request.requireUser().id
        let formula: EnergyFormula? = body.formula.map { $0 == .mifflin_hyphen_st_hyphen_jeor ? .mifflinStJeor : .harrisBenedict }
        let profile = try await request.nutritionProfiles.save(
            .init(
                sex: body.sex.core, birthDate: body.birthDate, heightCm: body.heightCm, heightFeet: body.heightFeet,
                heightInches: body.heightInches, weightKg: body.weightKg, weightLb: body.weightLb,
                activityLevel: body.activityLevel, goal: body.goal.core, formula: formula, proteinPercent: body.proteinPercent,
                fatPercent: body.fatPercent, carbohydratePercent: body.carbohydratePercent),
            for: userID)
        return .ok(.init(body: .json(.init(profile))))
    }

    func searchNutritionFoods(_ input: Operations.searchNutritionFoods.Input) async throws -> Operations.searchNutritionFoods.Output {
        let request = try self.request
        let viewer = try await RecipeViewer.of(request.requireUser(), on: request.db)
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let found = try await request.foods.search(input.query.q ?? "", page: page, per: per, households: viewer.householdIDs)
        return .ok(
            .init(
                body: .json(
                    .init(
                        items: found.items.map(Components.Schemas.NutritionFood.init), page: page, per: per, total: found.total))))
    }

    func getNutritionFood(_ input: Operations.getNutritionFood.Input) async throws -> Operations.getNutritionFood.Output {
        let request = try self.request
        let viewer = try await RecipeViewer.of(request.requireUser(), on: request.db)
        let entry = try await request.foods.food(id: uuid(input.path.foodId, field: "foodId"), households: viewer.householdIDs)
        return .ok(.init(body: .json(.init(entry))))
    }

    func listHouseholdFoods(_ input: Operations.listHouseholdFoods.Input) async throws -> Operations.listHouseholdFoods.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let foods = try await request.foods.householdFoods(of: [access.householdID])
        return .ok(.init(body: .json(foods.map(Components.Schemas.NutritionFood.init))))
    }

    func createHouseholdFood(_ input: Operations.createHouseholdFood.Input) async throws -> Operations.createHouseholdFood.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let entry = try await request.foods.createHouseholdFood(.init(body), in: access.householdID, by: access.userID)
        return .created(.init(body: .json(.init(entry))))
    }

    func updateHouseholdFood(_ input: Operations.updateHouseholdFood.Input) async throws -> Operations.updateHouseholdFood.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let entry = try await request.foods.updateHouseholdFood(
            uuid(input.path.foodId, field: "foodId"), in: access.householdID, with: .init(body))
        return .ok(.init(body: .json(.init(entry))))
    }

    func deleteHouseholdFood(_ input: Operations.deleteHouseholdFood.Input) async throws -> Operations.deleteHouseholdFood.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        try await request.foods.deleteHouseholdFood(uuid(input.path.foodId, field: "foodId"), in: access.householdID)
        return .noContent(.init())
    }
}

extension FoodService.HouseholdFoodDraft {
    init(_ input: Components.Schemas.HouseholdFoodInput) {
        self.init(
            name: input.name, barcode: input.barcode, servingGrams: input.servingGrams,
            nutrients: NutrientValues(schema: input.nutrients),
            portions: (input.portions ?? []).map { FoodPortion(amount: $0.amount, description: $0.description, grams: $0.grams) })
    }
}

extension NutrientValues {
    /// The nutrients a request gave, by name, through their JSON form so no nutrient is missed.
    init(schema: Components.Schemas.Nutrients) {
        let data = (try? JSONEncoder().encode(schema)) ?? Data("{}".utf8)
        self = (try? JSONDecoder().decode(NutrientValues.self, from: data)) ?? NutrientValues()
    }
}
