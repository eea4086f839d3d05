import Vapor

/// Services bound to the application's database rather than a request's, for work outside a
/// request: the `LarderBenchmarks` harnesses drive them as the API does, through `package`
/// access. Bound like `Request+Services`.
extension Application {
    package var accountService: AccountService {
        AccountService(db: db, hasher: passwordHasher, clock: larderClock)
    }

    package var householdService: HouseholdService {
        HouseholdService(db: db, accounts: accountService)
    }

    package var recipeService: RecipeService {
        RecipeService(db: db, foods: foods, clock: larderClock)
    }

    package var pantryService: PantryService {
        let shoppingList = ShoppingListService(
            db: db, foods: foods, households: householdService, aisles: shoppingAisles, events: shoppingEvents,
            stock: shoppingStock)
        return PantryService(
            db: db, foods: foods, recipes: recipeService, shoppingList: shoppingList, clock: larderClock,
            cookableIndex: cookableIndex)
    }
}
