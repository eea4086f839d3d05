import Foundation
@testable import LarderServer
import LarderTestSupport
import Testing
import Vapor

@Suite("Forgotten passwords: mailed links, administrators' links, single use, expiry, sessions ended")
struct PasswordResetTests {
    @Test("A mailed link sets a new password once and ends every sign-in of the account", arguments: TestDatabase.all)
    func mailedLinkResetsThePasswordAndEndsSessions(database: TestDatabase) async throws {
        try await withMailingApp(database) { app, catcher in
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let oldBrowser = try await WebBrowser.signedIn(app, as: ada)

            let asker = WebBrowser(app)
            try await asker.get("/password/forgot")
            let answer = try await asker.post("/password/forgot", ["email": ada.email])
            #expect(answer.status == .ok)
            #expect(answer.html.contains("a link to set a new password is on its way"))

            let mail = try #require(try await catcher.waitForMails(1).first)
            #expect(mail.envelopeTo == [ada.email])
            #expect(mail.from == "Larder <larder@example.test>")
            #expect(mail.subject == "Set a new Larder password")
            let link = try linkPath(in: mail)
            #expect(link.hasPrefix("/password/reset?token="))

            let form = try await asker.get(link)
            #expect(form.status == .ok)
            #expect(form.html.contains(ada.email))
            let token = String(link.dropFirst("/password/reset?token=".count))
            let done = try await asker.post("/password/reset", ["token": token, "password": "a brand new secret"])
            #expect(done.status == .seeOther || done.status == .found)
            #expect(done.location == "/login")

            let signIn = try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": "a brand new secret"])
            #expect(signIn.status == .ok)
            let oldPassword = try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": ada.password])
            #expect(oldPassword.status == .unauthorized)
            #expect(try await app.api(.GET, "/api/me", as: ada.bearer).status == .unauthorized)
            let refreshed = try await app.api(.POST, "/api/auth/refresh", json: ["refreshToken": ada.refreshToken])
            #expect(refreshed.status == .unauthorized)
            let oldSession = try await oldBrowser.get("/me")
            #expect(oldSession.location?.hasPrefix("/login") == true)

            let again = try await asker.post("/password/reset", ["token": token, "password": "yet another secret"])
            #expect(again.status == .notFound)
            #expect(again.html.contains("This reset link no longer works"))
        }
    }

    @Test("Mail goes over STARTTLS to a server that takes the password only after it, in the reader's language")
    func startTLS() async throws {
        try await withMailingApp(.sqlite, startTLS: true) { app, catcher in
            let ada = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            browser.acceptLanguage = "uk"
            try await browser.get("/password/forgot")
            try await browser.post("/password/forgot", ["email": ada.email])
            let mail = try #require(try await catcher.waitForMails(1).first)
            #expect(mail.subject == "Новий пароль для Larder")
            #expect(mail.body.contains("Вітаємо, Ada!"))
            #expect(try linkPath(in: mail).hasPrefix("/password/reset?token="))
        }
    }

    @Test("Asking for an address no account has answers the same and sends nothing", arguments: TestDatabase.all)
    func unknownAddressesLookTheSame(database: TestDatabase) async throws {
        try await withMailingApp(database) { app, catcher in
            let ada = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.get("/password/forgot")
            let unknown = try await browser.post("/password/forgot", ["email": "nobody@example.com"])
            let known = try await browser.post("/password/forgot", ["email": ada.email])
            #expect(unknown.status == known.status)
            #expect(unknown.html.replacingOccurrences(of: "nobody@example.com", with: ada.email) == known.html)
            let mails = try await catcher.waitForMails(1)
            #expect(mails.map(\.envelopeTo) == [[ada.email]])
        }
    }

    @Test("A second request within a minute mails nothing more", arguments: TestDatabase.all)
    func mailsAreSpacedOut(database: TestDatabase) async throws {
        try await withMailingApp(database) { app, catcher in
            let clock = TestClock()
            app.use(clock)
            let ada = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.get("/password/forgot")
            try await browser.post("/password/forgot", ["email": ada.email])
            try await browser.post("/password/forgot", ["email": ada.email])
            #expect(try await PasswordReset.query(on: app.db).count() == 1)
            clock.advance(by: 61)
            try await browser.post("/password/forgot", ["email": ada.email])
            #expect(try await catcher.waitForMails(2).count == 2)
        }
    }

    @Test("A link stops working when it expires", arguments: TestDatabase.all)
    func expiredLinksAreRefused(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let clock = TestClock()
            app.use(clock)
            let ada = try await app.makeUser("Ada")
            let link = try await app.passwordResetService.issue(for: UUID(uuidString: ada.id)!, channel: .mail)
            clock.advance(by: 3601)
            let browser = WebBrowser(app)
            let form = try await browser.get("/password/reset?token=\(link.token)")
            #expect(form.status == .notFound)
            #expect(!form.html.contains("name=\"password\""))
            let post = try await browser.post("/password/reset", ["token": link.token, "password": "a brand new secret"])
            #expect(post.status == .notFound)
            #expect(try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": ada.password]).status == .ok)
        }
    }

    @Test("A too-short new password is refused by its field and the link stays usable", arguments: TestDatabase.all)
    func shortPasswordKeepsTheLink(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let ada = try await app.makeUser("Ada")
            let link = try await app.passwordResetService.issue(for: UUID(uuidString: ada.id)!, channel: .mail)
            let browser = WebBrowser(app)
            try await browser.get("/password/reset?token=\(link.token)")
            let short = try await browser.post("/password/reset", ["token": link.token, "password": "short"])
            #expect(short.status == .badRequest)
            #expect(short.html.contains("name=\"password\""))
            let good = try await browser.post("/password/reset", ["token": link.token, "password": "long enough now"])
            #expect(good.location == "/login")
        }
    }

    @Test("Without mail, the page says to ask an administrator, who makes a link on the admin page", arguments: TestDatabase.all)
    func administratorsMakeLinks(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let admin = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let visitor = WebBrowser(app)
            let page = try await visitor.get("/password/forgot")
            #expect(page.html.contains("This Larder sends no mail"))
            #expect(!page.html.contains("name=\"email\""))

            let adminBrowser = try await WebBrowser.signedIn(app, as: admin)
            try await adminBrowser.get("/admin/users/\(ada.id)")
            let made = try await adminBrowser.post("/admin/users/\(ada.id)/reset-link")
            #expect(made.status == .created)
            let link = try #require(made.html.firstMatch(of: /value="[^"]*(\/password\/reset\?token=[A-Za-z0-9_-]+)"/)?.output.1)
            let form = try await visitor.get(String(link))
            #expect(form.status == .ok)
            try await visitor.post("/password/reset", ["token": String(link.dropFirst("/password/reset?token=".count)), "password": "chosen by ada"])
            #expect(try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": "chosen by ada"]).status == .ok)
        }
    }

    @Test("Only administrators make reset links", arguments: TestDatabase.all)
    func membersCannotMakeLinks(database: TestDatabase) async throws {
        try await withApp(database) { app in
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let bob = try await app.makeUser("Bob")
            let browser = try await WebBrowser.signedIn(app, as: bob)
            try await browser.get("/me")
            let attempt = try await browser.post("/admin/users/\(ada.id)/reset-link")
            #expect(attempt.status == .forbidden)
            #expect(try await PasswordReset.query(on: app.db).count() == 0)
        }
    }
}
