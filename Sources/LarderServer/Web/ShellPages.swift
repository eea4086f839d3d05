import Fluent
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
        let feed = try await request.recipes.feed(for: RecipeViewer.of(context.user, on: request.db))
        let model: HomePage.Model
        if let user = context.user {
            let households = try await request.households.households(of: user)
            let pantry = try await PantryHomeSection.load(request, user: user, households: households)
            model = .signedIn(name: user.name, households: households, pantry: pantry, feed: feed)
        } else if !feed.isEmpty {
            model = .guest(feed: feed)
        } else {
            model = .welcome(isFirstRun: try await request.accounts.isEmpty())
        }
        return HomePage.View(context: context, model: model).response()
    }

    /// What the service worker shows for a page it has not kept when there is no connection; it
    /// keeps this page when it installs, in the language of that moment.
    @Sendable
    func offline(request: Request) async throws -> Response {
        OfflinePage.View(context: request.web, model: .init()).response()
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
