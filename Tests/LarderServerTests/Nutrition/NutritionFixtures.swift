import Foundation
import LarderTestSupport
import Vapor

@testable import LarderServer

/// A profile body the API accepts: the man of the test vector.
let manProfile: [String: any Sendable] = [
    "sex": "male", "birthDate": "1995-01-10", "heightCm": 180, "weightKg": 80, "activityLevel": 3, "goal": "maintain",
]

extension Application {
    /// The id of the starter food named `name`, found through the food search.
    func starterFoodID(_ query: String, named name: String) async throws -> String {
        let page = try await api(
            .GET, "/api/foods?q=\(query.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? query)&per=50")
        let items = page.json["items"] as? [[String: Any]] ?? []
        guard let id = items.first(where: { $0["name"] as? String == name })?["id"] as? String else {
            throw FixtureError("no starter food \(name) in \(page.body)")
        }
        return id
    }

    /// Logs a food entry for `user` and returns its id.
    func logFood(
        _ foodID: String, amount: Double, unit: String, on date: String = "2025-06-15", meal: String = "breakfast", as user: TestUser
    )
        async throws -> String
    {
        let response = try await api(
            .POST, "/api/nutrition/diary/\(date)/entries",
            json: ["kind": "food", "meal": meal, "foodId": foodID, "amount": amount, "unit": unit], as: user.bearer)
        guard response.status == .created, let id = response["id"] else {
            throw FixtureError("could not log: \(response.status) \(response.body)")
        }
        return id
    }
}
