import Foundation
import Vapor

/// The Photos tab of My recipes: a household's photos and screenshots of recipes not typed in
/// yet, each with a caption — uploaded, listed newest first, deleted. Only the household's
/// members see or change them; for anyone else the household is not found.
struct PhotoRecipePages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(RecipeRoute.photoRecipes, use: list)
        routes.post(RecipeRoute.photoUpload, use: create).formBody(.photo)
        routes.post(RecipeRoute.photoRecipeDeletion(.key), use: delete)
    }

    @Sendable
    func list(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let chosen = try await request.chosenHousehold(of: user, id: try? request.query.get(String.self, at: "household"))
        return try await page(request, households: chosen.all, access: chosen.chosen, input: PhotoRecipeInput(), state: FormState())
    }

    @Sendable
    func create(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let input = try request.content.decode(PhotoRecipeInput.self)
        let access = try await householdAccess(request, input.householdId, user: user)
        let text = request.web.text
        do {
            guard let file = input.photo, file.data.readableBytes > 0 else {
                throw AppError.invalid("photo", .errorFieldRequired, ["photo"])
            }
            let limit = request.application.larderConfiguration.maxPhotoBytes
            guard file.data.readableBytes <= limit else { throw PhotoStore.tooLarge(limit: limit) }
            _ = try await request.photoRecipes.create(
                access, caption: input.caption ?? "", photo: Array(file.data.readableBytesView), by: user)
            request.setFlash(.success, text[.recipePhotoRecipeAdded])
            return request.redirect(to: PhotoRecipesPage.address(access.householdID))
        } catch let error as AppError where error.field == "caption" || error.field == "photo" {
            let labels = ["caption": text[.recipePhotoRecipeCaption], "photo": text[.recipePhotoRecipePhoto]]
            let state = FormState(values: [:], error: error.labelled(labels), text: text, fields: Set(labels.keys))
            let households = try await request.households.households(of: user)
            return try await page(
                request, households: households, access: access, input: input, state: state, status: error.kind.httpStatus)
        }
    }

    @Sendable
    func delete(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let id = try request.pathID(.photoRecipeID, notFound: .errorPhotoRecipeNotFound)
        let access = try await householdAccess(request, try? request.content.get(String.self, at: "householdId"), user: user)
        try await request.photoRecipes.delete(id, access)
        request.setFlash(.success, request.web.text[.recipePhotoRecipeDeleted])
        return request.redirect(to: PhotoRecipesPage.address(access.householdID))
    }

    // MARK: Helpers

    /// The person's standing in the household the form names; not a member, not found.
    private func householdAccess(_ request: Request, _ id: String?, user: Person) async throws -> HouseholdService.Access {
        guard let householdID = id.flatMap(UUID.init(uuidString:)) else { throw AppError.notFound(.errorHouseholdNotFound) }
        return try await request.households.access(householdID, for: user)
    }

    private func page(
        _ request: Request, households: [HouseholdService.Summary], access: HouseholdService.Access?, input: PhotoRecipeInput,
        state: FormState, status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        var entries: [PhotoRecipesPage.Entry] = []
        if let access { entries = try await request.photoRecipes.list(access).map(PhotoRecipesPage.Entry.init) }
        let model = PhotoRecipesPage.Model(
            households: households, access: access, entries: entries, input: input, form: state,
            photoLimit: request.application.larderConfiguration.maxPhotoBytes)
        return PhotoRecipesPage.View(context: request.web, model: model).response(status: status)
    }
}

/// The upload form as posted (multipart/form-data).
struct PhotoRecipeInput: Content {
    var householdId: String?
    var caption: String?
    var photo: File?
}
