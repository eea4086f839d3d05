import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("Reminder pages")
struct ReminderPagesTests {
    /// Ada's household and her browser, signed in.
    static func setUp(_ app: Application) async throws -> (browser: WebBrowser, ada: TestUser, household: String) {
        let ada = try await app.makeUser("Ada")
        let household = try await app.makeHousehold("Home", owner: ada)
        let browser = try await WebBrowser.signedIn(app, as: ada)
        return (browser, ada, household)
    }

    @Test(
        "The reminders home shows built-in lists, My lists and the forms in each language",
        arguments: [("en", "My lists", "Today"), ("uk", "Мої списки", "Сьогодні"), ("ru", "Мои списки", "Сегодня")])
    func homeInThreeLanguages(language: String, myLists: String, today: String) async throws {
        try await withApp(.sqlite) { app in
            let (browser, _, _) = try await Self.setUp(app)
            browser.acceptLanguage = language

            let page = try await browser.get("/reminders")

            #expect(page.status == .ok)
            #expect(page.html.contains("<h2>\(myLists)</h2>"))
            #expect(page.html.contains(today))
            #expect(page.html.contains("/built-in/overdue"))
        }
    }

    @Test(
        "A person's default list is called \"Reminders\" in the reader's language until they rename it",
        arguments: [("uk", "Нагадування"), ("ru", "Напоминания")])
    func defaultListNameInTheReadersLanguage(language: String, name: String) async throws {
        try await withApp(.sqlite) { app in
            let (browser, ada, household) = try await Self.setUp(app)
            browser.acceptLanguage = language
            let lists = try await app.api(.GET, "/api/households/\(household)/reminder-lists", as: ada.bearer).jsonArray
            let listID = try #require(lists.first?["id"] as? String)

            let home = try await browser.get("/reminders")
            let list = try await browser.get("/reminders/lists/\(listID)")

            #expect(lists.first?["name"] as? String == "Reminders")
            #expect(home.html.contains("<span class=\"row-title\">\(name)</span>"))
            #expect(!home.html.contains(">Reminders<"))
            #expect(list.html.contains("<h1>\(name)</h1>"))
        }
    }

    @Test("The Me page links to the reminders")
    func linkedFromMe() async throws {
        try await withApp(.sqlite) { app in
            let (browser, _, _) = try await Self.setUp(app)
            let me = try await browser.get("/me")
            #expect(me.html.contains(#"href="/reminders""#))
        }
    }

    @Test("Quick add puts a reminder on the list; completing it takes it off and Completed shows it", arguments: TestDatabase.all)
    func quickAddAndComplete(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, household) = try await Self.setUp(app)
            let lists = try await app.api(.GET, "/api/households/\(household)/reminder-lists", as: ada.bearer).jsonArray
            let list = try #require(lists.first?["id"] as? String)

            try await browser.post("/reminders/lists/\(list)/add", ["title": "Soak the beans"])
            let added = try await browser.get("/reminders/lists/\(list)")
            let reminders = try await app.api(.GET, "/api/households/\(household)/reminders", as: ada.bearer).json["items"] as? [[String: Any]]
            let id = try #require(reminders?.first?["id"] as? String)
            let completed = try await browser.post("/reminders/\(id)/complete", ["next": "/reminders/lists/\(list)"])
            let after = try await browser.follow(completed)
            let done = try await browser.get("/reminders/households/\(household)/built-in/completed")

            #expect(added.html.contains("Soak the beans") && added.html.contains(#"data-reminder-complete="true""#))
            #expect(completed.location == "/reminders/lists/\(list)")
            #expect(!after.html.contains("Soak the beans"))
            #expect(done.html.contains("Soak the beans"))
        }
    }

    @Test("The reminder form saves a preset repeat that ends after a number of times", arguments: TestDatabase.all)
    func formSavesRepeat(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, household) = try await Self.setUp(app)
            let made = try await app.api(.POST, "/api/households/\(household)/reminders", json: ["title": "Bins"], as: ada.bearer)
            let id = try #require(made["id"])
            let form = try await browser.get("/reminders/\(id)/edit")

            let saved = try await browser.post(
                "/reminders/\(id)/edit",
                ["title": "Put the bins out", "dueDay": "2026-04-01", "dueTime": "19:30", "repeatPreset": "weekly", "endRepeat": "afterCount",
                 "endCount": "10", "priority": "high"])
            let reminder = try await app.api(.GET, "/api/reminders/\(id)", as: ada.bearer)

            #expect(form.html.contains("FREQ=") || form.html.contains(#"name="rrule""#))
            #expect(saved.status == .seeOther)
            #expect(reminder["title"] == "Put the bins out" && reminder["rrule"] == "FREQ=WEEKLY;COUNT=10" && reminder["priority"] == "high")
        }
    }

    @Test("A custom rule that does not read is shown again with the error, and nothing changes", arguments: TestDatabase.all)
    func formRefusesBadRule(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, household) = try await Self.setUp(app)
            let made = try await app.api(.POST, "/api/households/\(household)/reminders", json: ["title": "Bins"], as: ada.bearer)
            let id = try #require(made["id"])
            try await browser.get("/reminders/\(id)/edit")

            let refused = try await browser.post(
                "/reminders/\(id)/edit", ["title": "Bins", "dueDay": "2026-04-01", "repeatPreset": "custom", "rrule": "FREQ=FORTNIGHTLY"])

            #expect(refused.status == .badRequest && refused.html.contains("FREQ"))
            #expect(try await app.api(.GET, "/api/reminders/\(id)", as: ada.bearer)["rrule"] == nil)
        }
    }

    @Test("The filter editor saves a smart list of flagged reminders", arguments: TestDatabase.all)
    func filterEditor(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let (browser, ada, household) = try await Self.setUp(app)
            _ = try await app.api(.POST, "/api/households/\(household)/reminders", json: ["title": "Flagged one", "flagged": true], as: ada.bearer)
            _ = try await app.api(.POST, "/api/households/\(household)/reminders", json: ["title": "Plain one"], as: ada.bearer)
            try await browser.get("/reminders/households/\(household)/smart/new")

            let saved = try await browser.post(
                "/reminders/households/\(household)/smart", ["name": "Flags", "combine": "all", "flagged": "true", "priority": "none"])
            let shown = try await browser.follow(saved)

            #expect(shown.html.contains("<h1>Flags</h1>") && shown.html.contains("Flagged one") && !shown.html.contains("Plain one"))
        }
    }

    @Test("The sort and display menu saves the list's sort, order and what it shows")
    func displayMenuSavesTheListsSettings() async throws {
        try await withApp(.sqlite) { app in
            let (browser, ada, household) = try await Self.setUp(app)
            let lists = try await app.api(.GET, "/api/households/\(household)/reminder-lists", as: ada.bearer).jsonArray
            let list = try #require(lists.first?["id"] as? String)
            let page = try await browser.get("/reminders/lists/\(list)")
            #expect(page.html.contains("Sort and show"))

            let saved = try await browser.post(
                "/reminders/lists/\(list)/display", ["sortBy": "title", "order": "descending", "showCompleted": "true"])
            #expect(saved.location == "/reminders/lists/\(list)")
            let stored = try await app.api(.GET, "/api/reminder-lists/\(list)", as: ada.bearer).json
            #expect(stored["sortBy"] as? String == "title")
            #expect(stored["ascending"] as? Bool == false)
            #expect(stored["showCompleted"] as? Bool == true)
            #expect(stored["showOverdue"] as? Bool == false)
        }
    }

    @Test("An owner turns kitchen reminders on from the reminders page")
    func ownerTurnsKitchenRemindersOn() async throws {
        try await withApp(.sqlite) { app in
            let (browser, ada, household) = try await Self.setUp(app)
            let home = try await browser.get("/reminders")
            #expect(home.html.contains("name=\"expiryReminders\""))
            let saved = try await browser.post("/reminders/households/\(household)/kitchen", ["expiryReminders": "true"])
            #expect(saved.location == "/reminders")
            let setting = try await app.api(.GET, "/api/households/\(household)/kitchen-reminders", as: ada.bearer).json
            #expect(setting["expiryReminders"] as? Bool == true)
        }
    }

    @Test("Tags typed in the form are made for the household and put on the reminder")
    func tagsAreMadeInPlace() async throws {
        try await withApp(.sqlite) { app in
            let (browser, ada, household) = try await Self.setUp(app)
            let made = try await app.api(.POST, "/api/households/\(household)/reminders", json: ["title": "Descale the kettle"], as: ada.bearer)
            let id = try #require(made.json["id"] as? String)
            _ = try await browser.get("/reminders/\(id)/edit")
            let saved = try await browser.post("/reminders/\(id)/edit", ["title": "Descale the kettle", "newTags": "#kitchen, monthly"])
            #expect(saved.status == .seeOther || saved.location != nil)
            let tags = try await app.api(.GET, "/api/households/\(household)/reminder-tags", as: ada.bearer).jsonArray
            #expect(Set(tags.compactMap { $0["name"] as? String }) == ["kitchen", "monthly"])
            let reminder = try await app.api(.GET, "/api/reminders/\(id)", as: ada.bearer).json
            #expect((reminder["tagIds"] as? [String])?.count == 2)
        }
    }
}
