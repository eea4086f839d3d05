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
        RecipeService(db: db, foods: foods, clock: larderClock, contents: recipeContentCache)
    }

    var shoppingListService: ShoppingListService {
        ShoppingListService(
            db: db, foods: foods, households: householdService, aisles: shoppingAisles, events: shoppingEvents,
            stock: shoppingStock)
    }

    package var pantryService: PantryService {
        PantryService(
            db: db, foods: foods, recipes: recipeService, shoppingList: shoppingListService, clock: larderClock,
            cookableIndex: cookableIndex, stockWatcher: pantryStockWatcher)
    }

    var pairingService: PairingService {
        PairingService(
            db: db, foods: foods, households: householdService, shoppingList: shoppingListService, recipes: recipeService,
            pantry: pantryService, engine: pairingEngine)
    }

    var passwordResetService: PasswordResetService {
        PasswordResetService(db: db, hasher: passwordHasher, clock: larderClock)
    }

    var nutritionProfileService: NutritionProfileService {
        NutritionProfileService(db: db, clock: larderClock)
    }

    var plannerService: PlannerService {
        let recipes = recipeService
        let profiles = nutritionProfileService
        return PlannerService(
            db: db, recipes: recipes, households: householdService, profiles: profiles,
            eatingRules: EatingRulesService(db: db, foods: foods), foods: foods, pantry: pantryService,
            shoppingList: shoppingListService, diary: DiaryService(db: db, foods: foods, recipes: recipes, profiles: profiles, clock: larderClock),
            reminders: reminderService, accounts: accountService, clock: larderClock, threadPool: threadPool)
    }
}
