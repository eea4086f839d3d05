extension ExtractedRecipe {
    /// Takes from `other` each list or field this recipe lacks: a second
    /// source describing the same recipe fills the first one's gaps.
    mutating func fillGaps(from other: ExtractedRecipe) {
        if title == nil { title = other.title }
        if description == nil { description = other.description }
        if ingredients.isEmpty { ingredients = other.ingredients }
        if instructions.isEmpty { instructions = other.instructions }
        if yields == nil { yields = other.yields }
        if totalTime == nil { totalTime = other.totalTime }
        if prepTime == nil { prepTime = other.prepTime }
        if cookTime == nil { cookTime = other.cookTime }
        if image == nil { image = other.image }
        if category == nil { category = other.category }
        if cuisine == nil { cuisine = other.cuisine }
        if author == nil { author = other.author }
        if nutrients.isEmpty { nutrients = other.nutrients }
        if keywords.isEmpty { keywords = other.keywords }
        if language == nil { language = other.language }
        if ratings == nil { ratings = other.ratings }
        if ratingsCount == nil { ratingsCount = other.ratingsCount }
    }

    /// Takes what the page's meta data says where the recipe says nothing.
    mutating func fillGaps(from facts: PageFacts) {
        if title == nil { title = facts.title }
        // The page's own sharing image (og:image) is the one it chose to stand
        // for the recipe; structured data often lists a thumbnail first.
        if let shared = facts.image { image = shared }
        if description == nil { description = facts.description }
        if language == nil { language = facts.language }
        if author == nil { author = facts.author }
    }
}
