import LarderCore

/// The generate form: a wish, ingredients to use, diet flags and (with several) the household.
enum RecipeGeneratePage {
    struct Model {
        var input: RecipeGenerateInput
        var state: FormState
        var households: [HouseholdService.Summary]
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        private var input: RecipeGenerateInput { model.input }
        private var state: FormState { model.state }
        private var households: [HouseholdService.Summary] { model.households }

        var page: Page {
            let text = context.text
            return Page(title: text[.recipeGenerateTitle], tab: .recipes) {
                H1(text[.recipeGenerateTitle])
                Paragraph(text[.recipeGenerateIntro]).class("hint")
                FormError(message: state.formError)
                Form(url: RecipeRoute.generate.path, method: .post) {
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
                        Link(text[.cancel], url: RecipeRoute.mine.path).class("button button-secondary")
                    }
                    .class("button-row")
                }
            }
        }
    }
}
