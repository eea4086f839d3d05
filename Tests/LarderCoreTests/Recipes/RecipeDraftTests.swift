import LarderCore
import Testing

@Suite("Recipe drafts")
struct RecipeDraftTests {
    private let draft = RecipeDraft(
        title: "  Pancakes ", ingredients: [.init(text: "2 cups flour"), .init(text: " ")], steps: ["Mix.", ""],
        prepMinutes: 10, cookMinutes: 15, dietFlags: [.vegan], tags: ["Brunch", "brunch "])

    @Test("Validation tidies text, drops blank lines, works out the total time and de-duplicates tags")
    func tidies() throws {
        let valid = try draft.validated()
        #expect(valid.title == "Pancakes")
        #expect(valid.ingredients.map(\.text) == ["2 cups flour"])
        #expect(valid.steps == ["Mix."])
        #expect(valid.totalMinutes == 25)
        #expect(valid.tags == ["brunch"])
    }

    @Test("Vegan recipes are vegetarian too")
    func veganImpliesVegetarian() throws {
        #expect(try draft.validated().dietFlags == [.vegan, .vegetarian])
    }

    @Test("The first problem names its field", arguments: [
        ("title", RecipeDraft(title: " ", ingredients: [.init(text: "1 egg")], steps: ["Boil."])),
        ("ingredients", RecipeDraft(title: "Egg", ingredients: [], steps: ["Boil."])),
        ("steps", RecipeDraft(title: "Egg", ingredients: [.init(text: "1 egg")], steps: [])),
        ("servings", RecipeDraft(title: "Egg", ingredients: [.init(text: "1 egg")], steps: ["Boil."], servings: 0)),
        ("sourceUrl", RecipeDraft(title: "Egg", ingredients: [.init(text: "1 egg")], steps: ["Boil."], sourceURL: "ftp://x")),
        ("sourceUrl", RecipeDraft(title: "Egg", ingredients: [.init(text: "1 egg")], steps: ["Boil."], sourceURL: " ")),
    ])
    func problems(field: String, draft: RecipeDraft) {
        #expect(throws: RecipeProblem.self) { try draft.validated() }
        do {
            _ = try draft.validated()
        } catch {
            #expect(error.field == field)
        }
    }

    @Test("Categories are read from titles, slugs and common synonyms")
    func looseCategories() {
        #expect(RecipeCategory(loosely: "Main Course") == .mainCourse)
        #expect(RecipeCategory(loosely: "main-course") == .mainCourse)
        #expect(RecipeCategory(loosely: "Main Dish") == .mainCourse)
        #expect(RecipeCategory(loosely: "Quick & Easy") == .quickAndEasy)
        #expect(RecipeCategory(loosely: "Beverages") == .drink)
        #expect(RecipeCategory(loosely: "Breakfastish") == nil)
    }
}

@Suite("Material changes")
struct MaterialChangeTests {
    private let published = RecipeDraft(
        title: "Pancakes", ingredients: [.init(text: "2 cups flour, sifted"), .init(text: "1 cup milk")],
        steps: ["Whisk everything together.", "Fry 2 minutes a side."], servings: 4)

    @Test("A typo fix, new tags, a new description or categories are not material")
    func tidying() {
        var edited = published
        edited.steps[0] = "Whisk everything togther."
        edited.tags = ["brunch"]
        edited.description = "Fluffy."
        edited.categories = [.breakfast]
        edited.ingredients[0].text = "2 cups flour (sifted)"
        #expect(!edited.changesMaterially(from: published))
    }

    @Test("Another amount, ingredient, step, number or servings is material", arguments: [
        { (draft: inout RecipeDraft) in draft.ingredients[0].text = "3 cups flour" },
        { (draft: inout RecipeDraft) in draft.ingredients[1].text = "1 cup cream" },
        { (draft: inout RecipeDraft) in draft.steps.append("Serve.") },
        { (draft: inout RecipeDraft) in draft.steps[1] = "Fry 4 minutes a side." },
        { (draft: inout RecipeDraft) in draft.servings = 2 },
        { (draft: inout RecipeDraft) in draft.title = "Crêpes" },
        { (draft: inout RecipeDraft) in draft.dietFlags = [.vegetarian] },
    ] as [@Sendable (inout RecipeDraft) -> Void])
    func material(edit: @Sendable (inout RecipeDraft) -> Void) {
        var edited = published
        edit(&edited)
        #expect(edited.changesMaterially(from: published))
    }
}
