import Foundation
import LarderTestSupport
import OpenAPIRuntime
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

    @Test("Dates are written exactly as the runtime's ISO 8601 transcoder writes them, to the millisecond's rounding")
    func datesMatchTheRuntimesTranscoder() throws {
        var generator = SystemRandomNumberGenerator()
        let standard: any DateTranscoder = .iso8601
        let written = InternetDateTranscoder()
        let chosen = [
            0, -1, -0.25, -0.0004, -0.0006, 86_399.999, 86_399.9995, 1_795_832_286.99949, 1_795_832_286.9995, 951_782_400,
            4_107_542_400, -12_219_292_800, 253_402_300_799,
        ]
        let random = (0..<5_000).map { _ in Double.random(in: -12_219_292_800...253_402_300_799, using: &generator) }

        for seconds in chosen + random {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(try written.encode(date) == standard.encode(date), "\(seconds)")
        }
    }

    @Test("Dates outside the years 1583–9999 are left to the runtime's transcoder")
    func farDatesFallBack() throws {
        let standard: any DateTranscoder = .iso8601
        for seconds in [-12_219_292_801.0, -62_135_596_800, 253_402_300_800] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(InternetDateTranscoder.text(ofSecondsSince1970: seconds) == nil)
            #expect(try InternetDateTranscoder().encode(date) == standard.encode(date))
        }
    }

    @Test("Dates are read as the runtime's transcoder reads them")
    func datesAreReadAsBefore() throws {
        let date = try InternetDateTranscoder().decode("2026-11-28T04:18:06+02:00")
        #expect(date == Date(timeIntervalSince1970: 1_795_832_286))
    }
}
