import Testing

@testable import LarderCore

@Suite("Ingredient lists as typed")
struct IngredientListTextTests {
    @Test("one ingredient per line; blank lines are dropped")
    func onePerLine() {
        let lines = IngredientListText.ingredients("2 cups flour\n\n  1 cup milk  \n")
        #expect(lines == [.init(text: "2 cups flour"), .init(text: "1 cup milk")])
    }

    @Test("a line ending in a colon starts a section for the lines below it")
    func sections() {
        let lines = IngredientListText.ingredients("400 g spaghetti\nFor the sauce:\n2 tbsp olive oil\n1 can tomatoes")
        #expect(lines.map(\.section) == [nil, "For the sauce", "For the sauce"])
        #expect(IngredientListText.entries("For the sauce:\n2 tbsp olive oil").first == .section("For the sauce"))
    }

    @Test(
        "“(optional)” at the end marks the line optional and is not kept in its text",
        arguments: ["(optional)", "(за бажанням)", "(по желанию)"])
    func optionalMarker(marker: String) {
        let lines = IngredientListText.ingredients("parsley, to serve \(marker)")
        #expect(lines == [.init(text: "parsley, to serve", optional: true)])
    }

    @Test("bullets pasted from a web page are dropped")
    func bullets() {
        #expect(IngredientListText.ingredients("- 2 eggs\n• 1 cup milk").map(\.text) == ["2 eggs", "1 cup milk"])
    }

    @Test("writing a list and reading it back gives the same ingredients")
    func roundTrip() {
        let ingredients: [RecipeDraft.Ingredient] = [
            .init(text: "400 g spaghetti"),
            .init(text: "2 tbsp olive oil", section: "For the sauce"),
            .init(text: "basil", section: "For the sauce", optional: true),
            .init(text: "parmesan", section: "To serve"),
        ]
        let text = IngredientListText.text(ingredients)
        #expect(text == "400 g spaghetti\n\nFor the sauce:\n2 tbsp olive oil\nbasil (optional)\n\nTo serve:\nparmesan")
        #expect(IngredientListText.ingredients(text) == ingredients)
    }
}

@Suite("Steps as typed")
struct StepListTextTests {
    @Test("paragraphs separated by an empty line are steps, and may span lines")
    func paragraphs() {
        #expect(
            StepListText.steps("Mix the flour\nwith the milk.\n\nBake 25 minutes.") == [
                "Mix the flour\nwith the milk.", "Bake 25 minutes.",
            ])
    }

    @Test("without any empty line, each line is a step")
    func linesWithoutParagraphs() {
        #expect(StepListText.steps("Mix.\nBake.\n") == ["Mix.", "Bake."])
    }

    @Test("numbers typed in front of steps are dropped, other leading numbers kept")
    func numbering() {
        #expect(StepListText.steps("1. Mix.\n2) Rest.\nStep 3: Bake.\n350 °F is hot.") == ["Mix.", "Rest.", "Bake.", "350 °F is hot."])
    }

    @Test("writing steps and reading them back gives the same steps")
    func roundTrip() {
        let steps = ["Mix the flour\nwith the milk.", "Bake."]
        #expect(StepListText.steps(StepListText.text(steps)) == steps)
    }
}
