import Foundation
import LarderCore

/// A recipe as its web pages show it — scaled and in the measures asked for, with the reader's
/// own rating and rights — as plain values of the pages' own, so the pages do not render the
/// API's wire types. Built once per request from what the recipe presenter works out.
struct RecipeDisplay: Sendable {
    struct Ingredient: Sendable {
        var section: String?
        /// The line as shown: scaled and converted.
        var display: String
        var optional: Bool
        /// The food it is counted as, for nutrition.
        var foodName: String?
    }

    struct Timer: Sendable {
        var seconds: Int
        var text: String
    }

    struct Step: Sendable {
        var number: Int
        var text: String
        var timers: [Timer]
    }

    struct Rating: Sendable {
        var average: Double?
        var count: Int
        var mine: Int?
    }

    typealias ChefCredit = RecipeRecord.ChefCredit

    /// Per-serving amounts, and how many lines they are counted from.
    struct Nutrition: Sendable {
        struct Gap: Sendable {
            var line: String
            var code: String
        }

        var energyKcal: Double?
        var protein: Double?
        var fat: Double?
        var carbohydrate: Double?
        var fiber: Double?
        var sugars: Double?
        var sodium: Double?
        var countedLines: Int
        var totalLines: Int
        var gaps: [Gap]
    }

    var id: String
    var title: String
    var description: String?
    var photoURL: String?
    var servings: Int
    var baseServings: Int
    var prepMinutes: Int?
    var cookMinutes: Int?
    var totalMinutes: Int?
    var difficulty: Difficulty?
    var categories: [RecipeCategory]
    var diets: [DietFlag]
    var tags: [String]
    var sourceURL: String?
    var ingredients: [Ingredient]
    var steps: [Step]
    var status: RecipeStatus
    var rejectionReason: String?
    var householdID: UUID
    var ownerName: String?
    var chef: ChefCredit?
    var editorsChoice: Bool
    var rating: Rating
    var favourite: Bool
    var canEdit: Bool
    var nutrition: Nutrition?
    var shareURL: String?
    /// What a recipe card shows, for the badges.
    var summary: RecipeSummary
}
