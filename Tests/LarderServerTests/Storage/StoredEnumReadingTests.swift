import Fluent
import Foundation
import LarderCore
import LarderTestSupport
import SQLKit
import Testing

@testable import LarderServer

/// Values read by columns keep the rule the models keep: a stored enum this version does not know
/// fails the read, naming its column, instead of turning into a default.
@Suite("Stored enums read by columns")
struct StoredEnumReadingTests {
    @Test("A known stored value is read as its case", arguments: TestDatabase.all)
    func knownValueIsRead(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let row = try #require(try await app.db.sql().raw("SELECT 'dairy-eggs' AS aisle, NULL AS difficulty").first())

            #expect(try row.decode(stored: "aisle", as: Aisle.self) == .dairyAndEggs)
            #expect(try row.decode(stored: "difficulty", as: Difficulty?.self) == nil)
        }
    }

    @Test("An unknown stored value fails the read and names the column", arguments: TestDatabase.all)
    func unknownValueFailsTheRead(database: TestDatabase) async throws {
        try await withApp(database) { app in
            let row = try #require(try await app.db.sql().raw("SELECT 'tinned fish' AS aisle, 'legendary' AS difficulty").first())

            let aisle = #expect(throws: UnknownStoredValue.self) { try row.decode(stored: "aisle", as: Aisle.self) }
            let difficulty = #expect(throws: UnknownStoredValue.self) { try row.decode(stored: "difficulty", as: Difficulty?.self) }
            #expect(aisle?.column == "aisle" && aisle?.value == "tinned fish")
            #expect(difficulty?.column == "difficulty")
        }
    }
}
