import Foundation
import LarderCore
import SQLKit

/// What a recipe card shows: the value other modules (the pantry's "cook from what you have")
/// get instead of the recipe's model.
struct RecipeSummary: Sendable, Hashable {
    var id: UUID
    var title: String
    var description: String?
    var photo: String?
    var totalMinutes: Int?
    var difficulty: Difficulty?
    var ratingAverage: Double?
    var ratingCount: Int
    var editorsChoice: Bool
    var status: RecipeStatus
    var aiGenerated: Bool
    var createdAt: Date?
}

/// What a card is made from, named alike on the model and on the record.
protocol RecipeCardFields {
    var title: String { get }
    var description: String? { get }
    var photo: String? { get }
    var totalMinutes: Int? { get }
    var difficulty: Difficulty? { get }
    var ratingAverage: Double? { get }
    var ratingCount: Int { get }
    var editorsChoice: Bool { get }
    var status: RecipeStatus { get }
    var aiGenerated: Bool { get }
    var createdAt: Date? { get }
}

extension RecipeCardFields {
    func summary(id: UUID) -> RecipeSummary {
        RecipeSummary(
            id: id, title: title, description: description, photo: photo, totalMinutes: totalMinutes, difficulty: difficulty,
            ratingAverage: ratingAverage, ratingCount: ratingCount, editorsChoice: editorsChoice, status: status,
            aiGenerated: aiGenerated, createdAt: createdAt)
    }
}

extension Recipe: RecipeCardFields {
    var summary: RecipeSummary { summary(id: id ?? UUID()) }
}

extension RecipeSummary {
    /// The columns a summary is read from, so a page of cards is read without building models.
    static let columns = [
        "id", "title", "description", "photo", "total_minutes", "difficulty", "rating_count", "rating_sum", "editors_choice", "status",
        "ai_generated", "created_at",
    ]

    init(row: any SQLRow) throws {
        let count = try row.decode(column: "rating_count", as: Int.self)
        let sum = try row.decode(column: "rating_sum", as: Int.self)
        let status = try row.decode(column: "status", as: String.self)
        self.init(
            id: try row.decode(column: "id", as: UUID.self), title: try row.decode(column: "title", as: String.self),
            description: try row.decode(column: "description", as: String?.self), photo: try row.decode(column: "photo", as: String?.self),
            totalMinutes: try row.decode(column: "total_minutes", as: Int?.self),
            difficulty: try row.decode(column: "difficulty", as: String?.self).flatMap(Difficulty.init(rawValue:)),
            ratingAverage: count == 0 ? nil : Double(sum) / Double(count), ratingCount: count,
            editorsChoice: try row.decode(column: "editors_choice", as: Bool.self),
            status: RecipeStatus(rawValue: status) ?? .private, aiGenerated: try row.decode(column: "ai_generated", as: Bool.self),
            createdAt: try row.decode(column: "created_at", as: Date?.self))
    }
}
