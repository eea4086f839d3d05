import Vapor

/// Home: for someone signed in, a greeting, their households, the pantry's news, the planner and
/// the recipe feed; for a guest, the feed; before there are recipes, the welcome.
enum HomePage {
    enum Model {
        case signedIn(name: String, households: [HouseholdService.Summary], pantry: PantryHomeSection?, feed: RecipeService.Feed)
        case guest(feed: RecipeService.Feed)
        case welcome(isFirstRun: Bool)
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.tabHome], tab: .home) {
                switch model {
                case .guest(let feed):
                    GuestHomeView(feed: feed, text: text)
                case .welcome(let isFirstRun):
                    WelcomeView(text: text, isFirstRun: isFirstRun)
                case .signedIn(let name, let households, let pantry, let feed):
                    H1(text.text(.homeGreeting, [name]))
                    if feed.isEmpty || households.isEmpty {
                        HomeHouseholdsView(text: text, households: households)
                    }
                    if let pantry { pantry }
                    if !households.isEmpty { PlannerHomeLinks(text: text, households: households) }
                    RecipeFeedView(feed: feed, text: text)
                }
            }
        }
    }
}

/// The home page before anyone signs in; on a new installation it invites the first account.
struct WelcomeView: Component {
    var text: Localizer
    var isFirstRun: Bool

    var body: Component {
        Div {
            H1(text[.welcomeTitle])
            Paragraph(text[.welcomeIntro])
            if isFirstRun {
                Div {
                    H2(text[.firstRunTitle])
                    Paragraph(text[.firstRunMessage])
                    Link(text[.firstRunAction], url: AccountRoute.register.path).class("button button-primary")
                }
                .class("card")
            } else {
                Div {
                    Link(text[.signIn], url: AccountRoute.login.path).class("button button-primary")
                    Link(text[.createAccount], url: AccountRoute.register.path).class("button button-secondary")
                    Link(text[.continueAsGuest], url: RecipeRoute.browse.path).class("button button-secondary")
                }
                .class("button-row card")
            }
            Div {
                Feature(icon: Icons.recipes, title: text[.tabRecipes], message: text[.featureRecipes])
                Feature(icon: Icons.pantry, title: text[.tabPantry], message: text[.featurePantry])
                Feature(icon: Icons.shopping, title: text[.tabShopping], message: text[.featureShopping])
                Feature(icon: Icons.household, title: text[.householdsTitle], message: text[.featureHouseholds])
            }
            .class("feature-grid")
        }
    }
}

private struct Feature: Component {
    var icon: String
    var title: String
    var message: String

    var body: Component {
        Div {
            Span(html: icon).class("empty-icon").attribute(named: "aria-hidden", value: "true")
            H3(title)
            Paragraph(message)
        }
        .class("feature")
    }
}

/// The signed-in home page's list of households, or the invitation to create one.
struct HomeHouseholdsView: Component {
    var text: Localizer
    var households: [HouseholdService.Summary]

    var body: Component {
        if households.isEmpty {
            return EmptyState(
                icon: Icons.household,
                title: text[.householdsEmptyTitle],
                message: text[.householdsEmptyMessage],
                action: (text[.householdCreate], HouseholdRoute.list.path)
            )
        }
        return Div {
            H2(text[.householdsTitle])
            HouseholdList(text: text, households: households)
        }
        .class("card")
    }
}
