import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

@Suite("API encoding")
struct APIEncodingTests {
    @Test("API answers are compact JSON with sorted keys, the same text every time")
    func answersAreCompact() async throws {
        try await withApp(.sqlite) { app in
            // setup
            let kitchen = try await app.makeKitchen()
            let borscht = try await app.makeRecipe("Borscht", in: kitchen.home, by: kitchen.ada)

            // MUT
            let recipe = try await app.api(.GET, "/api/recipes/\(borscht)", as: kitchen.ada.bearer)

            // validate
            #expect(recipe.status == .ok)
            #expect(!recipe.body.contains("\n"))
            #expect(recipe.body.hasPrefix(#"{"aiGenerated":false,"baseServings":4,"#))
        }
    }
}
