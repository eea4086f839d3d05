import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// The reminders list in a real browser (headless Chromium): quick add, then complete with the
/// few-second countdown the web app gives to undo.
@Suite(
    "Reminders in a browser", .serialized,
    .needsChromium)
struct RemindersBrowserTests {
    @Test("Quick add shows the reminder; undo keeps it; completing after the countdown takes it off")
    func quickAddThenComplete() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let lists = try await app.api(.GET, "/api/households/\(home)/reminder-lists", as: ada.bearer).jsonArray
            let list = try #require(lists.first?["id"] as? String)
            try await withRunningServer(app) { baseURL in
                try await WebDriver.with("reminders-ada") { phone in
                    try await Self.signInAsAda(phone, baseURL)
                    try await phone.open(baseURL.appendingPathComponent("reminders/lists/\(list)"))

                    // Quick add
                    try await phone.type("Soak the beans", into: "#reminder-quick-add")
                    try await phone.click("form.reminders-quick-add button[type=submit]")
                    try await phone.waitForText("Soak the beans")

                    // Complete, then undo during the countdown: nothing is sent.
                    try await phone.click("li.reminder button.reminder-check")
                    try await phone.waitFor("document.querySelector('.reminder-countdown') !== null")
                    try await phone.click("button.reminder-undo")
                    try await Task.sleep(for: .seconds(4))
                    let open = try await app.api(.GET, "/api/households/\(home)/built-in-lists/all/reminders", as: ada.bearer)
                    #expect((open.json["items"] as? [[String: Any]])?.count == 1)

                    // Complete and let the countdown run out: it leaves the list.
                    try await phone.click("li.reminder button.reminder-check")
                    try await phone.waitFor("document.querySelectorAll('li.reminder').length === 0")
                    let done = try await app.api(.GET, "/api/households/\(home)/built-in-lists/completed/reminders", as: ada.bearer)
                    #expect((done.json["items"] as? [[String: Any]])?.count == 1)
                    try await phone.keepScreenshot("reminders-list")
                }
            }
        }
    }

    @Test("Swiping a reminder to the right completes it after the countdown")
    func swipeToComplete() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let lists = try await app.api(.GET, "/api/households/\(home)/reminder-lists", as: ada.bearer).jsonArray
            let list = try #require(lists.first?["id"] as? String)
            _ = try await app.api(.POST, "/api/households/\(home)/reminders", json: ["title": "Descale the kettle", "listId": list], as: ada.bearer)
            try await withRunningServer(app) { baseURL in
                try await WebDriver.with("reminders-swipe") { phone in
                    try await Self.signInAsAda(phone, baseURL)
                    try await phone.open(baseURL.appendingPathComponent("reminders/lists/\(list)"))
                    try await phone.waitForText("Descale the kettle")

                    try await phone.swipe("li.reminder button.reminder-check", by: 180)
                    try await phone.waitFor("document.querySelector('.reminder-countdown') !== null")
                    try await phone.waitFor("document.querySelectorAll('li.reminder').length === 0")
                    let done = try await app.api(.GET, "/api/households/\(home)/built-in-lists/completed/reminders", as: ada.bearer)
                    #expect((done.json["items"] as? [[String: Any]])?.count == 1)
                }
            }
        }
    }

    @Test("Dragging a reminder by its handle puts it in a new place in a list sorted by hand")
    func dragToReorder() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let lists = try await app.api(.GET, "/api/households/\(home)/reminder-lists", as: ada.bearer).jsonArray
            let list = try #require(lists.first?["id"] as? String)
            for title in ["First", "Second", "Third"] {
                _ = try await app.api(.POST, "/api/households/\(home)/reminders", json: ["title": title, "listId": list], as: ada.bearer)
            }
            try await withRunningServer(app) { baseURL in
                try await WebDriver.with("reminders-drag") { phone in
                    try await Self.signInAsAda(phone, baseURL)
                    try await phone.open(baseURL.appendingPathComponent("reminders/lists/\(list)"))
                    try await phone.waitForText("Third")
                    let titles = "Array.from(document.querySelectorAll('li.reminder .row-title')).map(e => e.textContent).join(',')"
                    let before = try await phone.script("return \(titles)") as? String ?? ""
                    let last = try #require(before.split(separator: ",").last.map(String.init))

                    try await phone.drag("li.reminder:last-child .reminder-handle", byY: -400)
                    try await phone.waitFor("(\(titles)).startsWith('\(last),')")
                    // The page sends the order and comes back from the server with it.
                    try await phone.waitFor("document.querySelector('form.reminders-order input[name=ids]').value === ''")
                    try await phone.waitFor("(\(titles)).startsWith('\(last),')")
                    let stored = try await app.api(.GET, "/api/reminder-lists/\(list)/reminders", as: ada.bearer)
                    #expect((stored.json["items"] as? [[String: Any]])?.first?["title"] as? String == last)
                }
            }
        }
    }

    /// Ada signs in through the form, as a person would.
    static func signInAsAda(_ phone: WebDriver, _ baseURL: URL) async throws {
        try await phone.open(baseURL.appendingPathComponent("login"))
        try await phone.type("ada@example.com", into: "#login")
        try await phone.type("correct horse", into: "#password")
        try await phone.click("form[action='/login'] button[type=submit]")
        try await phone.waitForText("Hello,")
    }
}
