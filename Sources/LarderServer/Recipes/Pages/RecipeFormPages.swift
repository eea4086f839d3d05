import Foundation
import LarderCore
import Vapor

/// Writing recipes on the web: create, edit, delete (after asking). Guests are sent to sign in;
/// a failed save shows the form again with what was typed and the error at its field.
struct RecipeFormPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(RecipeRoute.new, use: new)
        routes.post(RecipeRoute.browse, use: create).formBody(.photo)
        routes.get(RecipeRoute.edit(.key), use: edit)
        routes.post(RecipeRoute.edit(.key), use: update).formBody(.photo)
        routes.get(RecipeRoute.deletion(.key), use: confirmDelete)
        routes.post(RecipeRoute.deletion(.key), use: delete)
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
            return request.redirect(to: RecipeRoute.detail(.value(loaded.recipe.id)))
        } catch let error as AppError where Self.showsOnForm(error) {
            let state = RecipeFormPage.state(input, error: error, text: request.web.text)
            return try await form(
                request, mode: .create, input: input, state: state, households: households, status: Self.status(of: error))
        }
    }

    @Sendable
    func edit(request: Request) async throws -> Response {
        let editable = try await editable(request)
        let input = RecipeFormInput(editable.draft, optionalMarker: request.web.text[.recipeOptionalMarker])
        return try await form(
            request, mode: try mode(editable), input: input, state: FormState(), households: [], photo: editable.recipe.photo)
    }

    @Sendable
    func update(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let editable = try await editable(request)
        let input = try request.content.decode(RecipeFormInput.self)
        let text = request.web.text
        do {
            let id = editable.recipe.id
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
            return request.redirect(to: RecipeRoute.detail(.value(id)))
        } catch let error as AppError where Self.showsOnForm(error) {
            let state = RecipeFormPage.state(input, error: error, text: text)
            return try await form(
                request, mode: try mode(editable), input: input, state: state, households: [], photo: editable.recipe.photo,
                status: Self.status(of: error))
        }
    }

    @Sendable
    func confirmDelete(request: Request) async throws -> Response {
        let editable = try await editable(request)
        let model = RecipeDeletionPage.Model(id: editable.recipe.id, title: editable.recipe.title)
        return RecipeDeletionPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func delete(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let id = try request.recipeID()
        let title = try await editable(request).recipe.title
        try await request.recipes.delete(id, by: user)
        request.setFlash(.success, request.web.text.text(.flashRecipeDeleted, [title]))
        return request.redirect(to: RecipeRoute.mine)
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

    private func mode(_ loaded: RecipeService.Loaded) throws -> RecipeFormPage.Mode {
        .edit(id: loaded.recipe.id, title: loaded.recipe.title)
    }

    /// The create or edit form, showing how its ingredient lines read.
    static func form(
        _ request: Request, mode: RecipeFormPage.Mode, input: RecipeFormInput, state: FormState,
        households: [HouseholdService.Summary], photo: String? = nil, notices: [String] = [], status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        let preview = IngredientPreview(text: input.ingredients ?? "", linker: try await request.foods.linker())
        let model = RecipeFormPage.Model(
            mode: mode, input: input, form: state, households: households, preview: preview,
            photoURL: photo.map { PhotoRoute.photo(.value($0)).path }, photoLimit: request.application.larderConfiguration.maxPhotoBytes,
            notices: notices)
        return RecipeFormPage.View(context: request.web, model: model).response(status: status)
    }

    private func form(
        _ request: Request, mode: RecipeFormPage.Mode, input: RecipeFormInput, state: FormState,
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
        RecipeNeedsHouseholdPage.View(context: context, model: .init()).response()
    }
}
