import Foundation
import LarderCore
import Vapor

/// "What I eat": the diets and left-out foods the meal planner keeps for the signed-in person.
struct EatingRulesPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(NutritionRoute.eatingRules, use: show)
        routes.post(NutritionRoute.eatingRules, use: save)
    }

    @Sendable
    func show(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let rules = try await request.eatingRules.rules(of: user.id)
        return EatingRulesPage.View(context: request.web, model: .init(rules: rules, state: FormState())).response()
    }

    /// Keeps the ticked diets and the foods still ticked, and adds the food a name names.
    @Sendable
    func save(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let form = try request.content.decode(EatingRulesForm.self)
        let service = request.eatingRules
        do {
            var foodIDs = (form.keep ?? []).compactMap(UUID.init(uuidString:))
            if let name = form.addFood, !name.trimmingCharacters(in: .whitespaces).isEmpty {
                guard let food = try await service.food(named: name) else {
                    throw AppError.invalid("addFood", .eatingRulesFoodUnknown, [name])
                }
                foodIDs.append(food.id)
            }
            let diet = Set((form.diet ?? []).compactMap(DietFlag.init(rawValue:)))
            try await service.save(diet: diet, excludedFoodIDs: foodIDs, for: user.id)
            request.setFlash(.success, request.web.text[.eatingRulesSaved])
            return request.redirect(to: NutritionRoute.eatingRules)
        } catch let error as AppError {
            let rules = try await service.rules(of: user.id)
            let state = FormState(values: ["addFood": form.addFood ?? ""], error: error, text: request.web.text, fields: ["addFood"])
            return EatingRulesPage.View(context: request.web, model: .init(rules: rules, state: state)).response(status: error.kind.httpStatus)
        }
    }

    private struct EatingRulesForm: Content {
        var diet: [String]?
        var keep: [String]?
        var addFood: String?
    }
}
