import Foundation

/// The recipes a new household can start with, written by the team in English, Ukrainian and
/// Russian (`StarterRecipes.json`): breakfasts, soups, a salad and weekday dinners whose lines
/// carry amounts of everyday foods, so the cookbook, "what can I cook" and the planner have
/// something to work with on the first day.
public enum StarterRecipes {
    /// The language codes every starter recipe is written in.
    public static let languages = ["en", "uk", "ru"]

    /// Every starter recipe in `language` ("en", "uk" or "ru"; anything else gives English).
    public static func drafts(language: String) throws -> [RecipeDraft] {
        let code = languages.contains(language) ? language : "en"
        return try JSONDecoder().decode([Entry].self, from: Data(PackageResources.StarterRecipes_json)).map { $0.draft(language: code) }
    }

    /// One recipe: what does not depend on language, and its words in each language.
    struct Entry: Decodable {
        struct Words: Decodable {
            var title: String
            var description: String
            var ingredients: [String]
            var steps: [String]
        }

        var key: String
        var servings: Int
        var prepMinutes: Int
        var cookMinutes: Int
        var difficulty: Difficulty
        var categories: [RecipeCategory]
        var dietFlags: [DietFlag]
        var en: Words
        var uk: Words
        var ru: Words

        func draft(language: String) -> RecipeDraft {
            let words = switch language {
            case "uk": uk
            case "ru": ru
            default: en
            }
            return RecipeDraft(
                title: words.title, description: words.description,
                ingredients: words.ingredients.map { RecipeDraft.Ingredient(text: $0) }, steps: words.steps, servings: servings,
                prepMinutes: prepMinutes, cookMinutes: cookMinutes, difficulty: difficulty, categories: categories,
                dietFlags: dietFlags)
        }
    }
}
