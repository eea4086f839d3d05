import Foundation
import LarderCore
import Vapor

/// Reading the nutrition pages' forms: every field arrives as text.
enum NutritionForm {
    /// A number as people type it ("1.5" or "1,5"); nil when left empty, a 400 naming the field
    /// when it is not a number.
    static func number(_ text: String?, field: String) throws -> Double? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let value = Double(text.replacingOccurrences(of: ",", with: ".")), value.isFinite else {
            throw AppError.invalid(field, .errorFieldWrongType, [field, "number"])
        }
        return value
    }

    static func whole(_ text: String?, field: String) throws -> Int? {
        guard let value = try number(text, field: field) else { return nil }
        guard value == value.rounded(), abs(value) < 1e9 else { throw AppError.invalid(field, .errorFieldWholeNumber, [field]) }
        return Int(value)
    }

    static func meal(_ text: String?, field: String = "meal") throws -> Meal {
        guard let meal = text.flatMap(Meal.init(rawValue:)) else {
            throw AppError.invalid(field, .errorFieldValueNotAllowed, [field])
        }
        return meal
    }

    static func uuid(_ text: String?, field: String) throws -> UUID {
        guard let id = text.flatMap(UUID.init(uuidString:)) else { throw AppError.invalid(field, .errorIdentifierInvalid, [field]) }
        return id
    }

    /// Text with something in it, else nil.
    static func text(_ value: String?) -> String? {
        guard let trimmed = value?.trimmingCharacters(in: .whitespacesAndNewlines), !trimmed.isEmpty else { return nil }
        return trimmed
    }
}

extension Request {
    /// The day named by the path's `:date`, or a 400.
    func diaryDay() throws -> CalendarDay {
        try NutritionProfileService.day(parameters.get(.date) ?? "", field: "date")
    }

    /// Shows `error` on the next page and goes back to `path`.
    func redirect(to path: String, showing error: AppError) -> Response {
        setFlash(.error, web.text.sentence(for: error))
        return redirect(to: path)
    }
}

extension Localizer {
    func meal(_ meal: Meal) -> String {
        switch meal {
        case .breakfast: self[.nutritionMealBreakfast]
        case .lunch: self[.nutritionMealLunch]
        case .dinner: self[.nutritionMealDinner]
        case .snack: self[.nutritionMealSnack]
        }
    }
}
