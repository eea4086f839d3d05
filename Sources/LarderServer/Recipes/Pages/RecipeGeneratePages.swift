import Foundation
import LarderCore
import Plot
import Vapor

/// Asking the AI for a recipe: a wish, ingredients to use and diet flags; the recipe is saved
/// privately in the household and shown. Without a configured provider the page says how to
/// configure one (503) instead of offering a form that cannot work; a provider's failure is
/// said on the form, which keeps what was typed.
struct RecipeGeneratePages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get("recipes", "generate", use: start)
        routes.post("recipes", "generate", use: generate)
    }

    @Sendable
    func start(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        guard request.application.larderConfiguration.ai != nil else { return unconfigured(request.web) }
        let households = try await request.households.households(of: user)
        guard !households.isEmpty else { return RecipeFormPages.needsHousehold(request.web) }
        return RecipeGenerateView(context: request.web, input: RecipeGenerateInput(), state: FormState(), households: households)
            .response()
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
            return request.redirect(to: "/recipes/\(try loaded.recipe.requireID())")
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
            return RecipeGenerateView(context: request.web, input: input, state: state, households: households)
                .response(status: error.kind.httpStatus)
        }
    }

    /// What to set for generation to work, with the status that says it is not set up.
    private func unconfigured(_ context: WebContext) -> Response {
        let text = context.text
        return Page(title: text[.recipeGenerateTitle], tab: .recipes) {
            H1(text[.recipeGenerateTitle])
            Div {
                H2(text[.recipeGenerateUnconfiguredTitle])
                Paragraph(text[.errorAINotConfigured])
                Element(name: "pre") {
                    Text("LARDER_AI_BASE_URL=https://api.openai.com/v1\nLARDER_AI_MODEL=gpt-4o-mini\nLARDER_AI_API_KEY=sk-…")
                }
                .class("secret config-example")
                Paragraph(text[.recipeGenerateUnconfiguredHint]).class("hint")
                Div {
                    Link(text[.recipeNew], url: "/recipes/new").class("button button-secondary button-small")
                    Link(text[.recipeImportTitle], url: "/recipes/import").class("button button-secondary button-small")
                }
                .class("button-row")
            }
            .class("card")
            .id("ai-unconfigured")
        }
        .response(context, status: .serviceUnavailable)
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

struct RecipeGenerateView {
    var context: WebContext
    var input: RecipeGenerateInput
    var state: FormState
    var households: [HouseholdService.Summary]

    func response(status: HTTPResponseStatus = .ok) -> Response {
        let text = context.text
        return Page(title: text[.recipeGenerateTitle], tab: .recipes) {
            H1(text[.recipeGenerateTitle])
            Paragraph(text[.recipeGenerateIntro]).class("hint")
            FormError(message: state.formError)
            Form(url: "/recipes/generate", method: .post) {
                CSRFField(token: context.csrfToken)
                Div {
                    if households.count > 1 {
                        SelectField(
                            label: text[.fieldHousehold], name: "householdId",
                            options: households.map { ($0.household.id.uuidString, $0.household.name) },
                            selected: input.householdId, error: state.error("householdId"), isRequired: true)
                    }
                    TextAreaField(
                        label: text[.recipeGeneratePrompt], name: "prompt", value: input.prompt, error: state.error("prompt"),
                        hint: text[.recipeGeneratePromptHint], rows: 3)
                    TextAreaField(
                        label: text[.recipeGenerateIngredients], name: "ingredients", value: input.ingredients,
                        error: state.error("ingredients"), hint: text[.recipeGenerateIngredientsHint], rows: 4)
                    ChoiceGroup(
                        legend: text[.fieldDietFlags], name: "dietFlags[]",
                        options: DietFlag.allCases.map { ($0.rawValue, text[$0.phrase]) }, checked: Set(input.dietFlags ?? []))
                }
                .class("card")
                Paragraph(text[.recipeGenerateWait]).class("hint")
                Div {
                    Button(text[.recipeGenerateSubmit])
                        .attribute(named: "type", value: "submit")
                        .attribute(named: "data-busy", value: text[.recipeGenerateBusy])
                        .class("button button-primary")
                    Link(text[.cancel], url: "/recipes/mine").class("button button-secondary")
                }
                .class("button-row")
            }
        }
        .response(context, status: status)
    }
}
