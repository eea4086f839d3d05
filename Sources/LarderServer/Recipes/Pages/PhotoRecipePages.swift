import Foundation
import Plot
import Vapor

/// The Photos tab of My recipes: a household's photos and screenshots of recipes not typed in
/// yet, each with a caption — uploaded, listed newest first, deleted. Only the household's
/// members see or change them; for anyone else the household is not found.
struct PhotoRecipePages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get("recipes", "mine", "photos", use: list)
        routes.post("recipes", "photos", use: create).formBody(.photo)
        routes.post("recipes", "photos", ":photoRecipeID", "delete", use: delete)
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
            return request.redirect(to: "/recipes/mine/photos?household=\(access.householdID)")
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
        let id = try request.pathID("photoRecipeID", notFound: .errorPhotoRecipeNotFound)
        let access = try await householdAccess(request, try? request.content.get(String.self, at: "householdId"), user: user)
        try await request.photoRecipes.delete(id, access)
        request.setFlash(.success, request.web.text[.recipePhotoRecipeDeleted])
        return request.redirect(to: "/recipes/mine/photos?household=\(access.householdID)")
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
        var entries: [PhotoRecipeService.Entry] = []
        if let access { entries = try await request.photoRecipes.list(access) }
        return PhotoRecipesView(
            context: request.web, households: households, access: access, entries: entries, input: input, state: state,
            photoLimit: request.application.larderConfiguration.maxPhotoBytes
        ).response(status: status)
    }
}

/// The upload form as posted (multipart/form-data).
struct PhotoRecipeInput: Content {
    var householdId: String?
    var caption: String?
    var photo: File?
}

struct PhotoRecipesView {
    var context: WebContext
    var households: [HouseholdService.Summary]
    var access: HouseholdService.Access?
    var entries: [PhotoRecipeService.Entry]
    var input: PhotoRecipeInput
    var state: FormState
    var photoLimit: Int

    func response(status: HTTPResponseStatus = .ok) -> Response {
        let text = context.text
        return Page(title: text[.recipePhotoRecipesTab], tab: .recipes) {
            MyRecipesHeader(text: text, current: .photos)
            if let access {
                HouseholdSwitcher(households: households, current: access.householdID, text: text) {
                    "/recipes/mine/photos?household=\($0)"
                }
                uploadForm(access, text)
                if entries.isEmpty {
                    EmptyState(icon: Icons.recipes, title: text[.recipePhotoRecipesEmptyTitle], message: text[.recipePhotoRecipesEmpty])
                } else {
                    Div {
                        for entry in entries { card(entry, access, text) }
                    }
                    .class("photo-grid")
                }
            } else {
                EmptyState(
                    icon: Icons.household, title: text[.householdsEmptyTitle], message: text[.errorRecipeNeedsHousehold],
                    action: (text[.householdCreate], "/households"))
            }
        }
        .response(context, status: status)
    }

    private func uploadForm(_ access: HouseholdService.Access, _ text: Localizer) -> Component {
        Element(name: "section") {
            H2(text[.recipePhotoRecipeNew])
            Paragraph(text[.recipePhotoRecipesIntro]).class("hint")
            FormError(message: state.formError)
            Form(url: "/recipes/photos", method: .post) {
                CSRFField(token: context.csrfToken)
                Input(type: .hidden, name: "householdId", value: access.householdID.uuidString)
                FormField(
                    label: text[.recipePhotoRecipeCaption], name: "caption", value: input.caption, error: state.error("caption"),
                    isRequired: true)
                RecipePhotoField(
                    label: text[.recipePhotoRecipePhoto], currentURL: nil, limit: photoLimit, error: state.error("photo"), removable: false,
                    text: text, boxed: false)
                Button(text[.recipePhotoRecipeUpload]).attribute(named: "type", value: "submit").class("button button-primary")
            }
            .attribute(named: "enctype", value: "multipart/form-data")
        }
        .class("card")
    }

    private func card(_ entry: PhotoRecipeService.Entry, _ access: HouseholdService.Access, _ text: Localizer) -> Component {
        let photo = entry.photoRecipe
        let url = RecipePresenter.photoPath(photo.photo)
        var meta: [String] = []
        if let name = entry.addedBy { meta.append(text.text(.recipeShoppingAddedBy, [name])) }
        if let created = photo.createdAt { meta.append(WebFormat.dateTime(created, language: context.language)) }
        return Element(name: "figure") {
            Link(url: url) {
                Image(url: url, description: photo.caption).attribute(named: "loading", value: "lazy")
            }
            Element(name: "figcaption") {
                Span(photo.caption).class("row-title")
                Div(meta.joined(separator: " · ")).class("row-meta")
                PostButton(
                    action: "/recipes/photos/\(photo.id?.uuidString ?? "")/delete", label: text[.delete], token: context.csrfToken,
                    style: "button-danger button-small", confirmation: text[.recipePhotoRecipeDeleteConfirm],
                    fields: [("householdId", access.householdID.uuidString)])
            }
        }
        .class("photo-card card")
        .id("photo-\(photo.id?.uuidString ?? "")")
    }
}
