import LarderCore

/// The filters, folded into a sheet that opens without JavaScript (`<details>`).
struct RecipeFilterSheet: Component {
    var form: RecipeSearchForm
    var text: Localizer
    var signedIn: Bool

    var body: Component {
        let count = form.filterCount
        return Element(name: "details") {
            Element(name: "summary") {
                Text(text[.recipeFilters])
                if count > 0 {
                    Span(String(count)).class("badge badge-count")
                }
            }
            Div {
                if signedIn {
                    FieldSet {
                        Element(name: "legend") { Text(text[.recipeScope]) }
                        Div {
                            for scope in RecipeQuery.Scope.allCases {
                                Label(text[scope.phrase]) {
                                    Input(type: .radio, name: "scope", value: scope.rawValue)
                                        .attribute(named: "checked", value: scope == form.scope ? "checked" : nil)
                                }
                                .class("chip")
                            }
                        }
                        .class("chips")
                    }
                    .class("field choice-group")
                }
                ChoiceGroup(
                    legend: text[.fieldCategories], name: "category",
                    options: RecipeCategory.allCases.map { ($0.rawValue, text[$0.phrase]) }, checked: Set(form.categories.map(\.rawValue)))
                ChoiceGroup(
                    legend: text[.fieldDietFlags], name: "diet",
                    options: DietFlag.allCases.map { ($0.rawValue, text[$0.phrase]) }, checked: Set(form.dietFlags.map(\.rawValue)))
                ChoiceGroup(
                    legend: text[.fieldDifficulty], name: "difficulty",
                    options: Difficulty.allCases.map { ($0.rawValue, text[$0.phrase]) }, checked: Set(form.difficulties.map(\.rawValue)))
                SelectField(
                    label: text[.recipeMaxTime], name: "maxTime",
                    options: [("", text[.recipeAnyTime])]
                        + RecipeSearchForm.timeChoices.map { (String($0), text.text(.recipeUpTo, [RecipeFormat.minutes($0, text)])) },
                    selected: form.maxTotalMinutes.map(String.init) ?? "")
                FormField(
                    label: text[.recipeIncludeIngredients], name: "include", value: form.include.joined(separator: ", "),
                    hint: text[.recipeIngredientsFilterHint])
                FormField(
                    label: text[.recipeExcludeIngredients], name: "exclude", value: form.exclude.joined(separator: ", "),
                    hint: text[.recipeIngredientsFilterHint])
                if form.editorsChoice {
                    Label(text[.editorsChoice]) {
                        Input(type: .checkbox, name: "editorsChoice", value: "true").attribute(named: "checked", value: "checked")
                    }
                    .class("checkbox")
                }
                Div {
                    Button(text[.recipeApplyFilters]).attribute(named: "type", value: "submit").class("button button-primary")
                    Link(text[.recipeSearchClear], url: RecipeRoute.browse.path).class("button button-secondary")
                }
                .class("button-row")
            }
            .class("filter-body")
        }
        .class("filter-sheet")
    }
}
