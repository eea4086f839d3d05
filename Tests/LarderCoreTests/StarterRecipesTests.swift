import LarderCore
import Testing

@Suite("Starter recipes file")
struct StarterRecipesFileTests {
    @Test("Every starter recipe is written in English, Ukrainian and Russian, line for line and step for step")
    func everyLanguageHasTheSameRecipes() throws {
        let english = try StarterRecipes.drafts(language: "en")
        for language in ["uk", "ru"] {
            let translated = try StarterRecipes.drafts(language: language)
            #expect(translated.count == english.count)
            for (original, translation) in zip(english, translated) {
                #expect(translation.ingredients.count == original.ingredients.count, "\(language): \(translation.title)")
                #expect(translation.steps.count == original.steps.count, "\(language): \(translation.title)")
                #expect(translation.servings == original.servings)
            }
        }
    }

    @Test("Every starter line carries an amount the ingredient reader understands, in every language")
    func everyLineHasAnAmount() throws {
        for language in StarterRecipes.languages {
            for draft in try StarterRecipes.drafts(language: language) {
                for line in draft.ingredients {
                    let parsed = IngredientLine.parse(line.text)
                    #expect(parsed.quantity != nil, "\(language) \(draft.title): \(line.text)")
                }
            }
        }
    }

    @Test("An unknown language gets the English recipes")
    func unknownLanguageGetsEnglish() throws {
        #expect(try StarterRecipes.drafts(language: "de") == StarterRecipes.drafts(language: "en"))
    }
}
