/// The signed-in person's own lists: recipes they wrote, their households' cookbook,
/// favourites, their collections (and bookmarked ones) and their households' photo recipes.
enum MyRecipesPage {
    struct Model {
        var list: MyRecipesListing
        var page: Int
        var found: RecipeService.SearchPage
        var hasHousehold: Bool
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        private var list: MyRecipesListing { model.list }
        private var found: RecipeService.SearchPage { model.found }
        private var hasHousehold: Bool { model.hasHousehold }

        var page: Page {
            let text = context.text
            return Page(title: text[.myRecipesTitle], tab: .recipes) {
                MyRecipesHeader(text: text, current: list)
                if found.items.isEmpty {
                    emptyState(text)
                } else {
                    RecipeGrid(recipes: found.items, text: text)
                    RecipePagination(page: model.page, total: found.total, per: RecipeSearchForm.perPage, text: text) { number in
                        list.url + (list == .mine ? "?" : "&") + "page=\(number)"
                    }
                }
            }
        }

        private func emptyState(_ text: Localizer) -> Component {
            if !hasHousehold && list != .favourites {
                return EmptyState(
                    icon: Icons.household, title: text[.householdsEmptyTitle], message: text[.errorRecipeNeedsHousehold],
                    action: (text[.householdCreate], HouseholdRoute.list.path))
            }
            switch list {
            case .favourites:
                return EmptyState(
                    icon: Icons.recipes, title: text[.myFavouritesEmptyTitle], message: text[.myFavouritesEmptyMessage],
                    action: (text[.recipeBrowse], RecipeRoute.browse.path))
            default:
                return EmptyState(
                    icon: Icons.recipes, title: text[.myRecipesEmptyTitle], message: text[.myRecipesEmptyMessage],
                    action: (text[.recipeNew], RecipeRoute.new.path))
            }
        }
    }
}
