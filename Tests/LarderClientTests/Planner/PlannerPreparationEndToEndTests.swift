import Foundation
import LarderClient
import LarderServer
import LarderTestSupport
import Testing

/// A planned meal whose recipe asks for defrosting or soaking gets a reminder the evening before,
/// made through the Reminders module in the asker's default list.
@Suite("Preparation reminders end to end")
struct PlannerPreparationEndToEndTests {
    @Test("A meal whose recipe says to thaw is marked in the plan and gets a reminder at 20:00 the evening before", arguments: TestDatabase.all)
    func thawingMealGetsAReminder(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let roast = try await kitchen.recipe(
                    "Roast chicken", ["500 g chicken breast"], steps: ["Thaw the chicken in the fridge overnight.", "Roast it."])
                let tuesday = PlannerKitchen.day(1)
                let entry = try await kitchen.add(roast, day: tuesday, meal: .dinner)

                let planned = try await kitchen.week().entries.first { $0.id == entry.id }
                #expect(planned?.preparation == [.defrost])

                let reminder = try await kitchen.bob.remindPlanEntryPreparation(
                    path: .init(householdId: kitchen.home, entryId: entry.id)
                ).created.body.json
                #expect(reminder.preparation == [.defrost])
                #expect(reminder.title.contains("Defrost") && reminder.title.contains("Roast chicken"))
                let eveningBefore = try #require(ISO8601DateFormatter().date(from: "\(PlannerKitchen.monday)T20:00:00Z"))
                #expect(reminder.due == eveningBefore, "LARDER_TIME_ZONE is UTC in tests")

                let stored = try await kitchen.bob.getReminder(path: .init(reminderId: reminder.reminderId)).ok.body.json
                #expect(stored.title == reminder.title)
            }
        }
    }

    @Test("A meal that needs nothing ahead is a 409 naming the entry", arguments: TestDatabase.all)
    func nothingAheadIsAConflict(database: TestDatabase) async throws {
        try await withApp(database) { app in
            try await withRunningServer(app) { baseURL in
                let kitchen = try await PlannerKitchen.make(app, baseURL: baseURL)
                let soup = try await kitchen.recipe("Potato soup", ["300 g potatoes"], steps: ["Boil the potatoes."])
                let entry = try await kitchen.add(soup)
                #expect(try await kitchen.week().entries.first { $0.id == entry.id }?.preparation == nil)

                let refused = try await kitchen.ada.remindPlanEntryPreparation(path: .init(householdId: kitchen.home, entryId: entry.id))
                #expect(errorStatus(refused)?.status == 409 && errorStatus(refused)?.error?.error.field == "entryId")
            }
        }
    }
}
