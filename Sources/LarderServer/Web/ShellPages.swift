import Fluent
import Plot
import Vapor

/// Home, the tabs that later modules fill, and the language and theme switches. (The Recipes tab
/// is `RecipeBrowsePages`, the Pantry tab `PantryPages`, the Shopping tab `ShoppingPages`.)
struct ShellPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(ShellRoute.home, use: home)
        routes.get(ShellRoute.offline, use: offline)
        routes.post(ShellRoute.language, use: switchLanguage)
        routes.post(ShellRoute.theme, use: switchTheme)
    }

    /// The recipe feed once there are recipes to show; until then, the welcome (and on a new
    /// installation the invitation to create the first account).
    @Sendable
    func home(request: Request) async throws -> Response {
        let context = request.web
        let text = context.text
        let feed = try await request.recipes.feed(for: RecipeViewer.of(context.user, on: request.db))
        guard let user = context.user else {
            if !feed.isEmpty {
                return Page(title: text[.tabHome], tab: .home) { GuestHomeView(feed: feed, text: text) }.response(context)
            }
            let isFirstRun = try await request.accounts.isEmpty()
            return Page(title: text[.tabHome], tab: .home) {
                WelcomeView(text: text, isFirstRun: isFirstRun)
            }.response(context)
        }
        let households = try await request.households.households(of: user)
        let pantry = try await PantryHomeSection.load(request, user: user, households: households)
        return Page(title: text[.tabHome], tab: .home) {
            H1(text.text(.homeGreeting, [user.name]))
            if feed.isEmpty || households.isEmpty {
                HomeHouseholdsView(text: text, households: households)
            }
            if let pantry { pantry }
            if !households.isEmpty { PlannerHomeLinks(text: text, households: households) }
            RecipeFeedView(feed: feed, text: text)
        }.response(context)
    }

    /// What the service worker shows for a page it has not kept when there is no connection; it
    /// keeps this page when it installs, in the language of that moment.
    @Sendable
    func offline(request: Request) async throws -> Response {
        let text = request.web.text
        return Page(title: text[.offlineTitle], tab: .shopping) {
            EmptyState(
                icon: Icons.tab(.shopping), title: text[.offlineTitle], message: text[.offlineMessage],
                action: (text[.tabShopping], "/shopping"))
        }.response(request.web)
    }

    /// Remembers the language in a cookie, and in the account when someone is signed in.
    @Sendable
    func switchLanguage(request: Request) async throws -> Response {
        let form = try request.content.decode(SwitchForm.self)
        guard let language = form.language.flatMap(Language.init(rawValue:)) else {
            throw AppError.invalid("language", .errorFieldValueNotAllowed, ["language"])
        }
        if let user = request.auth.get(Person.self) {
            try await request.accounts.updateProfile(user.id, .init(language: language), tokens: nil)
        }
        let response = request.redirect(to: request.localReturnPath(form.next))
        response.cookies[WebCookie.language] = Self.preferenceCookie(language.rawValue)
        return response
    }

    @Sendable
    func switchTheme(request: Request) async throws -> Response {
        let form = try request.content.decode(SwitchForm.self)
        guard let theme = form.theme.flatMap(Theme.init(rawValue:)) else {
            throw AppError.invalid("theme", .errorFieldValueNotAllowed, ["theme"])
        }
        let response = request.redirect(to: request.localReturnPath(form.next))
        response.cookies[WebCookie.theme] = Self.preferenceCookie(theme.rawValue)
        return response
    }

    private struct SwitchForm: Content {
        var language: String?
        var theme: String?
        var next: String?
    }

    /// Preferences are not secrets: readable by the page's script, kept for a year.
    private static func preferenceCookie(_ value: String) -> HTTPCookies.Value {
        HTTPCookies.Value(string: value, maxAge: 365 * 24 * 3600, path: "/", isHTTPOnly: false, sameSite: .lax)
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
                    Link(text[.firstRunAction], url: "/register").class("button button-primary")
                }
                .class("card")
            } else {
                Div {
                    Link(text[.signIn], url: "/login").class("button button-primary")
                    Link(text[.createAccount], url: "/register").class("button button-secondary")
                    Link(text[.continueAsGuest], url: "/recipes").class("button button-secondary")
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
                action: (text[.householdCreate], "/households")
            )
        }
        return Div {
            H2(text[.householdsTitle])
            HouseholdList(text: text, households: households)
        }
        .class("card")
    }
}
