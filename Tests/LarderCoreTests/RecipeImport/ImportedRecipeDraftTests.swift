import Testing

@testable import LarderCore

@Suite("Imported recipe drafts")
struct ImportedRecipeDraftTests {
    @Test("Yields become servings: counts as written, the low end of a range, 4 with a warning when unknown")
    func servings() {
        #expect(ImportedRecipeDraft(ExtractedRecipe(yields: "8 servings"), pageURL: nil).draft.servings == 8)
        #expect(ImportedRecipeDraft(ExtractedRecipe(yields: "4-6 servings"), pageURL: nil).draft.servings == 4)
        let unknown = ImportedRecipeDraft(ExtractedRecipe(yields: "a big pot"), pageURL: nil)
        #expect(unknown.draft.servings == 4)
        #expect(unknown.warnings.contains(.servingsAssumed(4)))
    }

    @Test("Categories are read loosely and unknown ones dropped; keywords become tags")
    func categoriesAndTags() {
        let draft = ImportedRecipeDraft(
            ExtractedRecipe(category: "Lunch,Soup,Vegan Dishes", keywords: ["Broccoli Soup", "broccoli soup", "easy"]), pageURL: nil
        ).draft
        #expect(draft.categories == [.mainCourse, .soup])
        #expect(draft.tags == ["broccoli soup", "easy"])
    }

    @Test("The image resolves against the page's address; only http(s) images are kept")
    func imageAddress() {
        let page = "https://food.example/recipes/dal"
        #expect(ImportedRecipeDraft(ExtractedRecipe(image: "/img/dal.jpg"), pageURL: page).imageURL == "https://food.example/img/dal.jpg")
        #expect(
            ImportedRecipeDraft(ExtractedRecipe(image: "//cdn.example/dal.jpg"), pageURL: page).imageURL == "https://cdn.example/dal.jpg")
        #expect(ImportedRecipeDraft(ExtractedRecipe(image: "data:image/png;base64,AAAA"), pageURL: page).imageURL == nil)
        #expect(ImportedRecipeDraft(ExtractedRecipe(image: "dal.jpg"), pageURL: nil).imageURL == nil)
    }

    @Test("Text over a recipe's limits is cut, with a warning naming the field")
    func limits() {
        let extracted = ExtractedRecipe(
            title: String(repeating: "T", count: 300), ingredients: (1...250).map { "\($0) g flour" }, instructions: ["Mix."])
        let imported = ImportedRecipeDraft(extracted, pageURL: nil)
        #expect(imported.draft.title.count == RecipeDraft.Limits.title)
        #expect(imported.draft.ingredients.count == RecipeDraft.Limits.ingredients)
        #expect(imported.warnings.contains(.shortened(field: "title")))
        #expect(imported.warnings.contains(.shortened(field: "ingredients")))
    }

    @Test("A page without ingredients or steps holds no recipe")
    func noRecipe() {
        let imported = ImportedRecipeDraft(ExtractedRecipe(title: "About us"), pageURL: nil)
        #expect(!imported.hasRecipe)
        #expect(imported.warnings.contains(.noIngredients) && imported.warnings.contains(.noSteps))
    }

    @Test("Times beyond a week, and zero times, are left out")
    func times() {
        let draft = ImportedRecipeDraft(ExtractedRecipe(totalTime: 20_000, prepTime: 0, cookTime: 30), pageURL: nil).draft
        #expect(draft.totalMinutes == nil && draft.prepMinutes == nil && draft.cookMinutes == 30)
    }

    @Test("A finished draft passes a recipe's validation unchanged")
    func validates() throws {
        let extracted = ExtractedRecipe(
            title: "Dal", description: "Quick.", ingredients: ["1 cup lentils"], instructions: ["Simmer."], yields: "6 servings",
            totalTime: 35, prepTime: 10, cookTime: 25, category: "Main Dish")
        let draft = ImportedRecipeDraft(extracted, pageURL: "https://food.example/dal").draft
        #expect(try draft.validated() == draft)
    }
}
