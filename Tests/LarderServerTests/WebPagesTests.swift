import Foundation
@testable import LarderServer
import LarderTestSupport
import Testing
import SQLKit
import Vapor

@Suite("Web pages")
struct WebPagesTests {
    @Test("A new installation's home page invites the first account", arguments: [TestDatabase.sqlite])
    func firstRunHome(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let home = try await WebBrowser(app).get("/")
            #expect(home.status == .ok)
            #expect(home.html.contains("Create the first account"))
            #expect(home.html.contains(#"class="tabbar""#))
        }
    }

    @Test("Registering through the form signs the person in", arguments: TestDatabase.all)
    func registerThroughForm(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let browser = WebBrowser(app)
            try await browser.get("/register")

            let submitted = try await browser.post("/register", ["name": "Ada", "email": "ada@example.com", "phone": "", "password": "correct horse"])
            let home = try await browser.follow(submitted)

            #expect(submitted.status == .seeOther)
            #expect(home.html.contains("Hello, Ada"))
            #expect(browser.cookies["larder_session"] != nil)
        }
    }

    @Test("The session cookie is HttpOnly and SameSite=Lax", arguments: [TestDatabase.sqlite])
    func sessionCookieFlags(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.get("/login")
            let page = try await browser.post("/login", ["login": "ada@example.com", "password": "correct horse"])
            let cookie = page.headers[.setCookie].first { $0.hasPrefix("larder_session=") } ?? ""
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.lowercased().contains("samesite=lax"))
        }
    }

    @Test("A form without the CSRF token is refused and changes nothing", arguments: TestDatabase.all)
    func forgedFormIsRefused(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let browser = WebBrowser(app)
            try await browser.get("/register")

            let forged = try await browser.post("/register", ["name": "Ada", "email": "ada@example.com", "password": "correct horse"], includeCSRF: false)

            #expect(forged.status == .forbidden)
            #expect(try await app.api(.POST, "/api/auth/login", json: ["login": "ada@example.com", "password": "correct horse"]).status == .unauthorized)
        }
    }

    @Test("A bad registration shows the error at its field and keeps what was typed, except the password", arguments: [TestDatabase.sqlite])
    func registrationErrorsAreShownInPlace(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let browser = WebBrowser(app)
            try await browser.get("/register")

            let page = try await browser.post("/register", ["name": "Ada", "email": "ada@", "password": "secret-password"])

            #expect(page.status == .badRequest)
            #expect(page.html.contains(#"id="email-error""#))
            #expect(page.html.contains("Enter an email address like name@example.com."))
            #expect(page.html.contains(#"value="Ada""#))
            #expect(!page.html.contains("secret-password"))
        }
    }

    @Test("Signing in with a wrong password says so; the right one goes where the person was headed", arguments: TestDatabase.all)
    func signIn(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            let redirected = try await browser.get("/households")
            #expect(redirected.status == .seeOther)
            #expect(redirected.location == "/login?next=%2Fhouseholds")
            try await browser.follow(redirected)

            let wrong = try await browser.post("/login", ["login": "ada@example.com", "password": "wrong one", "next": "/households"])
            let right = try await browser.post("/login", ["login": "ada@example.com", "password": "correct horse", "next": "/households"])

            #expect(wrong.status == .unauthorized)
            #expect(wrong.html.contains("The login or password is not right."))
            #expect(right.location == "/households")
        }
    }

    @Test("Sign-in never redirects off-site", arguments: [TestDatabase.sqlite])
    func noOpenRedirect(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.get("/login")
            let signedIn = try await browser.post("/login", ["login": "ada@example.com", "password": "correct horse", "next": "//evil.example.com"])
            #expect(signedIn.location == "/")
        }
    }

    @Test("Create a household, add a member, see both listed", arguments: TestDatabase.all)
    func householdPages(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Ada")
            _ = try await app.makeUser("Bob")
            let browser = WebBrowser(app)
            try await browser.signIn("ada@example.com")
            try await browser.get("/households")

            let created = try await browser.post("/households", ["name": "Flat 4", "description": ""])
            let householdPage = try await browser.follow(created)
            let householdPath = created.location ?? ""
            let added = try await browser.post("\(householdPath)/members", ["login": "bob@example.com"])
            let afterAdding = try await browser.follow(added)
            let unknown = try await browser.post("\(householdPath)/members", ["login": "ghost@example.com"])

            #expect(householdPath.hasPrefix("/households/"))
            #expect(householdPage.html.contains("Household “Flat 4” created."))
            #expect(afterAdding.html.contains("Member added."))
            #expect(afterAdding.html.contains("Bob"))
            #expect(unknown.status == .notFound)
            #expect(unknown.html.contains("There is no account with the login “ghost@example.com”."))
        }
    }

    @Test("A stranger opening someone else's household gets a 404 page", arguments: TestDatabase.all)
    func strangerGetsNotFoundPage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeUser("Eve")
            let home = try await app.makeHousehold("Home", owner: ada)
            let browser = WebBrowser(app)
            try await browser.signIn("eve@example.com")

            let page = try await browser.get("/households/\(home)")

            #expect(page.status == .notFound)
            #expect(!page.html.contains("Home</h1>"))
        }
    }

    @Test("Switching to Ukrainian translates the pages and is remembered for the account", arguments: TestDatabase.all)
    func switchLanguage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.signIn(ada.email, password: ada.password)
            try await browser.get("/me")

            let switched = try await browser.post("/language", ["language": "uk", "next": "/me"])
            let page = try await browser.follow(switched)

            #expect(browser.cookies["larder_lang"] == "uk")
            #expect(page.html.contains(#"lang="uk""#))
            #expect(page.html.contains("Головна"))
            #expect(page.html.contains("Домогосподарства"))
            #expect(try await app.api(.GET, "/api/me", as: ada.bearer)["preferredLanguage"] == "uk")
        }
    }

    @Test("Without a choice, the language comes from Accept-Language", arguments: [TestDatabase.sqlite])
    func acceptLanguage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let browser = WebBrowser(app)
            browser.acceptLanguage = "de-DE, ru;q=0.8, en;q=0.5"
            let page = try await browser.get("/")
            #expect(page.html.contains(#"lang="ru""#))
            #expect(page.html.contains("Главная"))
        }
    }

    @Test("The theme toggle sets the dark theme and the page says so", arguments: [TestDatabase.sqlite])
    func darkTheme(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let browser = WebBrowser(app)
            let before = try await browser.get("/")

            let toggled = try await browser.post("/theme", ["theme": "dark", "next": "/"])
            let after = try await browser.follow(toggled)

            #expect(before.html.contains(#"data-theme="auto""#))
            #expect(browser.cookies["larder_theme"] == "dark")
            #expect(after.html.contains(#"data-theme="dark""#))
        }
    }

    @Test("An admin registers a device and sees its id and secret once, with copy buttons", arguments: TestDatabase.all)
    func adminCreatesDevice(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Admin")
            let browser = WebBrowser(app)
            try await browser.signIn("admin@example.com")
            try await browser.get("/admin/devices")

            let created = try await browser.post("/admin/devices", ["name": "Fridge cam", "model": ""])
            let later = try await browser.get("/admin/devices")

            #expect(created.status == .created)
            #expect(created.html.contains(#"id="new-device-secret""#))
            #expect(created.html.contains(#"data-copy="new-device-id""#))
            let secret = created.html.components(separatedBy: #"id="new-device-secret" class="secret">"#).dropFirst().first?.prefix(while: { $0 != "<" })
            #expect((secret?.count ?? 0) >= 40)
            #expect(!later.html.contains(String(secret ?? "missing")))
        }
    }

    @Test("Only admins open the admin pages", arguments: [TestDatabase.sqlite])
    func adminPagesNeedAdmin(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Admin")
            _ = try await app.makeUser("Bob")
            let browser = WebBrowser(app)
            try await browser.signIn("bob@example.com")

            let page = try await browser.get("/admin/users")

            #expect(page.status == .forbidden)
            #expect(page.html.contains("Only administrators can do this."))
        }
    }

    @Test("An owner activates a device from the household's devices page", arguments: TestDatabase.all)
    func activateDeviceFromPage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let device = try await app.makeDevice("Fridge cam", admin: admin)
            let browser = WebBrowser(app)
            try await browser.signIn(ada.email, password: ada.password)
            try await browser.get("/households/\(home)/devices")

            let activated = try await browser.post("/households/\(home)/devices", ["deviceId": device.id])
            let page = try await browser.follow(activated)

            #expect(page.html.contains("“Fridge cam” is now active in this household."))
            #expect(try await app.api(.GET, "/api/device/whoami", as: device.credentials).status == .ok)
        }
    }

    @Test("Signing out ends the session", arguments: [TestDatabase.sqlite])
    func signOut(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.signIn("ada@example.com")
            try await browser.get("/me")

            try await browser.post("/logout")
            let me = try await browser.get("/me")

            #expect(me.status == .seeOther)
        }
    }

    @Test("Unknown pages get a 404 page in the shell", arguments: [TestDatabase.sqlite])
    func notFoundPage(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let page = try await WebBrowser(app).get("/no/such/page")
            #expect(page.status == .notFound)
            #expect(page.html.contains("Page not found"))
            #expect(page.html.contains(#"class="tabbar""#))
        }
    }

    @Test(
        "The 404 page speaks the reader's language, with no English left from the framework",
        arguments: [("uk", "Сторінку не знайдено", "За цією адресою нічого немає."), ("ru", "Страница не найдена", "По этому адресу ничего нет.")])
    func notFoundPageInTheReadersLanguage(language: String, title: String, message: String) async throws {
        try await withApp(.sqlite) { app in
            let browser = WebBrowser(app)
            browser.acceptLanguage = language

            let page = try await browser.get("/no/such/page")

            #expect(page.status == .notFound)
            #expect(page.html.contains(title))
            #expect(page.html.contains(message))
            #expect(!page.html.contains("Not Found"))
        }
    }

    @Test("Assets are served with long caching and no external references", arguments: [TestDatabase.sqlite])
    func assetsAreLocal(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let page = try await WebBrowser(app).get("/")
            let stylesheet = page.html.components(separatedBy: #"<link rel="stylesheet" href=""#).dropFirst().first?.prefix { $0 != "\"" } ?? ""
            let css = try await app.api(.GET, String(stylesheet))

            #expect(css.status == .ok)
            #expect(css.headers.first(name: .cacheControl)?.contains("immutable") == true)
            #expect(!page.html.contains("http://") || !page.html.contains("<script src=\"http"))
            #expect(!page.html.contains("https://"))
        }
    }
}

@Suite("Web sessions")
struct WebSessionTests {
    @Test("A signed-in session ends after thirty days without a visit", arguments: TestDatabase.all)
    func sessionsExpire(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let clock = TestClock()
            app.use(clock)
            _ = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.signIn("ada@example.com")
            #expect(try await browser.get("/me").status == .ok)

            clock.advance(by: 29 * 24 * 3600)
            let stillIn = try await browser.get("/me")
            clock.advance(by: 31 * 24 * 3600)
            let expired = try await browser.get("/me")

            #expect(stillIn.status == .ok, "a visit extends the session")
            #expect(expired.status == .seeOther)
        }
    }

    @Test("The database keeps only a digest of the session cookie", arguments: [TestDatabase.sqlite])
    func sessionIdsAreHashed(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.signIn("ada@example.com")
            let cookie = try #require(browser.cookies["larder_session"])

            let rows = try await app.db.sql().raw("SELECT id_hash FROM web_sessions").all().map { try $0.decode(column: "id_hash", as: String.self) }

            #expect(!rows.isEmpty)
            #expect(!rows.contains(cookie))
        }
    }

    @Test("Signing in replaces the session id, so a planted id is useless", arguments: [TestDatabase.sqlite])
    func signInRotatesSession(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Ada")
            // The attacker plants an id of their choosing in Ada's browser, hoping to share her session.
            let planted = "attackers-chosen-session-id"
            let attacker = WebBrowser(app)
            attacker.plantCookie("larder_session", planted)
            let browser = WebBrowser(app)
            browser.plantCookie("larder_session", planted)
            try await browser.get("/login")

            try await browser.post("/login", ["login": "ada@example.com", "password": "correct horse"])

            #expect(browser.cookies["larder_session"] != nil)
            #expect(browser.cookies["larder_session"] != planted)
            #expect(try await attacker.get("/me").status == .seeOther, "the planted id opens nothing")
        }
    }
}
