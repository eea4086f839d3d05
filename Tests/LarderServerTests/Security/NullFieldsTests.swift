import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// The API's document allows `null` in no field; a body with one was read as if the field were
/// left out, so a request the schema refuses was quietly accepted.
@Suite("Null fields")
struct NullFieldsTests {
    @Test("A null optional field is refused naming the field, and nothing is saved", arguments: TestDatabase.all)
    func nullOptionalFieldIsRefused(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup
            let ada = try await app.makeUser("Ada")
            let home = try await app.makeHousehold("Home", owner: ada)

            // MUT
            let refused = try await app.api(
                .POST, "/api/recipes?householdId=\(home)",
                raw: #"{"title": "Soup", "description": null, "ingredients": [{"text": "1 onion"}], "steps": ["Boil."], "servings": 2}"#,
                as: ada.bearer)

            // validate
            #expect(refused.status == .badRequest)
            #expect(refused.errorField == "description")
            #expect(try await app.api(.GET, "/api/recipes?scope=mine", as: ada.bearer).json["total"] as? Int == 0)
        }
    }

    @Test("A null deep in a body is named by its path")
    func nestedNullPath() {
        let json: [String: Any] = ["title": "Soup", "ingredients": [["text": "1 onion"], ["text": NSNull()]]]
        #expect(JSONNulls.firstField(in: json) == "ingredients[1].text")
    }
}
