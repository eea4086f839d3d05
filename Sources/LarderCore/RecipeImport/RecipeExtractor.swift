/// Extracts the recipe a web page declares, from its HTML alone.
///
/// Sources, in order of trust:
/// 1. a schema.org `Recipe` in JSON-LD (`<script type="application/ld+json">`,
///    anywhere in `@graph`s, lists or `mainEntity`);
/// 2. a schema.org `Recipe` in microdata (`itemscope itemtype=".../Recipe"`),
///    also to fill what the JSON-LD lacks;
/// 3. the page's own text: the "Ingredients" and "Instructions" sections
///    (`PageSectionReader`), or lists that read like them (`PageListGuesser`),
///    the main heading, a "Serves 4" line, labelled times — where structured
///    data gave nothing, or gave ingredient lines without their amounts;
/// 4. the page's meta data: `og:title` or `<title>`, `og:image`, the meta
///    description, `<html lang>`.
///
/// Only general rules apply: nothing here knows any particular site.
public enum RecipeExtractor {
    /// The recipe in `html`. Never fails: a page without one gives an
    /// `ExtractedRecipe` with `source == .page` and what the page's text offers.
    public static func extract(fromHTML html: String) -> ExtractedRecipe {
        let tokens = MarkupTokenizer.tokens(in: html)
        let facts = PageFacts(tokens: tokens)
        let document = MarkupTreeBuilder.document(from: tokens)

        var recipe =
            structuredRecipe(tokens: tokens, document: document, facts: facts)
            ?? ExtractedRecipe(source: .page)
        fillGaps(in: &recipe, from: PageSectionReader(document: document), pageTitle: facts.title)
        recipe.fillGaps(from: facts)
        if recipe.instructions.count == 1, let only = recipe.instructions.first {
            // One step holding the whole method: split where its writer started new steps.
            recipe.instructions = RecipeStepSplitter.steps(in: only)
        }
        recipe.instructions = RecipeStepSplitter.withoutStepNumbers(recipe.instructions)
        if recipe.ingredients.contains(where: { !$0.contains(where: \.isNumber) }) {
            recipe.ingredients = SectionHeadingFilter(document: document).ingredients(recipe.ingredients)
        }
        return recipe
    }

    /// The JSON-LD recipe, with gaps filled from microdata; else the microdata recipe.
    private static func structuredRecipe(tokens: [MarkupToken], document: MarkupElement, facts: PageFacts)
        -> ExtractedRecipe?
    {
        let linkedData = LinkedDataRecipeFinder.scriptValues(in: tokens)
        let microdata = facts.hasMicrodataRecipe ? microdataRecipe(in: document) : nil
        guard let node = LinkedDataRecipeFinder.mainRecipe(among: LinkedDataRecipeFinder.recipes(in: linkedData)) else {
            return microdata
        }
        let nodesByID = LinkedDataRecipeFinder.nodesByID(in: linkedData)
        var recipe = SchemaRecipeReader(recipe: node, nodesByID: nodesByID).extract(source: .jsonLD)
        if let microdata { recipe.fillGaps(from: microdata) }
        return recipe
    }

    /// What the page's text gives where structured data gave nothing: the
    /// main heading as the title (when the page's title contains it, so it is
    /// not a site banner), the "Ingredients" and "Instructions" sections (or
    /// lists that read like them), a "Serves 4" line, labelled times ("Prep Time: 10 mins").
    private static func fillGaps(in recipe: inout ExtractedRecipe, from sections: PageSectionReader, pageTitle: String?) {
        if recipe.title == nil, let heading = sections.mainHeading,
            pageTitle.map({ $0.lowercased().contains(heading.lowercased()) }) ?? true
        {
            recipe.title = heading
        }
        if recipe.ingredients.isEmpty {
            recipe.ingredients = sections.ingredients
            if recipe.ingredients.isEmpty { recipe.ingredients = PageListGuesser(blocks: sections.blocks).ingredients }
        } else if let shown = PageIngredientLines.moreComplete(recipe.ingredients, shownAs: sections.ingredients) {
            // Structured lines that lost the amounts ("flour") or some lines; the page shows them all.
            recipe.ingredients = shown
        }
        if recipe.instructions.isEmpty {
            recipe.instructions = sections.instructions
            if recipe.instructions.isEmpty { recipe.instructions = PageListGuesser(blocks: sections.blocks).instructions }
        }
        if recipe.yields == nil { recipe.yields = sections.yields }
        if recipe.totalTime == nil && recipe.prepTime == nil && recipe.cookTime == nil {
            let times = PageTimeReader(blocks: sections.blocks)
            recipe.prepTime = times.prepTime
            recipe.cookTime = times.cookTime
            recipe.totalTime = times.total
        }
    }

    private static func microdataRecipe(in document: MarkupElement) -> ExtractedRecipe? {
        let items = MicrodataReader.items(ofType: "Recipe", in: document)
        guard let node = LinkedDataRecipeFinder.mainRecipe(among: items) else { return nil }
        return SchemaRecipeReader(recipe: node, nodesByID: [:]).extract(source: .microdata)
    }
}
