import Testing

@testable import LarderCore

@Suite("Reading AI-written recipes")
struct GeneratedRecipeReaderTests {
    static let answer = """
        {"title": "Chickpea Curry", "description": "Quick.", "ingredients": ["1 onion", "400 g chickpeas", "400 ml coconut milk"],
         "steps": ["Soften the onion.", "Simmer everything 15 minutes."], "servings": 4, "prepMinutes": 10, "cookMinutes": 20,
         "category": "Main Course", "difficulty": "Easy", "dietFlags": ["vegan", "Gluten Free"]}
        """

    @Test("A well-formed answer becomes a validated draft")
    func readsTheRecipe() throws {
        let draft = try GeneratedRecipeReader.draft(fromAnswer: Self.answer)
        #expect(draft.title == "Chickpea Curry")
        #expect(draft.ingredients.map(\.text) == ["1 onion", "400 g chickpeas", "400 ml coconut milk"])
        #expect(draft.steps.count == 2)
        #expect(draft.servings == 4 && draft.prepMinutes == 10 && draft.cookMinutes == 20 && draft.totalMinutes == 30)
        #expect(draft.categories == [.mainCourse])
        #expect(draft.difficulty == .easy)
        #expect(draft.dietFlags == [.vegan, .glutenFree, .vegetarian])
    }

    @Test("JSON in a Markdown fence is read")
    func fences() throws {
        #expect(try GeneratedRecipeReader.draft(fromAnswer: "```json\n\(Self.answer)\n```").title == "Chickpea Curry")
        #expect(try GeneratedRecipeReader.draft(fromAnswer: "```\n\(Self.answer)\n```").title == "Chickpea Curry")
    }

    @Test("A category outside the list, or none, is Main Course")
    func unknownCategory() throws {
        let curryNight = Self.answer.replacingOccurrences(of: "\"Main Course\"", with: "\"Curry Night\"")
        #expect(try GeneratedRecipeReader.draft(fromAnswer: curryNight).categories == [.mainCourse])
        let soup = Self.answer.replacingOccurrences(of: "\"Main Course\"", with: "\"soups\"")
        #expect(try GeneratedRecipeReader.draft(fromAnswer: soup).categories == [.soup])
    }

    @Test("Numbers written as text are read")
    func numbersAsText() throws {
        let answer = Self.answer
            .replacingOccurrences(of: "\"servings\": 4", with: "\"servings\": \"Serves 6\"")
            .replacingOccurrences(of: "\"cookMinutes\": 20", with: "\"cookMinutes\": \"25 minutes\"")
        let draft = try GeneratedRecipeReader.draft(fromAnswer: answer)
        #expect(draft.servings == 6 && draft.cookMinutes == 25)
    }

    @Test("Ingredients given as parts and steps as one text are read")
    func otherShapes() throws {
        let answer = """
            {"recipe": {"title": "Toast", "ingredients": [{"quantity": "2", "unit": "slices", "name": "bread"},
             {"text": "1 tbsp butter"}, "1 pinch salt"], "steps": "Toast the bread.\\nButter it."}}
            """
        let draft = try GeneratedRecipeReader.draft(fromAnswer: answer)
        #expect(draft.ingredients.map(\.text) == ["2 slices bread", "1 tbsp butter", "1 pinch salt"])
        #expect(draft.steps == ["Toast the bread.", "Butter it."])
    }

    @Test(
        "What cannot be cooked from is refused, saying why",
        arguments: [
            ("I'm sorry, I can't help with that.", GeneratedRecipeProblem.notJSON),
            (#"{"ingredients": ["a", "b", "c"], "steps": ["x"]}"#, .missing(field: "title")),
            (#"{"title": "Toast", "ingredients": ["1 slice bread", "butter"], "steps": ["Toast."]}"#, .tooFewIngredients(2)),
            (#"{"title": "Toast", "ingredients": ["1 slice bread", "butter", "salt"]}"#, .missing(field: "steps")),
        ])
    func refuses(answer: String, problem: GeneratedRecipeProblem) {
        #expect(throws: problem) { try GeneratedRecipeReader.draft(fromAnswer: answer) }
    }

    @Test("The prompts name the fixed lists and carry the person's request")
    func prompts() {
        #expect(RecipeGenerationPrompt.system.contains("Quick & Easy"))
        #expect(RecipeGenerationPrompt.system.contains("kid-friendly"))
        let user = RecipeGenerationPrompt.user(.init(prompt: "a soup", ingredients: ["leeks", "potatoes"], dietFlags: [.vegan]))
        #expect(user == "Write a recipe for: a soup\nUse these ingredients: leeks, potatoes.\nThe recipe must be vegan.")
    }

    @Test("A request must ask for something, within limits")
    func requestValidation() throws {
        #expect(throws: RecipeProblem(field: "prompt", reason: .required)) { try RecipeGenerationRequest(prompt: " ").validated() }
        #expect(try RecipeGenerationRequest(ingredients: [" leeks ", ""]).validated().ingredients == ["leeks"])
        #expect(throws: RecipeProblem(field: "ingredients", reason: .tooMany(max: 30))) {
            try RecipeGenerationRequest(ingredients: (1...31).map { "item \($0)" }).validated()
        }
    }
}
