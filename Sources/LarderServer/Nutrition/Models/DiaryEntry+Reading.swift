import Foundation
import LarderCore

/// What a diary entry is: an amount of a food, servings of a recipe, or typed figures.
enum DiaryEntryKind: String, CaseIterable, Codable, Sendable {
    case food, recipe, quick
}

extension DiaryEntry {

    /// A copy of this entry in another day and meal, for copying meals and days.
    func copy(to day: CalendarDay, meal: Meal, loggedAt: Date) -> DiaryEntry {
        let copy = DiaryEntry()
        copy.userID = userID
        copy.day = day
        copy.meal = meal
        copy.loggedAt = loggedAt
        copy.kind = kind
        copy.name = name
        copy.foodID = foodID
        copy.amount = amount
        copy.unit = unit
        copy.grams = grams
        copy.recipeID = recipeID
        copy.servings = servings
        copy.nutrients = nutrients
        return copy
    }
}
