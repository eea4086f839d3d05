import Foundation

/// Which household's pantry a recipe is cooked from.
enum PantryCookHouseholdPage {
    struct Model {
        var recipeID: UUID
        var title: String
        var servings: Int?
        var households: [HouseholdService.Summary]
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.pantryCookFromPantry], tab: .recipes) {
                Paragraph { Link(model.title, url: RecipeRoute.detail(.value(model.recipeID)).path) }.class("row-meta")
                H1(text[.pantryCookFromWhich])
                Div {
                    List(model.households) { summary in
                        ListItem {
                            Span(summary.household.name).class("row-title")
                            PostButton(
                                action: PantryRoute.cook(recipe: .value(model.recipeID.uuidString)).path, label: text[.pantryCookFromPantry],
                                token: context.csrfToken,
                                style: "button-primary button-small",
                                fields: [("householdId", summary.household.id.uuidString)]
                                    + (model.servings.map { [("servings", String($0))] } ?? []))
                        }
                    }
                    .class("card-list")
                }
                .class("card")
            }
        }
    }
}
