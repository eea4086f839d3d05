import Testing

@testable import LarderCore

@Suite("Extraction from microdata and page text")
struct RecipeExtractorPageTests {
    @Test func fallsBackToMicrodata() {
        let html = """
            <div itemscope itemtype="http://schema.org/Recipe">
              <h1 itemprop="name">Pancakes</h1>
              <img itemprop="image" src="https://x.test/p.jpg">
              <meta itemprop="totalTime" content="PT20M">
              <time itemprop="cookTime" datetime="PT10M">10 minutes</time>
              <span itemprop="recipeYield">Makes 8 pancakes</span>
              <ul><li itemprop="recipeIngredient">1 cup flour</li><li itemprop="recipeIngredient">1 egg</li></ul>
              <div itemprop="nutrition" itemscope itemtype="http://schema.org/NutritionInformation">
                <span itemprop="calories">200 kcal</span></div>
              <ol itemprop="recipeInstructions"><li>Whisk.</li><li>Fry.</li></ol>
            </div>
            """
        let recipe = RecipeExtractor.extract(fromHTML: html)
        #expect(recipe.source == .microdata)
        #expect(recipe.title == "Pancakes")
        #expect(recipe.image == "https://x.test/p.jpg")
        #expect(recipe.totalTime == 20 && recipe.cookTime == 10)
        #expect(recipe.yields == "8 pancakes")
        #expect(recipe.ingredients == ["1 cup flour", "1 egg"])
        #expect(recipe.nutrients["calories"] == "200 kcal")
        #expect(recipe.instructions == ["Whisk.", "Fry."])
    }

    @Test func readsHeadedSectionsOfAPageWithoutStructuredData() {
        let html = """
            <html><head><title>Lemon Bars - My Blog</title></head><body>
            <h1>Lemon Bars</h1><p>Serves 12</p><p>Prep Time: 15 mins</p><p>Cook Time: 30 mins</p>
            <h2>Ingredients</h2><ul><li>1 cup flour</li><li>2 lemons</li></ul>
            <h2>Instructions</h2><ol><li>Make the base and bake it.</li><li>Add the lemon layer and bake again.</li></ol>
            <h2>Notes</h2><p>Keeps for 3 days.</p></body></html>
            """
        let recipe = RecipeExtractor.extract(fromHTML: html)
        #expect(recipe.source == .page)
        #expect(recipe.title == "Lemon Bars")
        #expect(recipe.ingredients == ["1 cup flour", "2 lemons"])
        #expect(recipe.instructions == ["Make the base and bake it.", "Add the lemon layer and bake again."])
        #expect(recipe.yields == "12 servings")
        #expect(recipe.prepTime == 15 && recipe.cookTime == 30 && recipe.totalTime == 45)
    }

    @Test func recognisesSectionHeadingsInOtherLanguages() {
        let html = """
            <h3>Zutaten:</h3><p>200 g Mehl<br>2 Eier</p>
            <h3>Zubereitung</h3><p>Alles gut verrühren und ruhen lassen.</p>
            """
        let recipe = RecipeExtractor.extract(fromHTML: html)
        #expect(recipe.ingredients == ["200 g Mehl", "2 Eier"])
        #expect(recipe.instructions == ["Alles gut verrühren und ruhen lassen."])
    }

    @Test func guessesAnUnheadedIngredientList() {
        let html = """
            <ul><li>Home</li><li>Recipes</li></ul>
            <h3>Recipe: Carrots</h3><ul><li>3 carrots</li><li>1/4 tsp salt</li><li>1 cup orange juice</li></ul>
            <ol><li>Cut the carrots into thick rounds and put them in a pan.</li>
            <li>Cover with juice and simmer until tender, about ten minutes.</li></ol>
            """
        let recipe = RecipeExtractor.extract(fromHTML: html)
        #expect(recipe.ingredients == ["3 carrots", "1/4 tsp salt", "1 cup orange juice"])
        #expect(recipe.instructions.count == 2)
    }

    @Test func takesTheAmountsThePageShowsWhenStructuredDataHasOnlyNames() {
        let html = RecipeImportFixtures.page(withLinkedData: #"{"@type": "Recipe", "name": "A", "recipeIngredient": ["flour", "sugar"]}"#)
            .replacingOccurrences(
                of: "<p>Hi</p>", with: "<h2>Ingredients</h2><ul><li>2 cups flour</li><li>1 cup sugar</li></ul>")
        #expect(RecipeExtractor.extract(fromHTML: html).ingredients == ["2 cups flour", "1 cup sugar"])
    }

    @Test func givesPageFactsForAPageWithoutARecipe() {
        let html = """
            <html lang="fr"><head><meta property="og:title" content="Mon blog">
            <meta property="og:image" content="https://x.test/i.jpg"></head><body><p>Bonjour</p></body></html>
            """
        let recipe = RecipeExtractor.extract(fromHTML: html)
        #expect(recipe.source == .page)
        #expect(recipe.title == "Mon blog")
        #expect(recipe.image == "https://x.test/i.jpg")
        #expect(recipe.language == "fr")
        #expect(recipe.ingredients.isEmpty)
    }
}
