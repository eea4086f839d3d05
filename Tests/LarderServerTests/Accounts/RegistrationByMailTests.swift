import Fluent
import Foundation
@testable import LarderServer
import LarderTestSupport
import Testing
import Vapor

@Suite("Registration by a mailed link: no account until the address is confirmed, and taken addresses answered alike")
struct RegistrationByMailTests {
    private let newcomer: [String: any Sendable] = ["name": "Grace", "email": "grace@example.com", "password": "grace's secret"]

    /// Registers the newcomer after the administrator's account, and returns the mailed link's token.
    private func registerNewcomer(_ app: Application, _ catcher: MailCatcher) async throws -> String {
        _ = try await app.makeUser("Admin")
        try await app.api(.POST, "/api/auth/register", json: newcomer)
        return try token(in: try #require(try await catcher.waitForMails(1).first), linkingTo: "/register/confirm")
    }

    @Test("With mail on, an account is made only when the link mailed to its address is confirmed", arguments: TestDatabase.all)
    func accountIsMadeWhenTheLinkIsConfirmed(database: TestDatabase) async throws {
        try await withMailingApp(database) { app, catcher in
            _ = try await app.makeUser("Admin")
            let answer = try await app.api(.POST, "/api/auth/register", json: newcomer)
            #expect(answer.status == .accepted)
            #expect(answer.json as NSDictionary == ["email": "grace@example.com"])
            let early = try await app.api(.POST, "/api/auth/login", json: ["login": "grace@example.com", "password": "grace's secret"])
            #expect(early.status == .unauthorized)

            let mail = try #require(try await catcher.waitForMails(1).first)
            #expect(mail.envelopeTo == ["grace@example.com"])
            #expect(mail.subject == "Finish creating your Larder account")
            #expect(mail.body.contains("Hello Grace,"))
            let confirmation = try token(in: mail, linkingTo: "/register/confirm")

            let browser = WebBrowser(app)
            let page = try await browser.get("/register/confirm?token=" + confirmation)
            #expect(page.status == .ok)
            #expect(page.html.contains("grace@example.com"))
            let done = try await browser.post("/register/confirm", ["token": confirmation])
            #expect(done.location == "/")
            #expect(try await browser.get("/me").html.contains("Grace"))
            let signIn = try await app.api(.POST, "/api/auth/login", json: ["login": "grace@example.com", "password": "grace's secret"])
            #expect(signIn.status == .ok)
        }
    }

    @Test("Opening the link shows a button and makes nothing, so a mail scanner cannot use it up", arguments: TestDatabase.all)
    func openingTheLinkMakesNothing(database: TestDatabase) async throws {
        try await withMailingApp(database) { app, catcher in
            let link = "/register/confirm?token=" + (try await registerNewcomer(app, catcher))
            let browser = WebBrowser(app)
            try await browser.get(link)
            try await browser.get(link)
            #expect(try await User.query(on: app.db).filter(\.$email == "grace@example.com").count() == 0)
            #expect(try await browser.get(link).html.contains("name=\"token\""))
        }
    }

    @Test("An address that has an account gets the same answer, and its owner a notice that makes nothing", arguments: TestDatabase.all)
    func takenAddressIsAnsweredAlike(database: TestDatabase) async throws {
        try await withMailingApp(database) { app, catcher in
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let fresh = try await app.api(.POST, "/api/auth/register", json: newcomer)
            let taken = try await app.api(
                .POST, "/api/auth/register", json: ["name": "Mallory", "email": ada.email, "password": "mallory's secret"])
            #expect(taken.status == fresh.status)
            #expect(taken.body.replacingOccurrences(of: ada.email, with: "grace@example.com") == fresh.body)

            let mails = try await catcher.waitForMails(2)
            let notice = try #require(mails.first { $0.envelopeTo == [ada.email] })
            #expect(notice.subject == "You already have a Larder account")
            #expect(notice.body.contains("http://larder.example.test/password/forgot"))
            #expect(!notice.body.contains("/register/confirm"))
            let stillAda = try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": ada.password])
            #expect(stillAda.status == .ok)
            let mallory = try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": "mallory's secret"])
            #expect(mallory.status == .unauthorized)
        }
    }

    @Test("The web form answers a taken address exactly as a new one")
    func webFormAnswersAlike() async throws {
        try await withMailingApp(.sqlite) { app, catcher in
            _ = try await app.makeUser("Admin")
            let ada = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            try await browser.get("/register")
            let fresh = try await browser.post("/register", ["name": "Grace", "email": "grace@example.com", "password": "grace's secret"])
            let taken = try await browser.post("/register", ["name": "Mallory", "email": ada.email, "password": "mallory's secret"])
            #expect(fresh.status == .ok)
            #expect(taken.status == fresh.status)
            #expect(fresh.html.contains("A mail is on its way to grace@example.com"))
            #expect(taken.html.replacingOccurrences(of: ada.email, with: "grace@example.com") == fresh.html)
        }
    }

    @Test("A link makes one account, once, through the API too", arguments: TestDatabase.all)
    func linkWorksOnce(database: TestDatabase) async throws {
        try await withMailingApp(database) { app, catcher in
            let token = try await registerNewcomer(app, catcher)
            let made = try await app.api(.POST, "/api/auth/register/confirm", json: ["token": token])
            #expect(made.status == .created)
            #expect(made["email"] == "grace@example.com")
            #expect(made["name"] == "Grace")
            let again = try await app.api(.POST, "/api/auth/register/confirm", json: ["token": token])
            #expect(again.status == .notFound)
            #expect(again.errorField == "token")
            #expect(try await User.query(on: app.db).filter(\.$email == "grace@example.com").count() == 1)
        }
    }

    @Test("A link stops working after a day", arguments: TestDatabase.all)
    func linkExpires(database: TestDatabase) async throws {
        try await withMailingApp(database) { app, catcher in
            let clock = TestClock()
            app.use(clock)
            let token = try await registerNewcomer(app, catcher)
            clock.advance(by: 24 * 3600 + 1)
            let page = try await WebBrowser(app).get("/register/confirm?token=" + token)
            #expect(page.status == .notFound)
            #expect(page.html.contains("This link no longer works"))
            #expect(!page.html.contains("name=\"token\""))
            #expect(try await app.api(.POST, "/api/auth/register/confirm", json: ["token": token]).status == .notFound)
        }
    }

    @Test("An address that was given an account meanwhile is a 409 naming the email at confirmation", arguments: TestDatabase.all)
    func addressTakenMeanwhileIsAConflict(database: TestDatabase) async throws {
        try await withMailingApp(database) { app, catcher in
            let clock = TestClock()
            app.use(clock)
            _ = try await app.makeUser("Admin")
            try await app.api(.POST, "/api/auth/register", json: newcomer)
            clock.advance(by: 61)
            try await app.api(.POST, "/api/auth/register", json: newcomer)
            let tokens = try await catcher.waitForMails(2).map { try token(in: $0, linkingTo: "/register/confirm") }
            #expect(try await app.api(.POST, "/api/auth/register/confirm", json: ["token": tokens[0]]).status == .created)
            let second = try await app.api(.POST, "/api/auth/register/confirm", json: ["token": tokens[1]])
            #expect(second.status == .conflict)
            #expect(second.errorField == "email")
        }
    }

    @Test("Registering one address again within a minute mails nothing more", arguments: TestDatabase.all)
    func mailsAreSpacedOut(database: TestDatabase) async throws {
        try await withMailingApp(database) { app, catcher in
            let clock = TestClock()
            app.use(clock)
            _ = try await app.makeUser("Admin")
            #expect(try await app.api(.POST, "/api/auth/register", json: newcomer).status == .accepted)
            #expect(try await app.api(.POST, "/api/auth/register", json: newcomer).status == .accepted)
            #expect(try await RegistrationRequest.query(on: app.db).count() == 1)
            clock.advance(by: 61)
            try await app.api(.POST, "/api/auth/register", json: newcomer)
            #expect(try await catcher.waitForMails(2).count == 2)
        }
    }

    @Test("The first account, and an account by phone alone, are made at once even with mail on")
    func firstAccountAndPhoneAccountsAreMadeAtOnce() async throws {
        try await withMailingApp(.sqlite) { app, catcher in
            let first = try await app.api(.POST, "/api/auth/register", json: ["name": "Admin", "email": "admin@example.com", "password": "admin's secret"])
            #expect(first.status == .created)
            let byPhone = try await app.api(.POST, "/api/auth/register", json: ["name": "Bob", "phone": "+380501234567", "password": "bob's secret"])
            #expect(byPhone.status == .created)
            let phoneTaken = try await app.api(.POST, "/api/auth/register", json: ["name": "Eve", "phone": "+380501234567", "password": "eve's secret"])
            #expect(phoneTaken.status == .conflict)
            #expect(phoneTaken.errorField == "phone")
        }
    }
}
