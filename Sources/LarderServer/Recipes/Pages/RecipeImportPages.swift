import Foundation
import LarderCore
import Plot
import Vapor

/// Importing a recipe from a web page: its address (the server fetches it) or its HTML pasted.
/// What the page holds opens in the recipe form, every line editable, to check and save; a
/// page that cannot be fetched or holds no recipe is said so at the field it came from.
struct RecipeImportPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get("recipes", "import", use: start)
        routes.post("recipes", "import", use: read).formBody(.pastedPage)
    }

    @Sendable
    func start(request: Request) async throws -> Response {
        _ = try request.requireWebUser()
        return RecipeImportView(context: request.web, input: RecipeImportInput(), state: FormState()).response()
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
            return RecipeImportView(context: request.web, input: input, state: state).response(status: error.kind.httpStatus)
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
            case .shortened(let field): text.text(.importWarningShortened, [RecipeFormView.label(of: field, text) ?? field])
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

struct RecipeImportView {
    var context: WebContext
    var input: RecipeImportInput
    var state: FormState

    func response(status: HTTPResponseStatus = .ok) -> Response {
        let text = context.text
        return Page(title: text[.recipeImportTitle], tab: .recipes) {
            H1(text[.recipeImportTitle])
            Paragraph(text[.recipeImportIntro]).class("hint")
            FormError(message: state.formError)
            Form(url: "/recipes/import", method: .post) {
                CSRFField(token: context.csrfToken)
                Div {
                    FormField(
                        label: text[.recipeImportURL], name: "url", type: .url, value: input.url, error: state.error("url"),
                        hint: text[.recipeImportURLHint])
                    TextAreaField(
                        label: text[.recipeImportHTML], name: "html", value: input.html, error: state.error("html"),
                        hint: text[.recipeImportHTMLHint], rows: 6)
                }
                .class("card")
                Div {
                    Button(text[.recipeImportRead])
                        .attribute(named: "type", value: "submit")
                        .attribute(named: "data-busy", value: text[.recipeImportReading])
                        .class("button button-primary")
                    Link(text[.cancel], url: "/recipes/new").class("button button-secondary")
                }
                .class("button-row")
            }
        }
        .response(context, status: status)
    }
}
