/// Recipes belong to a household: someone in none is shown how to make one first.
enum RecipeNeedsHouseholdPage {
    struct Model {}

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.recipeNew], tab: .recipes) {
                H1(text[.recipeNew])
                EmptyState(
                    icon: Icons.household, title: text[.householdsEmptyTitle], message: text[.errorRecipeNeedsHousehold],
                    action: (text[.householdCreate], HouseholdRoute.list.path))
            }
        }
    }
}
