import Foundation
import Testing

@testable import LarderCore

@Suite("Recipe exchange file")
struct RecipeExchangeFileTests {
    static let draft = RecipeDraft(
        title: "Lasagne", description: "Layers.",
        ingredients: [.init(text: "500 g ricotta", section: "Filling"), .init(text: "basil", optional: true)],
        steps: ["Layer.", "Bake."], servings: 6, prepMinutes: 30, cookMinutes: 45, totalMinutes: 90, difficulty: .medium,
        categories: [.pasta], dietFlags: [.vegetarian], tags: ["sunday"], sourceURL: "https://food.example/lasagne")

    @Test("A file reads back as written, every field kept")
    func roundTrip() throws {
        let file = RecipeExchangeFile(recipes: [.init(Self.draft, aiGenerated: true, photo: "abc.png")])
        let read = try RecipeExchangeFile.decode(try file.encoded())
        #expect(read == file)
        #expect(read.recipes.first?.draft == Self.draft)
        #expect(read.recipes.first?.aiGenerated == true)
    }

    @Test("The file names its format and version, and uses the API's words")
    func layout() throws {
        let text = String(decoding: try RecipeExchangeFile(recipes: [.init(Self.draft)]).encoded(), as: UTF8.self)
        #expect(text.contains(#""format" : "larder-recipes""#))
        #expect(text.contains(#""version" : 1"#))
        #expect(text.contains(#""sourceUrl" : "https://food.example/lasagne""#))
        #expect(text.contains(#""categories" : ["#))
        #expect(!text.contains("status"))
    }

    @Test(
        "Other formats and versions are refused, saying which",
        arguments: [
            (#"{"format": "larder-recipes", "version": 2, "recipes": []}"#, RecipeExchangeFile.ReadProblem.unsupportedVersion(2)),
            (#"{"format": "paprika", "version": 1, "recipes": []}"#, .notLarderFormat),
            ("[1, 2]", .notJSON("it is not a JSON object")),
        ])
    func refusesOthers(text: String, problem: RecipeExchangeFile.ReadProblem) {
        #expect(throws: problem) { try RecipeExchangeFile.decode(Data(text.utf8)) }
    }

    @Test("A field of the wrong kind is named")
    func namesTheField() {
        let text =
            #"{"format": "larder-recipes", "version": 1, "recipes": [{"title": "Toast", "ingredients": [], "steps": [], "difficulty": "extreme"}]}"#
        #expect(throws: RecipeExchangeFile.ReadProblem.notJSON("recipes[0].difficulty has a value that is not allowed")) {
            try RecipeExchangeFile.decode(Data(text.utf8))
        }
    }
}
