import Foundation

/// A recipe's page: what it is, what goes in, how to make it, what is in a serving, what people
/// think of it, how to share it, and — for its household and for admins — where it stands.
enum RecipeDetailPage {
    struct Model {
        var shown: ShownRecipe
        var tools: RecipeReaderTools
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let shown = model.shown
            let tools = model.tools
            let recipe = shown.presented
            return Page(title: recipe.title, tab: .recipes) {
                Article {
                    RecipeHero(shown: shown, text: text)
                    RecipeActions(shown: shown, context: context)
                    if shown.isHouseholdMember, recipe.status == .rejected, let reason = recipe.rejectionReason {
                        Div {
                            Element(name: "strong") { Text(text[.recipeRejectedTitle]) }
                            Paragraph(reason)
                        }
                        .class("form-error")
                        .attribute(named: "role", value: "status")
                    }
                    Div {
                        RecipeIngredientsPanel(
                            shown: shown, text: text,
                            footer: RecipeShoppingForm(shown: shown, households: tools.households, context: context))
                        Element(name: "section") {
                            H2(text[.recipeSteps])
                            RecipeStepsList(steps: recipe.steps, text: text)
                        }
                        .class("card recipe-steps")
                    }
                    .class("recipe-columns")
                    RecipeNutritionPanel(recipe: recipe, context: context)
                    RecipeRatingPanel(shown: shown, context: context)
                    RecipeCollectPanel(shown: shown, tools: tools, context: context)
                    RecipeSharePanel(shown: shown, text: text)
                    if shown.isHouseholdMember {
                        RecipePublicationPanel(shown: shown, context: context)
                    }
                    if shown.isAdmin {
                        RecipeModerationPanel(shown: shown, context: context, chefs: tools.chefs)
                    }
                }
                .class("recipe")
            }
        }
    }
}
