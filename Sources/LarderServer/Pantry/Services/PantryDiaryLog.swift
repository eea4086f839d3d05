import Foundation
import LarderCore
import Vapor

/// "And log what I ate": after a cook from the pantry, servings of the recipe go into the cooking
/// person's food diary through the Nutrition module's `DiaryService`. Checked before the cook
/// so that bad input changes nothing; logged only once the cook succeeded.
struct PantryDiaryLog: Sendable {
    static let servingsRange = 0.1...100.0

    var meal: Meal
    /// Nil: the person's today, as the diary counts days.
    var date: CalendarDay?
    var servings: Double

    /// Servings default to one: the person logs what they ate, not the whole pot.
    init(meal: Meal, date: String?, servings: Double?) throws {
        self.meal = meal
        self.date = try date.map { try NutritionProfileService.day($0, field: "logToDiary.date") }
        let servings = servings ?? 1
        guard servings.isFinite, Self.servingsRange.contains(servings) else {
            throw AppError.invalid("logToDiary.servings", .errorFieldOutOfRange, ["logToDiary.servings", "0.1", "100"])
        }
        self.servings = servings
    }

    func log(_ recipeID: UUID, for user: Person, on request: Request) async throws {
        let day = date ?? request.nutritionProfiles.today()
        _ = try await request.diary.logRecipeServings(user: user, recipe: recipeID, servings: servings, date: day, meal: meal)
    }
}
