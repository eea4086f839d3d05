import LarderCore
import Plot
import Vapor

/// The Recipes tab: one GET form (words, the filter sheet, the sort) over a page of cards.
struct RecipeSearchView {
    var context: WebContext
    var form: RecipeSearchForm
    var found: RecipeService.SearchPage

    func response() -> Response {
        let text = context.text
        let signedIn = context.user != nil
        return Page(title: text[.tabRecipes], tab: .recipes) {
            Div {
                H1(text[.tabRecipes])
                if signedIn {
                    Div {
                        Link(text[.recipeNew], url: "/recipes/new").class("button button-primary button-small")
                        Link(text[.myRecipesTitle], url: "/recipes/mine").class("button button-secondary button-small")
                        Link(text[.pairingTitle], url: "/pairing").class("button button-secondary button-small")
                    }
                    .class("button-row")
                }
            }
            .class("page-header")
            Form(url: "/recipes", method: .get) {
                Div {
                    Input(type: .search, name: "q", value: form.text, placeholder: text[.recipeSearchPlaceholder])
                        .attribute(named: "aria-label", value: text[.recipeSearchPlaceholder])
                    Button(text[.search]).attribute(named: "type", value: "submit").class("button button-primary")
                }
                .class("search-form")
                RecipeFilterSheet(form: form, text: text, signedIn: signedIn)
                Div {
                    Span(text.text(.recipeResultCount, [String(found.total)])).class("row-meta").id("result-count")
                    Label(text[.sortLabel]) {
                        Element(name: "select") {
                            for sort in RecipeQuery.Sort.allCases {
                                Element(name: "option") { Text(text[sort.phrase]) }
                                    .attribute(named: "value", value: sort.rawValue)
                                    .attribute(named: "selected", value: sort == form.sort ? "selected" : nil)
                            }
                        }
                        .attribute(named: "name", value: "sort")
                        .attribute(named: "data-autosubmit", value: "true")
                    }
                    .class("sort-select")
                }
                .class("results-bar")
            }
            .class("recipe-search")
            if found.items.isEmpty {
                emptyState(text, signedIn: signedIn)
            } else {
                RecipeGrid(recipes: found.items, text: text)
                RecipePagination(page: form.page, total: found.total, per: RecipeSearchForm.perPage, text: text) { form.url(page: $0) }
            }
        }
        .response(context)
    }

    private func emptyState(_ text: Localizer, signedIn: Bool) -> Component {
        if form.isUnfiltered {
            return EmptyState(
                icon: Icons.recipes, title: text[.recipesEmptyTitle], message: text[.recipesEmptyMessage],
                action: signedIn ? (text[.recipeNew], "/recipes/new") : (text[.signIn], "/login?next=%2Frecipes%2Fnew"))
        }
        return EmptyState(
            icon: Icons.recipes, title: text[.recipeSearchNothingTitle], message: text[.recipeSearchNothingMessage],
            action: (text[.recipeSearchClear], "/recipes"))
    }
}

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
                    Link(text[.recipeSearchClear], url: "/recipes").class("button button-secondary")
                }
                .class("button-row")
            }
            .class("filter-body")
        }
        .class("filter-sheet")
    }
}
