import Foundation
import LarderCore

/// The create and edit form. Ingredients are typed freely, one per line; the script sends them
/// to `POST /api/ingredients/parse` as the cook types and shows how each line reads, and without
/// the script the same table is shown after a save that needs correcting, and when editing.
enum RecipeFormPage {
    enum Mode {
        case create
        case edit(id: UUID, title: String)
    }

    struct Model {
        var mode: Mode
        var input: RecipeFormInput
        var form: FormState
        var households: [HouseholdService.Summary]
        var preview: IngredientPreview
        /// The recipe's photo now, when editing one that has one.
        var photoURL: String? = nil
        var photoLimit: Int
        /// What the reviewer should check first (an import's warnings).
        var notices: [String] = []
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let mode = model.mode
            let input = model.input
            let state = model.form
            let households = model.households
            let notices = model.notices
            let (title, action, cancel): (String, String, String) =
                switch mode {
                case .create: (text[.recipeNew], RecipeRoute.browse.path, RecipeRoute.browse.path)
                case .edit(let id, let name):
                    (text.text(.recipeEditTitle, [name]), RecipeRoute.edit(.value(id)).path, RecipeRoute.detail(.value(id)).path)
                }
            return Page(title: title, tab: .recipes) {
                H1(title)
                if case .create = mode, notices.isEmpty {
                    RecipeSourcesRow(text: text)
                }
                RecipeNotices(notices: notices, text: text)
                FormError(message: state.formError)
                Form(url: action, method: .post) {
                    CSRFField(token: context.csrfToken)
                    Div {
                        if case .create = mode, households.count > 1 {
                            SelectField(
                                label: text[.fieldHousehold], name: "householdId",
                                options: households.map { ($0.household.id.uuidString, $0.household.name) },
                                selected: input.householdId, error: state.error("householdId"), isRequired: true)
                        }
                        FormField(
                            label: text[.fieldTitle], name: "title", value: input.title, error: state.error("title"), isRequired: true)
                        TextAreaField(
                            label: text[.fieldDescription], name: "description", value: input.description,
                            error: state.error("description"), rows: 3)
                    }
                    .class("card")
                    RecipePhotoField(
                        label: text[.recipePhotoLabel], currentURL: model.photoURL, limit: model.photoLimit, error: state.error("photo"),
                        removable: true, text: text)
                    Div {
                        TextAreaField(
                            label: text[.recipeIngredients], name: "ingredients", value: input.ingredients,
                            error: state.error("ingredients"), hint: text[.recipeIngredientsHint], rows: 10, isRequired: true,
                            attributes: [("data-parse-endpoint", LarderAPI.ingredientParsePath), ("data-preview", "ingredient-preview")])
                        IngredientPreviewTable(preview: model.preview, text: text)
                    }
                    .class("card")
                    Div {
                        TextAreaField(
                            label: text[.recipeSteps], name: "steps", value: input.steps, error: state.error("steps"),
                            hint: text[.recipeStepsHint], rows: 10, isRequired: true)
                    }
                    .class("card")
                    Div {
                        Div {
                            FormField(
                                label: text[.fieldServings], name: "servings", type: .number, value: input.servings,
                                error: state.error("servings"), isRequired: true)
                            FormField(
                                label: text[.fieldPrepMinutes], name: "prepMinutes", type: .number, value: input.prepMinutes,
                                error: state.error("prepMinutes"))
                            FormField(
                                label: text[.fieldCookMinutes], name: "cookMinutes", type: .number, value: input.cookMinutes,
                                error: state.error("cookMinutes"))
                            FormField(
                                label: text[.fieldTotalMinutes], name: "totalMinutes", type: .number, value: input.totalMinutes,
                                error: state.error("totalMinutes"), hint: text[.recipeTotalHint])
                        }
                        .class("field-grid")
                        SelectField(
                            label: text[.fieldDifficulty], name: "difficulty",
                            options: [("", text[.recipeDifficultyNone])] + Difficulty.allCases.map { ($0.rawValue, text[$0.phrase]) },
                            selected: input.difficulty ?? "", error: state.error("difficulty"))
                    }
                    .class("card")
                    Div {
                        ChoiceGroup(
                            legend: text[.fieldCategories], name: "categories[]",
                            options: RecipeCategory.allCases.map { ($0.rawValue, text[$0.phrase]) }, checked: Set(input.categories ?? []))
                        ChoiceGroup(
                            legend: text[.fieldDietFlags], name: "dietFlags[]",
                            options: DietFlag.allCases.map { ($0.rawValue, text[$0.phrase]) }, checked: Set(input.dietFlags ?? []))
                        FormField(
                            label: text[.fieldTags], name: "tags", value: input.tags, error: state.error("tags"),
                            hint: text[.recipeTagsHint])
                        FormField(
                            label: text[.fieldSourceUrl], name: "sourceUrl", type: .url, value: input.sourceUrl,
                            error: state.error("sourceUrl"), hint: text[.recipeSourceHint])
                    }
                    .class("card")
                    Div {
                        Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                        Link(text[.cancel], url: cancel).class("button button-secondary")
                    }
                    .class("button-row form-actions")
                }
                .class("recipe-form")
                .attribute(named: "enctype", value: "multipart/form-data")
            }
        }
    }

    /// The label a field has on this form, for error messages that name the field.
    static func label(of field: String, _ text: Localizer) -> String? {
        let phrase: Phrase? =
            switch field {
            case "title": .fieldTitle
            case "description": .fieldDescription
            case "ingredients": .recipeIngredients
            case "steps": .recipeSteps
            case "servings": .fieldServings
            case "prepMinutes": .fieldPrepMinutes
            case "cookMinutes": .fieldCookMinutes
            case "totalMinutes": .fieldTotalMinutes
            case "difficulty": .fieldDifficulty
            case "categories": .fieldCategories
            case "dietFlags": .fieldDietFlags
            case "tags": .fieldTags
            case "sourceUrl": .fieldSourceUrl
            case "householdId": .fieldHousehold
            case "photo": .recipePhotoLabel
            default: nil
            }
        return phrase.map { text[$0] }
    }

    /// Where a service error shows on the form, worded with the field's label rather than its
    /// API name ("“Servings” must be between 1 and 1000", not "“servings” …").
    static func state(_ input: RecipeFormInput, error: AppError, text: Localizer) -> FormState {
        var error = error
        if let field = error.field, error.arguments.first == field, let label = label(of: field, text) {
            error.arguments[0] = label
        }
        return FormState(values: [:], error: error, text: text, fields: RecipeFormInput.fields)
    }
}
