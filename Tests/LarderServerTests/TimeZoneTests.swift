import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// "Today" is where the household lives (`LARDER_TIME_ZONE`), not where the server's clock is
/// set: noon in London on 15 June is already 16 June on Kiritimati (UTC+14).
@Suite("Time zone")
struct TimeZoneTests {
    /// Noon UTC on 15 June 2025.
    static let noon = Date(timeIntervalSince1970: 1_749_988_800)
    static let kiritimati = TimeZone(identifier: "Pacific/Kiritimati")!

    @Test("LARDER_TIME_ZONE sets the zone; a name that is not a zone is a configuration problem")
    func configuration() throws {
        let set = try LarderConfiguration.fromEnvironment(["LARDER_TIME_ZONE": "Europe/Kyiv"])
        #expect(set.timeZone.identifier == "Europe/Kyiv")
        #expect {
            try LarderConfiguration.fromEnvironment(["LARDER_TIME_ZONE": "Mars/Olympus"])
        } throws: { error in
            (error as? ConfigurationError)?.problems.first?.contains("LARDER_TIME_ZONE") == true
        }
    }

    @Test("The diary's today is the household's day", arguments: [TestDatabase.sqlite])
    func diaryToday(database: TestDatabase) async throws {
        try await withApp(database, configure: { $0.timeZone = Self.kiritimati }) { app in
            let ada = try await app.makeUser("Ada")
            let browser = try await WebBrowser.signedIn(app, as: ada)
            app.use(TestClock(Self.noon))

            let page = try await browser.get("/nutrition")

            #expect(page.html.contains("date=2025-06-16"))
            #expect(!page.html.contains("date=2025-06-15"))
        }
    }

    @Test("Best-before dates count from the household's today", arguments: [TestDatabase.sqlite])
    func bestBeforeFromToday(database: TestDatabase) async throws {
        try await withApp(database, configure: { $0.timeZone = Self.kiritimati }) { app in
            _ = try await StarterContent.seedIfNeeded(app)
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)
            let list = try #require(
                try await app.api(.GET, "/api/households/\(home)/shopping-lists", as: ada.bearer).jsonArray.first?["id"] as? String)
            let milk = try #require(try await app.api(.POST, "/api/shopping-lists/\(list)/items", json: ["text": "1 l milk"], as: ada.bearer)["id"])
            _ = try await app.api(.PATCH, "/api/shopping-lists/\(list)/items/\(milk)", json: ["checked": true], as: ada.bearer)
            app.use(TestClock(Self.noon))

            let preview = try await app.api(.GET, "/api/shopping-lists/\(list)/bought", as: ada.bearer)

            let items = preview.json["items"] as? [[String: Any]]
            #expect(items?.first?["bestBefore"] as? String == "2025-06-23", "milk keeps 7 days from 16 June")
        }
    }
}
