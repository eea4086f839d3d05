/// The lists of My recipes, each a tab.
enum MyRecipesListing: String, CaseIterable {
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
        case .mine: RecipeRoute.mine.path
        case .household, .favourites: RecipeRoute.mine.path(query: ["list": rawValue])
        case .collections: CollectionRoute.mine.path
        case .photos: RecipeRoute.photoRecipes.path
        }
    }
}

/// The title, the ways to add a recipe, and the tabs of My recipes.
struct MyRecipesHeader: Component {
    var text: Localizer
    var current: MyRecipesListing

    var body: Component {
        ComponentGroup {
            Div {
                H1(text[.myRecipesTitle])
                Div {
                    Link(text[.recipeNew], url: RecipeRoute.new.path).class("button button-primary button-small")
                    Link(text[.recipeImportShort], url: RecipeRoute.importPage.path).class("button button-secondary button-small")
                    Link(text[.recipeGenerateShort], url: RecipeRoute.generate.path).class("button button-secondary button-small")
                }
                .class("button-row")
            }
            .class("page-header")
            Navigation {
                for item in MyRecipesListing.allCases {
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
