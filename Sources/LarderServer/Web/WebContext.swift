import Fluent
import Vapor

/// What every page needs to know about the reader: language, theme, who they are, and the
/// token their forms must carry.
struct WebContext {
    var language: Language
    var theme: Theme
    var user: Person?
    var csrfToken: String
    var path: String
    var flash: Flash?

    var text: Localizer { Localizer(language) }
}

enum Theme: String, CaseIterable, Sendable {
    /// Follows the device's `prefers-color-scheme`.
    case auto, light, dark
}

/// A one-time notice shown on the next page, e.g. "Household created".
struct Flash: Codable {
    enum Kind: String, Codable { case success, error }
    /// A button beside the message that posts to `url`: "Undo".
    struct Action: Codable {
        var label: String
        var url: String
    }
    var kind: Kind
    var message: String
    var action: Action?
}

enum WebCookie {
    static let language = "larder_lang"
    static let theme = "larder_theme"
}

extension Request {
    private struct WebContextKey: StorageKey {
        typealias Value = WebContext
    }

    /// The page context, built once per request.
    var web: WebContext {
        if let context = storage[WebContextKey.self] { return context }
        let user = auth.get(Person.self)
        let language = user?.preferredLanguage
            ?? cookies[WebCookie.language].flatMap { Language(rawValue: $0.string) }
            ?? Language.preferred(fromAcceptLanguage: headers.first(name: .acceptLanguage))
            ?? .en
        let theme = cookies[WebCookie.theme].flatMap { Theme(rawValue: $0.string) } ?? .auto
        let context = WebContext(
            language: language,
            theme: theme,
            user: user,
            csrfToken: csrfToken,
            path: url.path,
            flash: takeFlash()
        )
        storage[WebContextKey.self] = context
        return context
    }

    /// Sign-in for the web app: the old session is deleted and a new one, with a new id, holds the
    /// account, so an id planted before sign-in (session fixation) is worth nothing after it.
    func startWebSession(for user: Person) async throws {
        if let oldID = session.id {
            try await application.sessions.driver.deleteSession(oldID, for: self).get()
        }
        session.id = nil
        session.data = SessionData()
        auth.login(user)
        rememberInSession(user)
    }

    func endWebSession() {
        auth.logout(Person.self)
        session.destroy()
    }

    func setFlash(_ kind: Flash.Kind, _ message: String, action: Flash.Action? = nil) {
        let flash = Flash(kind: kind, message: message, action: action)
        session.data["flash"] = (try? String(data: JSONEncoder().encode(flash), encoding: .utf8)) ?? nil
    }

    /// Shows a message on the page this request answers with. `setFlash` keeps it for the page
    /// after a redirect; a form answered with a page of its own (no redirect) needs it now.
    func showFlash(_ kind: Flash.Kind, _ message: String) {
        var context = web
        context.flash = Flash(kind: kind, message: message)
        storage[WebContextKey.self] = context
    }

    /// A page a script fetches to refresh what is on screen (a live update) leaves the message for
    /// the page the person's own form leads to.
    static let refreshHeader = "X-Larder-Refresh"

    private func takeFlash() -> Flash? {
        guard hasSession, headers.first(name: Self.refreshHeader) == nil, let stored = session.data["flash"] else { return nil }
        session.data["flash"] = nil
        return try? JSONDecoder().decode(Flash.self, from: Data(stored.utf8))
    }

    /// The signed-in web user, or a redirect to the sign-in page that comes back here.
    func requireWebUser() throws -> Person {
        if let user = auth.get(Person.self) { return user }
        throw SignInRedirect(returnTo: url.path)
    }

    /// A same-site path to go back to after a form, never an outside address.
    func localReturnPath(_ candidate: String?, fallback: String = "/") -> String {
        guard let candidate, candidate.hasPrefix("/"), !candidate.hasPrefix("//"), !candidate.contains("\\") else {
            return fallback
        }
        return candidate
    }
}

/// Thrown by pages that need a person; the error middleware answers with a redirect to /login.
struct SignInRedirect: Error {
    var returnTo: String
}

extension Request {
    /// Larder's address for a link shown to the person making this request: the configured one, else
    /// the address their browser reached (they see the link themselves, so their Host header is safe here).
    var publicBaseURL: String {
        if let url = application.larderConfiguration.publicURL { return url }
        let scheme = application.larderConfiguration.secureCookies ? "https" : "http"
        return "\(scheme)://\(headers.first(name: .host) ?? "127.0.0.1")"
    }
}
