import Foundation
import LarderCore
import Vapor

/// Recipes that come from elsewhere: a web page (a draft to review) and an AI (saved at once).
extension LarderAPI {
    func importRecipe(_ input: Operations.importRecipe.Input) async throws -> Operations.importRecipe.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        _ = try request.requireUser()
        let imported = try await request.recipePages.draft(url: body.url, html: body.html)
        return .ok(.init(body: .json(.init(imported))))
    }

    func generateRecipe(_ input: Operations.generateRecipe.Input) async throws -> Operations.generateRecipe.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let user = try request.requireUser()
        let wish = RecipeGenerationRequest(
            prompt: body.prompt, ingredients: body.ingredients ?? [],
            dietFlags: (body.dietFlags ?? []).compactMap { DietFlag(rawValue: $0.rawValue) })
        let loaded = try await request.recipes.generate(
            wish, householdID: body.householdId.map { try uuid($0, field: "householdId") }, by: user, using: request.recipeGenerator)
        return .created(.init(body: .json(try await RecipePresenter(request: request).recipe(loaded))))
    }
}

extension Components.Schemas.RecipeImportDraft {
    init(_ imported: ImportedRecipeDraft) {
        let english = Localizer(.en)
        self.init(
            draft: .init(imported.draft), imageUrl: imported.imageURL, cuisine: imported.cuisine, author: imported.author,
            declaredNutrition: .init(additionalProperties: imported.declaredNutrition),
            warnings: imported.warnings.map { warning in
                switch warning {
                case .noTitle:
                    .init(code: .no_title, message: english.text(.importWarningNoTitle), field: "title")
                case .noIngredients:
                    .init(code: .no_ingredients, message: english.text(.importWarningNoIngredients), field: "ingredients")
                case .noSteps:
                    .init(code: .no_steps, message: english.text(.importWarningNoSteps), field: "steps")
                case .servingsAssumed(let servings):
                    .init(
                        code: .servings_assumed, message: english.text(.importWarningServingsAssumed, [String(servings)]), field: "servings"
                    )
                case .shortened(let field):
                    .init(code: .shortened, message: english.text(.importWarningShortened, [field]), field: field)
                }
            })
    }
}

extension Components.Schemas.RecipeInput {
    /// The draft in the shape `POST /recipes` takes, so a reviewed import can be sent straight back.
    init(_ draft: RecipeDraft) {
        self.init(
            title: draft.title, description: draft.description,
            ingredients: draft.ingredients.map { .init(text: $0.text, section: $0.section, optional: $0.optional ? true : nil) },
            steps: draft.steps, servings: draft.servings, prepMinutes: draft.prepMinutes, cookMinutes: draft.cookMinutes,
            totalMinutes: draft.totalMinutes, difficulty: draft.difficulty.flatMap { .init(rawValue: $0.rawValue) },
            categories: draft.categories.compactMap { .init(rawValue: $0.rawValue) },
            dietFlags: draft.dietFlags.compactMap { .init(rawValue: $0.rawValue) }, tags: draft.tags,
            sourceUrl: draft.sourceURL)
    }
}
