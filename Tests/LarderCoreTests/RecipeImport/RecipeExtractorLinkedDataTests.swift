import Testing

@testable import LarderCore

/// Pages built for the extractor tests.
enum RecipeImportFixtures {
    /// A page whose head holds the given JSON-LD blocks.
    static func page(withLinkedData blocks: String...) -> String {
        let scripts = blocks.map { #"<script type="application/ld+json">\#($0)</script>"# }.joined()
        return "<html lang=\"en\"><head><title>Site</title>\(scripts)</head><body><p>Hi</p></body></html>"
    }
}

@Suite("Extraction from JSON-LD")
struct RecipeExtractorLinkedDataTests {
    @Test func readsAPlainRecipe() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    {"@context": "https://schema.org", "@type": "Recipe", "name": "Broccoli Soup",
                     "recipeIngredient": ["1 head broccoli", "2 cups water"],
                     "recipeInstructions": [{"@type": "HowToStep", "text": "Chop."}, {"@type": "HowToStep", "text": "Simmer."}],
                     "recipeYield": "4", "prepTime": "PT10M", "cookTime": "PT20M", "totalTime": "PT30M",
                     "recipeCategory": ["Lunch", "Soup"], "recipeCuisine": "Vegan",
                     "nutrition": {"@type": "NutritionInformation", "calories": "143 kcal", "fatContent": "12 g"},
                     "keywords": "soup, broccoli, Soup"}
                    """#))
        #expect(recipe.source == .jsonLD)
        #expect(recipe.title == "Broccoli Soup")
        #expect(recipe.ingredients == ["1 head broccoli", "2 cups water"])
        #expect(recipe.instructions == ["Chop.", "Simmer."])
        #expect(recipe.yields == "4 servings")
        #expect(recipe.prepTime == 10 && recipe.cookTime == 20 && recipe.totalTime == 30)
        #expect(recipe.category == "Lunch,Soup")
        #expect(recipe.cuisine == "Vegan")
        #expect(recipe.nutrients == ["calories": "143 kcal", "fatContent": "12 g"])
        #expect(recipe.keywords == ["soup", "broccoli"])
        #expect(recipe.language == "en")
    }

    @Test func findsTheRecipeInAGraph() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    {"@context": "https://schema.org", "@graph": [
                      {"@type": "WebPage", "name": "Page"},
                      {"@type": "Recipe", "name": "Stew", "recipeIngredient": ["1 onion"]}]}
                    """#))
        #expect(recipe.title == "Stew")
    }

    @Test func findsTheRecipeInATopLevelArray() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    [{"@type": "Organization", "name": "Org"}, {"@type": "Recipe", "name": "Pie"}]
                    """#))
        #expect(recipe.title == "Pie")
    }

    @Test func acceptsATypeListAndAMainEntity() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    {"@type": "WebPage", "mainEntity": {"@type": ["Recipe", "NewsArticle"], "name": "Tart"}}
                    """#))
        #expect(recipe.title == "Tart")
    }

    @Test func looksThroughSeveralScriptsForTheRecipeWithIngredients() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"{"@type": "WebSite", "name": "Site"}"#,
                #"{"@type": "ItemList", "itemListElement": [{"@type": "Recipe", "name": "Teaser"}]}"#,
                #"{"@type": "Recipe", "name": "Real", "recipeIngredient": ["1 egg"]}"#))
        #expect(recipe.title == "Real")
    }

    @Test func flattensHowToSectionsKeepingTheirNames() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    {"@type": "Recipe", "name": "Cake", "recipeInstructions": [
                      {"@type": "HowToSection", "name": "For the cake:", "itemListElement": [
                        {"@type": "HowToStep", "text": "Mix."}, {"@type": "HowToStep", "text": "Bake."}]},
                      {"@type": "HowToSection", "name": "For the glaze:", "itemListElement":
                        {"@type": "HowToStep", "text": "Whisk."}}]}
                    """#))
        #expect(recipe.instructions == ["For the cake:", "Mix.", "Bake.", "For the glaze:", "Whisk."])
    }

    @Test func keepsAStepNameThatIsAHeadingButNotACounterOrARepeat() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    {"@type": "Recipe", "name": "Soup", "recipeInstructions": [
                      {"@type": "HowToStep", "name": "Sauté", "text": "Soften the onion."},
                      {"@type": "HowToStep", "name": "Step 2", "text": "Add the stock."},
                      {"@type": "HowToStep", "name": "Simmer until...", "text": "Simmer until thick."}]}
                    """#))
        #expect(recipe.instructions == ["Sauté", "Soften the onion.", "Add the stock.", "Simmer until thick."])
    }

    @Test func splitsInstructionsGivenAsOneText() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    {"@type": "Recipe", "name": "Toast", "recipeInstructions": "<p>Toast the bread.</p><p>Butter it.</p>"}
                    """#))
        #expect(recipe.instructions == ["Toast the bread.", "Butter it."])
    }

    @Test func readsImagesGivenAsTextListOrImageObject() {
        let asObject = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    {"@type": "Recipe", "name": "A", "image": {"@type": "ImageObject", "url": "https://x.test/a.jpg"}}
                    """#))
        let asList = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    {"@type": "Recipe", "name": "B", "image": ["https://x.test/b1.jpg", "https://x.test/b2.jpg"]}
                    """#))
        #expect(asObject.image == "https://x.test/a.jpg")
        #expect(asList.image == "https://x.test/b1.jpg")
    }

    @Test func followsAnAuthorReferenceToItsPerson() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    {"@graph": [{"@type": "Person", "@id": "#heidi", "name": "Heidi Swanson"},
                                {"@type": "Recipe", "name": "Soup", "author": [{"@id": "#heidi"}]}]}
                    """#))
        #expect(recipe.author == "Heidi Swanson")
    }

    @Test func decodesEntitiesAndTagsInsideTheJSON() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    {"@type": "Recipe", "name": "Mac &amp; Cheese &#8211; <b>Easy</b>", "recipeIngredient": ["2&nbsp;cups milk"]}
                    """#))
        #expect(recipe.title == "Mac & Cheese – Easy")
        #expect(recipe.ingredients == ["2 cups milk"])
    }

    @Test func addsPrepAndCookWhenNoTotalIsGiven() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    {"@type": "Recipe", "name": "A", "prepTime": "PT15M", "cookTime": "PT1H"}
                    """#))
        #expect(recipe.totalTime == 75)
    }

    @Test func repairsBrokenJSON() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    """
                    {"@type": "Recipe", "name": "Line
                    break", "recipeIngredient": ["1 egg",],}
                    """))
        #expect(recipe.title == "Line break")
        #expect(recipe.ingredients == ["1 egg"])
    }

    @Test func removesTheDoubledBracketsOfRecipePlugins() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    {"@type": "Recipe", "name": "A", "recipeIngredient": ["1 cup butter ((softened))", "milk ((300 ml) or water)"]}
                    """#))
        #expect(recipe.ingredients == ["1 cup butter (softened)", "milk ((300 ml) or water)"])
    }

    @Test func dropsIngredientGroupHeadingsThePageDoesNotList() {
        let recipe = RecipeExtractor.extract(
            fromHTML: RecipeImportFixtures.page(
                withLinkedData:
                    #"""
                    {"@type": "Recipe", "name": "A", "recipeIngredient": ["For the sauce:", "1 cup cream", "FOR SERVING", "Salt"]}
                    """#))
        #expect(recipe.ingredients == ["1 cup cream", "Salt"])
    }
}
