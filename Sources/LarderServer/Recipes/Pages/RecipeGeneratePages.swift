import Foundation
import LarderCore
import Vapor

/// Asking the AI for a recipe: a wish, ingredients to use and diet flags; the recipe is saved
/// privately in the household and shown. Without a configured provider the page says how to
/// configure one (503) instead of offering a form that cannot work; a provider's failure is
/// said on the form, which keeps what was typed.
struct RecipeGeneratePages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(RecipeRoute.generate, use: start)
        routes.post(RecipeRoute.generate, use: generate)
    }

    @Sendable
    func start(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        guard request.application.larderConfiguration.ai != nil else { return unconfigured(request.web) }
        let households = try await request.households.households(of: user)
        guard !households.isEmpty else { return RecipeFormPages.needsHousehold(request.web) }
        let model = RecipeGeneratePage.Model(input: RecipeGenerateInput(), state: FormState(), households: households)
        return RecipeGeneratePage.View(context: request.web, model: model).response()
    }

    @Sendable
    func generate(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let input = try request.content.decode(RecipeGenerateInput.self)
        let households = try await request.households.households(of: user)
        let text = request.web.text
        do {
            let household = households.count > 1 ? try input.household() : nil
            let loaded = try await request.recipes.generate(input.wish, householdID: household, by: user, using: request.recipeGenerator)
            request.setFlash(.success, text[.recipeGeneratedFlash])
            return request.redirect(to: RecipeRoute.detail(.value(loaded.recipe.id)))
        } catch let error as AppError where error.kind == .unavailable {
            return unconfigured(request.web)
        } catch let error as AppError
            where error.kind == .invalidInput || error.field == "householdId"
            || [.badGateway, .gatewayTimeout].contains(error.kind)
        {
            let labels = [
                "prompt": text[.recipeGeneratePrompt], "ingredients": text[.recipeGenerateIngredients],
                "householdId": text[.fieldHousehold],
            ]
            let state = FormState(values: [:], error: error.labelled(labels), text: text, fields: Set(labels.keys))
            let model = RecipeGeneratePage.Model(input: input, state: state, households: households)
            return RecipeGeneratePage.View(context: request.web, model: model).response(status: error.kind.httpStatus)
        }
    }

    /// What to set for generation to work, with the status that says it is not set up.
    private func unconfigured(_ context: WebContext) -> Response {
        RecipeGenerateUnconfiguredPage.View(context: context, model: .init()).response(status: .serviceUnavailable)
    }
}

/// The generate form as posted.
struct RecipeGenerateInput: Content {
    var prompt: String?
    /// One ingredient a line (commas also separate).
    var ingredients: String?
    var dietFlags: [String]?
    var householdId: String?

    var wish: RecipeGenerationRequest {
        RecipeGenerationRequest(
            prompt: prompt,
            ingredients: (ingredients ?? "").split(whereSeparator: { $0 == "\n" || $0 == "," || $0 == "\r" }).map(String.init),
            dietFlags: (dietFlags ?? []).compactMap(DietFlag.init(rawValue:)))
    }

    func household() throws -> UUID {
        guard let id = householdId.flatMap(UUID.init(uuidString:)) else {
            throw AppError.invalid("householdId", .errorRecipeWhichHousehold)
        }
        return id
    }
}
