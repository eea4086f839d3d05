import Plot
import Vapor

/// The signed-in person's own lists: recipes they wrote, their households' cookbook,
/// favourites, their collections (and bookmarked ones) and their households' photo recipes.
struct MyRecipesView {
    enum Listing: String, CaseIterable {
        case mine, household, favourites, collections, photos

        /// The recipe search behind the list; the collections and photo tabs are pages of their own.
        var scope: RecipeQuery.Scope? {
            switch self {
            case .mine: .mine
            case .household: .household
            case .favourites: .favourites
            case .collections, .photos: nil
            }
        }

        var title: Phrase {
            switch self {
            case .mine: .myRecipesMine
            case .household: .myRecipesHousehold
            case .favourites: .myRecipesFavourites
            case .collections: .recipeCollectionsTab
            case .photos: .recipePhotoRecipesTab
            }
        }

        var url: String {
            switch self {
            case .mine: "/recipes/mine"
            case .household, .favourites: "/recipes/mine?list=\(rawValue)"
            case .collections: "/recipes/mine/collections"
            case .photos: "/recipes/mine/photos"
            }
        }
    }

    var context: WebContext
    var list: Listing
    var page: Int
    var found: RecipeService.SearchPage
    var hasHousehold: Bool

    func response() -> Response {
        let text = context.text
        return Page(title: text[.myRecipesTitle], tab: .recipes) {
            MyRecipesHeader(text: text, current: list)
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
        case .favourites:
            return EmptyState(
                icon: Icons.recipes, title: text[.myFavouritesEmptyTitle], message: text[.myFavouritesEmptyMessage],
                action: (text[.recipeBrowse], "/recipes"))
        default:
            return EmptyState(
                icon: Icons.recipes, title: text[.myRecipesEmptyTitle], message: text[.myRecipesEmptyMessage],
                action: (text[.recipeNew], "/recipes/new"))
        }
    }
}

/// The title, the ways to add a recipe, and the tabs of My recipes.
struct MyRecipesHeader: Component {
    var text: Localizer
    var current: MyRecipesView.Listing

    var body: Component {
        ComponentGroup {
            Div {
                H1(text[.myRecipesTitle])
                Div {
                    Link(text[.recipeNew], url: "/recipes/new").class("button button-primary button-small")
                    Link(text[.recipeImportShort], url: "/recipes/import").class("button button-secondary button-small")
                    Link(text[.recipeGenerateShort], url: "/recipes/generate").class("button button-secondary button-small")
                }
                .class("button-row")
            }
            .class("page-header")
            Navigation {
                for item in MyRecipesView.Listing.allCases {
                    Link(text[item.title], url: item.url)
                        .class(item == current ? "segment active" : "segment")
                        .attribute(named: "aria-current", value: item == current ? "page" : nil)
                }
            }
            .class("segmented")
            .attribute(named: "aria-label", value: text[.myRecipesTitle])
        }
    }
}
