import Foundation
import LarderCore
import Vapor

/// The recipe form as posted, every field as typed, so that a failed save shows it again
/// unchanged. Ingredients are one text box (one line each, "For the sauce:" starts a section)
/// and so are the steps (one paragraph each); `IngredientListText` and `StepListText` read them.
struct RecipeFormInput: Content {
    var title: String?
    var description: String?
    var ingredients: String?
    var steps: String?
    var servings: String?
    var prepMinutes: String?
    var cookMinutes: String?
    var totalMinutes: String?
    var difficulty: String?
    var categories: [String]?
    var dietFlags: [String]?
    var tags: String?
    var sourceUrl: String?
    var householdId: String?
    /// A new photo, when one was chosen (the form is sent as multipart/form-data).
    var photo: File?
    /// "on" when the cook ticked "Remove this photo".
    var removePhoto: String?

    /// The form's fields, named as the API names them, so a service error lands at its field.
    static let fields: Set<String> = [
        "title", "description", "ingredients", "steps", "servings", "prepMinutes", "cookMinutes", "totalMinutes",
        "difficulty", "categories", "dietFlags", "tags", "sourceUrl", "householdId", "photo",
    ]

    init() {
        servings = "4"
    }

    /// The form filled in with a stored recipe, written the way it would be typed.
    init(_ draft: RecipeDraft, optionalMarker: String) {
        title = draft.title
        description = draft.description
        ingredients = IngredientListText.text(draft.ingredients, optionalMarker: optionalMarker)
        steps = StepListText.text(draft.steps)
        servings = String(draft.servings)
        prepMinutes = draft.prepMinutes.map(String.init)
        cookMinutes = draft.cookMinutes.map(String.init)
        // A total that is just prep + cook was worked out, not typed; leave it to be worked out again.
        let workedOut = draft.prepMinutes == nil && draft.cookMinutes == nil ? nil : (draft.prepMinutes ?? 0) + (draft.cookMinutes ?? 0)
        if draft.totalMinutes != workedOut { totalMinutes = draft.totalMinutes.map(String.init) }
        difficulty = draft.difficulty?.rawValue
        categories = draft.categories.map(\.rawValue)
        dietFlags = draft.dietFlags.map(\.rawValue)
        tags = draft.tags.joined(separator: ", ")
        sourceUrl = draft.sourceURL
    }

    /// The draft the form describes; numbers that are not whole numbers are refused here, the
    /// rest is checked by the recipe service.
    func draft() throws -> RecipeDraft {
        guard let servingsText = servings?.trimmingCharacters(in: .whitespaces), !servingsText.isEmpty else {
            throw AppError.invalid("servings", .errorFieldRequired, ["servings"])
        }
        return RecipeDraft(
            title: title ?? "", description: description,
            ingredients: IngredientListText.ingredients(ingredients ?? ""), steps: StepListText.steps(steps ?? ""),
            servings: try Self.wholeNumber(servingsText, field: "servings") ?? 0,
            prepMinutes: try Self.wholeNumber(prepMinutes, field: "prepMinutes"),
            cookMinutes: try Self.wholeNumber(cookMinutes, field: "cookMinutes"),
            totalMinutes: try Self.wholeNumber(totalMinutes, field: "totalMinutes"),
            difficulty: difficulty.flatMap(Difficulty.init(rawValue:)),
            categories: (categories ?? []).compactMap(RecipeCategory.init(rawValue:)),
            dietFlags: (dietFlags ?? []).compactMap(DietFlag.init(rawValue:)),
            tags: (tags ?? "").split(separator: ",").map(String.init), sourceURL: sourceUrl.flatMap { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0 })
    }

    /// The household picked in the form, when the person has several to pick from.
    func household(among households: [HouseholdService.Summary]) throws -> UUID? {
        guard households.count > 1 else { return nil }
        guard let id = householdId.flatMap(UUID.init(uuidString:)) else {
            throw AppError.invalid("householdId", .errorRecipeWhichHousehold)
        }
        return id
    }

    private static func wholeNumber(_ text: String?, field: String) throws -> Int? {
        guard let text = text?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let number = Int(text) else { throw AppError.invalid(field, .errorFieldWholeNumber, [field]) }
        return number
    }
}
