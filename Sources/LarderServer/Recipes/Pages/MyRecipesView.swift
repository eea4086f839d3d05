import Plot
import Vapor

/// The signed-in person's own lists: recipes they wrote, their households' cookbook, favourites.
struct MyRecipesView {
    enum Listing: String, CaseIterable {
        case mine, household, favourites

        var scope: RecipeQuery.Scope {
            switch self {
            case .mine: .mine
            case .household: .household
            case .favourites: .favourites
            }
        }

        var title: Phrase {
            switch self {
            case .mine: .myRecipesMine
            case .household: .myRecipesHousehold
            case .favourites: .myRecipesFavourites
            }
        }

        var url: String { self == .mine ? "/recipes/mine" : "/recipes/mine?list=\(rawValue)" }
    }

    var context: WebContext
    var list: Listing
    var page: Int
    var found: RecipeService.SearchPage
    var hasHousehold: Bool

    func response() -> Response {
        let text = context.text
        return Page(title: text[.myRecipesTitle], tab: .recipes) {
            Div {
                H1(text[.myRecipesTitle])
                Link(text[.recipeNew], url: "/recipes/new").class("button button-primary button-small")
            }
            .class("page-header")
            Navigation {
                for item in Listing.allCases {
                    Link(text[item.title], url: item.url)
                        .class(item == list ? "segment active" : "segment")
                        .attribute(named: "aria-current", value: item == list ? "page" : nil)
                }
            }
            .class("segmented")
            .attribute(named: "aria-label", value: text[.myRecipesTitle])
            if found.items.isEmpty {
                emptyState(text)
            } else {
                RecipeGrid(recipes: found.items, text: text)
                RecipePagination(page: page, total: found.total, per: RecipeSearchForm.perPage, text: text) { number in
                    list.url + (list == .mine ? "?" : "&") + "page=\(number)"
                }
            }
        }
        .response(context)
    }

    private func emptyState(_ text: Localizer) -> Component {
        if !hasHousehold && list != .favourites {
            return EmptyState(
                icon: Icons.household, title: text[.householdsEmptyTitle], message: text[.errorRecipeNeedsHousehold],
                action: (text[.householdCreate], "/households"))
        }
        switch list {
        case .mine, .household:
            return EmptyState(
                icon: Icons.recipes, title: text[.myRecipesEmptyTitle], message: text[.myRecipesEmptyMessage],
                action: (text[.recipeNew], "/recipes/new"))
        case .favourites:
            return EmptyState(
                icon: Icons.recipes, title: text[.myFavouritesEmptyTitle], message: text[.myFavouritesEmptyMessage],
                action: (text[.recipeBrowse], "/recipes"))
        }
    }
}
