extension RecipeService.Feed {
    /// True when there is nothing to show yet: the home page keeps its welcome.
    var isEmpty: Bool { editorsChoice.isEmpty && newest.isEmpty && quick.isEmpty }
}

/// The home page's recipe shelves: Editor's Choice, the newest public recipes, quick ones; and
/// the way to the public collections and the chefs.
struct RecipeFeedView: Component {
    var feed: RecipeService.Feed
    var text: Localizer

    var body: Component {
        Div {
            RecipeShelf(
                title: text[.feedEditorsChoice], recipes: feed.editorsChoice,
                moreURL: RecipeRoute.browse.path(query: ["editorsChoice": "true"]), text: text)
            RecipeShelf(
                title: text[.feedNewest], recipes: feed.newest,
                moreURL: RecipeRoute.browse.path(query: ["scope": "public", "sort": "newest"]), text: text)
            RecipeShelf(
                title: text.text(.feedQuick, [String(RecipeService.quickMinutes)]), recipes: feed.quick,
                moreURL: RecipeRoute.browse.path(query: ["maxTime": String(RecipeService.quickMinutes), "sort": "quickest"]), text: text)
            if !feed.isEmpty {
                Navigation {
                    Link(text[.recipeCollectionsPublic], url: CollectionRoute.list.path).class("chip chip-link")
                    Link(text[.recipeChefsTitle], url: ChefRoute.list.path).class("chip chip-link")
                }
                .class("chips feed-more")
            }
        }
        .class("feed")
    }
}

/// The home page for guests once there are public recipes: a short welcome, then the feed.
struct GuestHomeView: Component {
    var feed: RecipeService.Feed
    var text: Localizer

    var body: Component {
        Div {
            Div {
                H1(text[.welcomeTitle])
                Paragraph(text[.welcomeIntro])
                Div {
                    Link(text[.signIn], url: AccountRoute.login.path).class("button button-primary")
                    Link(text[.createAccount], url: AccountRoute.register.path).class("button button-secondary")
                    Link(text[.feedBrowseAll], url: RecipeRoute.browse.path).class("button button-secondary")
                }
                .class("button-row")
            }
            .class("card")
            RecipeFeedView(feed: feed, text: text)
        }
    }
}
