import Foundation
import LarderCore
import Plot
import Vapor

/// Writing recipes on the web: create, edit, delete (after asking). Guests are sent to sign in;
/// a failed save shows the form again with what was typed and the error at its field.
struct RecipeFormPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get("recipes", "new", use: new)
        routes.post("recipes", use: create)
        let recipe = routes.grouped("recipes", ":recipeID")
        recipe.get("edit", use: edit)
        recipe.post("edit", use: update)
        recipe.get("delete", use: confirmDelete)
        recipe.post("delete", use: delete)
    }

    @Sendable
    func new(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let households = try await request.households.households(of: user)
        guard !households.isEmpty else { return needsHousehold(request.web) }
        var input = RecipeFormInput()
        input.householdId = households.first?.household.id?.uuidString
        return try await form(request, mode: .create, input: input, state: FormState(), households: households)
    }

    @Sendable
    func create(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let input = try request.content.decode(RecipeFormInput.self)
        let households = try await request.households.households(of: user)
        do {
            let loaded = try await request.recipes.create(try input.draft(), householdID: try input.household(among: households), by: user)
            request.setFlash(.success, request.web.text[.flashRecipeCreated])
            return request.redirect(to: "/recipes/\(try loaded.recipe.requireID())")
        } catch let error as AppError where error.kind == .invalidInput || error.field == "householdId" {
            let state = RecipeFormView.state(input, error: error, text: request.web.text)
            return try await form(request, mode: .create, input: input, state: state, households: households, status: .badRequest)
        }
    }

    @Sendable
    func edit(request: Request) async throws -> Response {
        let editable = try await editable(request)
        let input = RecipeFormInput(editable.draft, optionalMarker: request.web.text[.recipeOptionalMarker])
        return try await form(request, mode: mode(editable), input: input, state: FormState(), households: [])
    }

    @Sendable
    func update(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let editable = try await editable(request)
        let input = try request.content.decode(RecipeFormInput.self)
        let text = request.web.text
        do {
            let id = try editable.recipe.requireID()
            let wasPublic = editable.recipe.isPublic
            let saved = try await request.recipes.update(id, with: try input.draft(), by: user)
            let backToModeration = wasPublic && saved.recipe.publication == .pending
            request.setFlash(.success, text[backToModeration ? .flashRecipeSavedForModeration : .flashSaved])
            return request.redirect(to: "/recipes/\(id)")
        } catch let error as AppError where error.kind == .invalidInput {
            let state = RecipeFormView.state(input, error: error, text: text)
            return try await form(request, mode: mode(editable), input: input, state: state, households: [], status: .badRequest)
        }
    }

    @Sendable
    func confirmDelete(request: Request) async throws -> Response {
        let editable = try await editable(request)
        let context = request.web
        let text = context.text
        let id = try editable.recipe.requireID()
        return Page(title: text[.delete], tab: .recipes) {
            Div {
                H1(text.text(.recipeDeleteTitle, [editable.recipe.title]))
                Paragraph(text[.recipeDeleteWarning])
                Div {
                    PostButton(action: "/recipes/\(id)/delete", label: text[.delete], token: context.csrfToken, style: "button-danger")
                    Link(text[.cancel], url: "/recipes/\(id)").class("button button-secondary")
                }
                .class("button-row")
            }
            .class("card")
        }
        .response(context)
    }

    @Sendable
    func delete(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let id = try request.recipeID()
        let title = try await editable(request).recipe.title
        try await request.recipes.delete(id, by: user)
        request.setFlash(.success, request.web.text.text(.flashRecipeDeleted, [title]))
        return request.redirect(to: "/recipes/mine")
    }

    // MARK: Helpers

    /// The recipe, when the signed-in person may change it: 404 when they may not even see it.
    private func editable(_ request: Request) async throws -> RecipeService.Loaded {
        let user = try request.requireWebUser()
        let viewer = try await RecipeViewer.of(user, on: request.db)
        let loaded = try await request.recipes.readable(try request.recipeID(), for: viewer)
        guard viewer.canEdit(loaded.recipe) else { throw AppError.forbidden(.errorRecipeEditForbidden) }
        return loaded
    }

    private func mode(_ loaded: RecipeService.Loaded) -> RecipeFormView.Mode {
        .edit(id: loaded.recipe.id?.uuidString ?? "", title: loaded.recipe.title)
    }

    private func form(
        _ request: Request, mode: RecipeFormView.Mode, input: RecipeFormInput, state: FormState,
        households: [HouseholdService.Summary], status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        let preview = IngredientPreview(text: input.ingredients ?? "", linker: try await request.foods.linker())
        return RecipeFormView(context: request.web, mode: mode, input: input, state: state, households: households, preview: preview)
            .response(status: status)
    }

    /// Recipes belong to a household: someone in none is shown how to make one first.
    private func needsHousehold(_ context: WebContext) -> Response {
        let text = context.text
        return Page(title: text[.recipeNew], tab: .recipes) {
            H1(text[.recipeNew])
            EmptyState(
                icon: Icons.household, title: text[.householdsEmptyTitle], message: text[.errorRecipeNeedsHousehold],
                action: (text[.householdCreate], "/households"))
        }
        .response(context)
    }
}
