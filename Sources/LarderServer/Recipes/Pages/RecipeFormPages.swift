import Foundation
import LarderCore
import Plot
import Vapor

/// Writing recipes on the web: create, edit, delete (after asking). Guests are sent to sign in;
/// a failed save shows the form again with what was typed and the error at its field.
struct RecipeFormPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get("recipes", "new", use: new)
        routes.post("recipes", use: create).formBody(.photo)
        let recipe = routes.grouped("recipes", ":recipeID")
        recipe.get("edit", use: edit)
        recipe.post("edit", use: update).formBody(.photo)
        recipe.get("delete", use: confirmDelete)
        recipe.post("delete", use: delete)
    }

    @Sendable
    func new(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let households = try await request.households.households(of: user)
        guard !households.isEmpty else { return Self.needsHousehold(request.web) }
        var input = RecipeFormInput()
        input.householdId = households.first?.household.id.uuidString
        return try await form(request, mode: .create, input: input, state: FormState(), households: households)
    }

    @Sendable
    func create(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let input = try request.content.decode(RecipeFormInput.self)
        let households = try await request.households.households(of: user)
        do {
            // Everything typed is checked before the photo is kept.
            let draft = try RecipeService.validate(try input.draft())
            let household = try input.household(among: households)
            let photo = try request.storeUploadedPhoto(input.photo)
            let loaded = try await request.recipes.create(draft, householdID: household, by: user, origin: .init(photo: photo))
            request.setFlash(.success, request.web.text[.flashRecipeCreated])
            return request.redirect(to: "/recipes/\(try loaded.recipe.requireID())")
        } catch let error as AppError where Self.showsOnForm(error) {
            let state = RecipeFormView.state(input, error: error, text: request.web.text)
            return try await form(
                request, mode: .create, input: input, state: state, households: households, status: Self.status(of: error))
        }
    }

    @Sendable
    func edit(request: Request) async throws -> Response {
        let editable = try await editable(request)
        let input = RecipeFormInput(editable.draft, optionalMarker: request.web.text[.recipeOptionalMarker])
        return try await form(request, mode: mode(editable), input: input, state: FormState(), households: [], photo: editable.recipe.photo)
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
            let draft = try RecipeService.validate(try input.draft())
            let photo = try request.storeUploadedPhoto(input.photo)
            var saved = try await request.recipes.update(id, with: draft, by: user)
            if let photo {
                saved = try await request.recipes.setPhoto(id, to: photo, by: user)
            } else if input.removePhoto == "on" {
                saved = try await request.recipes.setPhoto(id, to: nil, by: user)
            }
            let backToModeration = wasPublic && saved.recipe.status == .pending
            request.setFlash(.success, text[backToModeration ? .flashRecipeSavedForModeration : .flashSaved])
            return request.redirect(to: "/recipes/\(id)")
        } catch let error as AppError where Self.showsOnForm(error) {
            let state = RecipeFormView.state(input, error: error, text: text)
            return try await form(
                request, mode: mode(editable), input: input, state: state, households: [], photo: editable.recipe.photo,
                status: Self.status(of: error))
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

    /// The create or edit form, showing how its ingredient lines read.
    static func form(
        _ request: Request, mode: RecipeFormView.Mode, input: RecipeFormInput, state: FormState,
        households: [HouseholdService.Summary], photo: String? = nil, notices: [String] = [], status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        let preview = IngredientPreview(text: input.ingredients ?? "", linker: try await request.foods.linker())
        return RecipeFormView(
            context: request.web, mode: mode, input: input, state: state, households: households, preview: preview,
            photoURL: photo.map(RecipePresenter.photoPath), photoLimit: request.application.larderConfiguration.maxPhotoBytes,
            notices: notices
        )
        .response(status: status)
    }

    private func form(
        _ request: Request, mode: RecipeFormView.Mode, input: RecipeFormInput, state: FormState,
        households: [HouseholdService.Summary], photo: String? = nil, status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        try await Self.form(request, mode: mode, input: input, state: state, households: households, photo: photo, status: status)
    }

    /// Problems the cook fixes on the form: what was typed, the household, the photo.
    private static func showsOnForm(_ error: AppError) -> Bool {
        error.kind == .invalidInput || error.field == "householdId" || error.field == "photo"
    }

    private static func status(of error: AppError) -> HTTPResponseStatus {
        error.kind == .payloadTooLarge ? .payloadTooLarge : .badRequest
    }

    /// Recipes belong to a household: someone in none is shown how to make one first.
    static func needsHousehold(_ context: WebContext) -> Response {
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
