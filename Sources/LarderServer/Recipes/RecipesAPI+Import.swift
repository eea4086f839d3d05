import Foundation
import LarderCore
import Vapor

/// Recipes that come from elsewhere: a web page (a draft to review) and an AI (saved at once).
extension LarderAPI {
    func importRecipe(_ input: Operations.importRecipe.Input) async throws -> Operations.importRecipe.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        _ = try request.requireUser()
        let address = body.url.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.flatMap { $0.isEmpty ? nil : $0 }
        if let address, !RecipeDraft.isWebAddress(address) {
            throw AppError.invalid("url", .errorFieldNotWebAddress, ["url"])
        }
        let page: String
        let field: String
        if let html = body.html {
            // Posted HTML is the page: `url`, if any, only says where it came from.
            guard !html.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                throw AppError.invalid("html", .errorFieldRequired, ["html"])
            }
            guard html.utf8.count <= RecipePageFetcher.maxBytes else {
                throw AppError(.payloadTooLarge, .errorFieldTooLong, ["html", String(RecipePageFetcher.maxBytes)], field: "html")
            }
            (page, field) = (html, "html")
        } else if let address {
            (page, field) = (try await request.recipePages.page(at: address), "url")
        } else {
            throw AppError.invalid("url", .errorImportURLOrHTML)
        }
        let imported = ImportedRecipeDraft(RecipeExtractor.extract(fromHTML: page), pageURL: address)
        guard imported.hasRecipe else { throw AppError(.unprocessable, .errorImportNoRecipe, field: field) }
        return .ok(.init(body: .json(.init(imported))))
    }

    func generateRecipe(_ input: Operations.generateRecipe.Input) async throws -> Operations.generateRecipe.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let user = try request.requireUser()
        let wish: RecipeGenerationRequest
        do {
            wish = try RecipeGenerationRequest(
                prompt: body.prompt, ingredients: body.ingredients ?? [],
                dietFlags: (body.dietFlags ?? []).compactMap { DietFlag(rawValue: $0.rawValue) }
            ).validated()
        } catch {
            throw error.reason == .required ? AppError.invalid("prompt", .errorGenerateNeedsRequest) : AppError(recipeProblem: error)
        }
        let generator = request.recipeGenerator
        _ = try generator.requireProvider()
        // Where it will be saved is settled before the provider is paid to write it.
        let viewer = try await RecipeViewer.of(user, on: request.db)
        let household = try RecipeService.household(body.householdId.map { try uuid($0, field: "householdId") }, for: viewer)
        let draft = try await generator.draft(for: wish)
        let loaded = try await request.recipes.create(
            draft, householdID: household, by: user, origin: .init(aiGenerated: true, staysPrivate: true))
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
