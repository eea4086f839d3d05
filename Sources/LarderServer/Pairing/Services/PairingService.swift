import Fluent
import Foundation
import LarderCore

/// The pairing catalogue as each household sees it — the shared, admin-curated catalogue plus the
/// household's own products and pairings — the flow from a main product to a saved combination,
/// and a shopping list made from one. Another household's products, pairings and combinations
/// do not exist for a caller (404).
struct PairingService {
    let db: any Database
    let foods: FoodService
    let households: HouseholdService
    let shoppingList: ShoppingListService
    let recipes: RecipeService
    let pantry: PantryService
    let engine: PairingEngineStore

    enum Limits {
        static let name = 100
        static let picture = 500
        static let partners = 100
        static let combinationPartners = 50
        static let importFileBytes = 2 << 20
        /// The three import files with room for a multipart form's or JSON's own bytes.
        static let importBodyBytes = 3 * importFileBytes + (64 << 10)
        static let suggestions = 100
        static let suggestionIngredients = 10
        static let categoryFilters = 30
        static let filterName = 60
        static let pairsWith = 50
        /// How many of the network's recipes each of a household's own counts as: its habits
        /// should show against 57,691 others.
        static let householdRecipeWeight = 25.0
    }

    static let productNotFound = AppError.notFound(.pairingErrorProductNotFound, field: "productId")
    static let categoryNotFound = AppError.notFound(.pairingErrorCategoryNotFound, field: "categoryId")
    static let combinationNotFound = AppError.notFound(.pairingErrorCombinationNotFound, field: "combinationId")

    /// Trimmed text of at most `limit` characters, or 400 naming the field.
    static func text(_ value: String, field: String, limit: Int) throws -> String {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw AppError.invalid(field, .errorFieldRequired, [field]) }
        guard trimmed.count <= limit else { throw AppError.invalid(field, .errorFieldTooLong, [field, String(limit)]) }
        return trimmed
    }
}
