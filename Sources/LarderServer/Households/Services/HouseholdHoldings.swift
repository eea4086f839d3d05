import Fluent
import Foundation
import Vapor

/// What a household holds, counted by the module that keeps it, so the confirmation before a
/// household is deleted can say what goes with it ("Recipes: 12, Pantry items: 40 …"). Each
/// module that keeps a household's things sets its counter on `Application.householdHoldings`;
/// the household's rows in every module go by their foreign keys when it is deleted.
struct HouseholdHolding: Hashable, Sendable {
    enum Kind: String, CaseIterable, Sendable {
        case recipes, publishedRecipes, pantryItems, shoppingLists, reminderLists, reminders, planEntries, savedCombinations
    }

    var kind: Kind
    var count: Int
}

protocol HouseholdHoldingsCounter: Sendable {
    func holdings(of householdID: UUID, on db: any Database) async throws -> [HouseholdHolding]
}

extension Application {
    private struct HouseholdHoldingsKey: StorageKey {
        typealias Value = [any HouseholdHoldingsCounter]
    }

    /// Every module's counter of what a household holds; each module adds its own.
    var householdHoldings: [any HouseholdHoldingsCounter] {
        get { storage[HouseholdHoldingsKey.self] ?? [] }
        set { storage[HouseholdHoldingsKey.self] = newValue }
    }
}
