import Foundation
import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// The week view in a real browser (headless Chromium): on a phone-sized window Ada fills a week
/// for herself and Bob with the rules form, drags a dish to another slot, and puts the week on
/// the shopping list; on a desktop-sized one she drags a dish across days on the grid.
@Suite(
    "Planner in a browser", .serialized,
    .needsChromium)
struct PlannerBrowserTests {
    @Test("Fill a week, drag a dish to another meal, and shop for the week")
    func fillDragAndShop() async throws {
        try await withApp(.sqlite) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL, withCookbook: true)
                let monday = PlannerKitchen.monday
                try await WebDriver.with("planner-week") { phone in
                    try await RemindersBrowserTests.signInAsAda(phone, baseURL)
                    try await phone.open(
                        baseURL.appendingPathComponent("households/\(kitchen.home)/plan").appending(queryItems: [
                            URLQueryItem(name: "week", value: monday)
                        ]))
                    try await phone.waitForText("Fill the week")
                    try await phone.click("form:has(input[name=noRepeatDays]) button[type=submit]")
                    try await phone.waitForText("The plan is filled.", timeout: 600)
                    let breakfast = ".planner-slot[data-day=\"\(monday)\"][data-meal=breakfast]"
                    let lunch = ".planner-slot[data-day=\"\(monday)\"][data-meal=lunch]"
                    let dragged = try #require(
                        try await phone.script("return document.querySelector('\(breakfast) .planner-entry').dataset.entry") as? String)
                    try await phone.keepScreenshot("planner-filled")

                    try await phone.drag("\(breakfast) .planner-entry[data-entry=\"\(dragged)\"] .planner-handle", onto: lunch)

                    try await phone.waitFor("document.querySelector('\(lunch) .planner-entry[data-entry=\"\(dragged)\"]')")
                    let week = try await kitchen.week(from: monday, to: monday)
                    #expect(week.entries.first { $0.id == dragged }?.meal == .lunch)

                    try await phone.click("form[action$='/plan/shopping'] button[type=submit]")
                    try await phone.waitForText("What the week needs is on the shopping list.")
                    try await phone.keepScreenshot("planner-shopping")
                    let path = try await phone.currentPath()
                    #expect(path.hasPrefix("/shopping/lists/"))
                    let list = try await kitchen.ada.getShoppingList(path: .init(listId: String(path.split(separator: "/").last ?? ""))).ok
                        .body.json
                    #expect(!list.items.isEmpty)
                    #expect(list.items.allSatisfy { $0.sources.allSatisfy { $0.kind == .plan } })
                }
            }
        }
    }

    @Test("On a desktop grid, dragging a dish onto another day's slot moves it to that day and meal")
    func dragAcrossDaysOnDesktop() async throws {
        try await withApp(.sqlite) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let monday = PlannerKitchen.monday
                let wednesday = PlannerKitchen.day(2)
                let stew = try await kitchen.recipe("Beef stew", ["200 g ground beef", "300 g potatoes", "100 g carrots"])
                let entry = try await kitchen.add(stew, day: monday, meal: .dinner)
                try await WebDriver.with("planner-desktop", windowSize: (width: 1440, height: 900)) { desktop in
                    try await RemindersBrowserTests.signInAsAda(desktop, baseURL)
                    try await desktop.open(
                        baseURL.appendingPathComponent("households/\(kitchen.home)/plan").appending(queryItems: [
                            URLQueryItem(name: "week", value: monday)
                        ]))
                    try await desktop.waitForText("Beef stew")
                    let target = ".planner-slot[data-day=\"\(wednesday)\"][data-meal=lunch]"
                    try await desktop.keepScreenshot("planner-desktop-grid")

                    try await desktop.drag(".planner-entry[data-entry=\"\(entry.id)\"] .planner-handle", onto: target)

                    try await desktop.waitFor("document.querySelector('\(target) .planner-entry[data-entry=\"\(entry.id)\"]')")
                    let week = try await kitchen.week()
                    let moved = try #require(week.entries.first { $0.id == entry.id })
                    #expect(moved.day == wednesday)
                    #expect(moved.meal == .lunch)
                    #expect(week.entries.count == 1)
                }
            }
        }
    }
}
