import Foundation
import LarderCore

/// What a diary entry is: an amount of a food, servings of a recipe, or typed figures.
enum DiaryEntryKind: String, CaseIterable, Sendable {
    case food, recipe, quick
}

extension DiaryEntry {
    var counted: NutrientValues {
        (try? JSONDecoder().decode(NutrientValues.self, from: Data(nutrients.utf8))) ?? NutrientValues()
    }

    var mealValue: Meal { Meal(rawValue: meal) ?? .snack }
    var kindValue: DiaryEntryKind { DiaryEntryKind(rawValue: kind) ?? .quick }
    var dayValue: CalendarDay { CalendarDay(parsing: day) ?? CalendarDay(dayNumber: 0) }

    /// Stores what the entry counts.
    func setCounted(_ values: NutrientValues) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        nutrients = String(decoding: try encoder.encode(values), as: UTF8.self)
    }

    /// A copy of this entry in another day and meal, for copying meals and days.
    func copy(to day: CalendarDay, meal: Meal, loggedAt: Date) -> DiaryEntry {
        let copy = DiaryEntry()
        copy.userID = userID
        copy.day = day.description
        copy.meal = meal.rawValue
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
