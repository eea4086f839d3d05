import Foundation
import LarderCore

/// A diary entry as the pages show it: what was eaten, when, and what it counts.
struct DiaryLine {
    var id: UUID
    var day: CalendarDay
    var meal: Meal
    var kind: DiaryEntryKind
    var name: String
    var amount: Double?
    var unit: String?
    var grams: Double?
    var servings: Double?
    var nutrients: NutrientValues

    init(_ entry: DiaryEntry) throws {
        id = try entry.requireID()
        day = entry.day
        meal = entry.meal
        kind = entry.kind
        name = entry.name
        amount = entry.amount
        unit = entry.unit
        grams = entry.grams
        servings = entry.servings
        nutrients = entry.nutrients
    }

    /// What the lines count together.
    static func sum(_ lines: [DiaryLine]) -> NutrientValues {
        var total = NutrientValues()
        for line in lines { total.add(line.nutrients) }
        return total
    }
}
