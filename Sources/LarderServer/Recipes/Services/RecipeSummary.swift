import Foundation
import LarderCore

/// What a recipe card shows: the value other modules (the pantry's "cook from what you have")
/// get instead of the recipe's model.
struct RecipeSummary: Sendable, Hashable {
    var id: UUID
    var title: String
    var photo: String?
    var totalMinutes: Int?
    var difficulty: Difficulty?
    var ratingAverage: Double?
    var ratingCount: Int
    var editorsChoice: Bool
    var status: RecipeStatus
    var aiGenerated: Bool
}

extension Recipe {
    var summary: RecipeSummary {
        RecipeSummary(
            id: id ?? UUID(), title: title, photo: photo, totalMinutes: totalMinutes, difficulty: difficulty,
            ratingAverage: ratingAverage, ratingCount: ratingCount, editorsChoice: editorsChoice, status: status,
            aiGenerated: aiGenerated)
    }
}
