import LarderCore

/// The Recipes tab: one GET form (words, the filter sheet, the sort) over a page of cards.
enum RecipeSearchPage {
    struct Model {
        var form: RecipeSearchForm
        var found: RecipeService.SearchPage
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        private var form: RecipeSearchForm { model.form }
        private var found: RecipeService.SearchPage { model.found }

        var page: Page {
            let text = context.text
            let signedIn = context.user != nil
            return Page(title: text[.tabRecipes], tab: .recipes) {
                Div {
                    H1(text[.tabRecipes])
                    if signedIn {
                        Div {
                            Link(text[.recipeNew], url: RecipeRoute.new.path).class("button button-primary button-small")
                            Link(text[.myRecipesTitle], url: RecipeRoute.mine.path).class("button button-secondary button-small")
                            Link(text[.pairingTitle], url: PairingRoute.home.path).class("button button-secondary button-small")
                        }
                        .class("button-row")
                    }
                }
                .class("page-header")
                Form(url: RecipeRoute.browse.path, method: .get) {
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
        }

        private func emptyState(_ text: Localizer, signedIn: Bool) -> Component {
            if form.isUnfiltered {
                return EmptyState(
                    icon: Icons.recipes, title: text[.recipesEmptyTitle], message: text[.recipesEmptyMessage],
                    action: signedIn
                        ? (text[.recipeNew], RecipeRoute.new.path)
                        : (text[.signIn], AccountRoute.login.path(query: ["next": RecipeRoute.new.path])))
            }
            return EmptyState(
                icon: Icons.recipes, title: text[.recipeSearchNothingTitle], message: text[.recipeSearchNothingMessage],
                action: (text[.recipeSearchClear], RecipeRoute.browse.path))
        }
    }
}
