/// The admins' list of public recipes, searchable, each with the button that picks it for
/// Editor's Choice or takes it back.
enum RecipePublishedPage {
    struct Model {
        var recipes: [RecipeSummary]
        var total: Int
        var search: String
        var page: Int
        var per: Int
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let search = model.search
            let q = search.isEmpty ? nil : search
            return Page(title: text[.adminRecipesPublicTitle], tab: .me) {
                AdminTabs(text: text, current: "recipes")
                RecipeAdminSegments(text: text, current: "public")
                H1(text[.adminRecipesPublicTitle])
                Form(url: RecipeRoute.moderationPublished.path, method: .get) {
                    Input(type: .search, name: "q", value: search, placeholder: text[.recipeSearchPlaceholder])
                        .attribute(named: "aria-label", value: text[.recipeSearchPlaceholder])
                    Button(text[.search]).attribute(named: "type", value: "submit").class("button button-secondary")
                }
                .class("search-form")
                if model.recipes.isEmpty {
                    EmptyState(icon: Icons.recipes, title: text[.recipeSearchNothingTitle], message: text[.adminRecipesPublicEmpty])
                } else {
                    Div {
                        Element(name: "ul") {
                            for recipe in model.recipes {
                                ListItem {
                                    Div {
                                        Link(recipe.title, url: RecipeRoute.detail(.value(recipe.id)).path).class("row-title")
                                        RecipeMeta(recipe: recipe, text: text)
                                        if recipe.editorsChoice {
                                            Span(text[.editorsChoice]).class("badge badge-choice")
                                        }
                                    }
                                    PostButton(
                                        action: RecipeRoute.editorsChoice(.value(recipe.id)).path,
                                        label: text[recipe.editorsChoice ? .editorsChoiceRemove : .editorsChoiceAdd],
                                        token: context.csrfToken,
                                        style: recipe.editorsChoice ? "button-secondary button-small" : "button-primary button-small",
                                        fields: [
                                            ("chosen", recipe.editorsChoice ? "false" : "true"),
                                            ("next", RecipeRoute.moderationPublished.path(query: ["page": String(model.page), "q": q])),
                                        ])
                                }
                            }
                        }
                        .class("card-list")
                        RecipePagination(page: model.page, total: model.total, per: model.per, text: text) {
                            RecipeRoute.moderationPublished.path(query: ["page": String($0), "q": q])
                        }
                    }
                    .class("card")
                }
            }
        }
    }
}
