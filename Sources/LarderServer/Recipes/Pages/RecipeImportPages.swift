import Foundation
import LarderCore
import Vapor

/// Importing a recipe from a web page: its address (the server fetches it) or its HTML pasted.
/// What the page holds opens in the recipe form, every line editable, to check and save; a
/// page that cannot be fetched or holds no recipe is said so at the field it came from.
struct RecipeImportPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(RecipeRoute.importPage, use: start)
        routes.post(RecipeRoute.importPage, use: read).formBody(.pastedPage)
    }

    @Sendable
    func start(request: Request) async throws -> Response {
        _ = try request.requireWebUser()
        return RecipeImportPage.View(context: request.web, model: .init(input: RecipeImportInput(), state: FormState())).response()
    }

    @Sendable
    func read(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let input = try request.content.decode(RecipeImportInput.self)
        let households = try await request.households.households(of: user)
        guard !households.isEmpty else { return RecipeFormPages.needsHousehold(request.web) }
        let text = request.web.text
        do {
            let imported = try await request.recipePages.draft(url: input.url, html: input.html.nonEmpty)
            var form = RecipeFormInput(imported.draft, optionalMarker: text[.recipeOptionalMarker])
            form.householdId = households.first?.household.id.uuidString
            return try await RecipeFormPages.form(
                request, mode: .create, input: form, state: FormState(), households: households, notices: Self.notices(imported, text))
        } catch let error as AppError where error.field == "url" || error.field == "html" {
            let labels = ["url": text[.recipeImportURL], "html": text[.recipeImportHTML]]
            let state = FormState(values: [:], error: error.labelled(labels), text: text, fields: Set(labels.keys))
            return RecipeImportPage.View(context: request.web, model: .init(input: input, state: state)).response(
                status: error.kind.httpStatus)
        }
    }

    /// The extractor's warnings, and the page's photo (which the cook saves and adds).
    static func notices(_ imported: ImportedRecipeDraft, _ text: Localizer) -> [String] {
        var notices = imported.warnings.map { warning in
            switch warning {
            case .noTitle: text[.importWarningNoTitle]
            case .noIngredients: text[.importWarningNoIngredients]
            case .noSteps: text[.importWarningNoSteps]
            case .servingsAssumed(let servings): text.text(.importWarningServingsAssumed, [String(servings)])
            case .shortened(let field): text.text(.importWarningShortened, [RecipeFormPage.label(of: field, text) ?? field])
            }
        }
        if let image = imported.imageURL {
            notices.append(text.text(.recipeImportPhotoNotice, [image]))
        }
        return notices
    }
}

/// The import form as posted.
struct RecipeImportInput: Content {
    var url: String?
    var html: String?
}
