import Foundation
import LarderCore

/// What a cook from the recipe's page found missing, with the way to the shopping list
/// (answered with 409 Conflict).
enum PantryShortfallPage {
    struct Model {
        var householdID: UUID
        var shortfall: PantryService.CookShortfall
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.pantryShortTitle], tab: .recipes) {
                Paragraph { Link(model.shortfall.recipeTitle, url: RecipeRoute.detail(.value(model.shortfall.recipeID)).path) }.class("row-meta")
                H1(text[.pantryShortTitle])
                Paragraph(text.text(.pantryShortIntro, [model.shortfall.recipeTitle, String(model.shortfall.servings)])).class("form-error")
                    .attribute(named: "role", value: "alert")
                Div {
                    Element(name: "table") {
                        Element(name: "thead") {
                            Element(name: "tr") {
                                Element(name: "th") { Text(text[.pantryIngredient]) }
                                Element(name: "th") { Text(text[.pantryNeeded]) }
                                Element(name: "th") { Text(text[.pantryAvailable]) }
                                Element(name: "th") { Text(text[.pantryMissing]) }
                            }
                        }
                        Element(name: "tbody") {
                            for missing in model.shortfall.missing {
                                Element(name: "tr") {
                                    Element(name: "td") { Text(text.foodName(missing.name)) }
                                    Element(name: "td") { Text(text.stock(missing.needed, missing.unit)) }
                                    Element(name: "td") { Text(text.stock(missing.available, missing.unit)) }
                                    Element(name: "td") { Element(name: "strong") { Text(missing.unit.format(missing.shortfall)) } }
                                }
                            }
                        }
                    }
                    .class("data pantry-shortfall")
                }
                .class("card")
                Div {
                    PostButton(
                        action: PantryRoute.shortfall(.value(model.householdID)).path, label: text[.pantryAddMissingToList], token: context.csrfToken,
                        style: "button-primary",
                        fields: [("recipeId", model.shortfall.recipeID.uuidString), ("servings", String(model.shortfall.servings))])
                    Link(text[.pantryBackToRecipe], url: RecipeRoute.detail(.value(model.shortfall.recipeID)).path).class("button button-secondary")
                }
                .class("button-row")
            }
        }
    }
}
