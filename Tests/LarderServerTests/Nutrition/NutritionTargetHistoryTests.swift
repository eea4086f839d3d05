import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// Progress judges each day by the target of its time: changing the goal today does not rewrite
/// whether last week's days were on target.
@Suite("Nutrition target history")
struct NutritionTargetHistoryTests {
    /// Noon UTC on 10 June 2025.
    static let tenthOfJune = Date(timeIntervalSince1970: 1_749_556_800)

    static func dailyKcal(_ response: APIResponse) throws -> Int {
        try #require((response.json["targets"] as? [String: Any])?["dailyKcal"] as? Int)
    }

    @Test("A day before a goal change is judged by the target it had then", arguments: TestDatabase.all)
    func pastDaysKeepTheirTarget(database: TestDatabase) async throws {
        try await withApp(database, configure: { $0.timeZone = TimeZone(identifier: "UTC")! }) { app in
            let ada = try await app.makeUser("Ada")
            let clock = TestClock(Self.tenthOfJune)
            app.use(clock)
            let maintain = try Self.dailyKcal(try await app.api(.PUT, "/api/nutrition/profile", json: manProfile, as: ada.bearer))
            _ = try await app.api(
                .POST, "/api/nutrition/diary/2025-06-10/entries", json: ["kind": "quick", "meal": "lunch", "energyKcal": maintain],
                as: ada.bearer)
            clock.advance(by: 2 * 86_400)
            var losing = manProfile
            losing["goal"] = "lose"
            let lose = try Self.dailyKcal(try await app.api(.PUT, "/api/nutrition/profile", json: losing, as: ada.bearer))
            _ = try await app.api(
                .POST, "/api/nutrition/diary/2025-06-12/entries", json: ["kind": "quick", "meal": "lunch", "energyKcal": lose],
                as: ada.bearer)

            let progress = try await app.api(.GET, "/api/nutrition/progress?period=week&end=2025-06-12", as: ada.bearer)

            #expect(Double(maintain - lose) > Double(lose) * 0.1, "the two targets are far enough apart to tell")
            let days = progress.json["days"] as? [[String: Any]] ?? []
            let onTarget = Dictionary(uniqueKeysWithValues: days.compactMap { day in
                (day["date"] as? String).map { ($0, day["onTarget"] as? Bool) }
            })
            #expect(onTarget["2025-06-10"] == true)
            #expect(onTarget["2025-06-12"] == true)
            #expect(progress.json["daysOnTarget"] as? Int == 2)
            #expect(progress.json["targetKcal"] as? Int == lose, "the target shown is today's")
        }
    }
}
