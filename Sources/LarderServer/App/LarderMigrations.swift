import Fluent
import Vapor

/// Every migration, in the order it must run. Append; never reorder or rename.
enum LarderMigrations {
    static var all: [any Migration] {
        [
            CreateWriteIntent(),
            CreateUser(),
            CreateRefreshToken(),
            CreateLoginFailure(),
            CreateHousehold(),
            CreateHouseholdMember(),
            CreateDevice(),
            CreateWebSession(),
            CreateFood(),
            CreateFoodCatalogRevision(),
            CreateChef(),
            CreateRecipe(),
            CreateRecipeReactions(),
            CreateRecipeCollections(),
            CreatePhotoRecipe(),
            CreateShoppingListItem(),
            UpdateRecipesAddSearchKey(),
            CreateHouseholdFood(),
            CreateNutritionProfile(),
            CreateDiaryEntry(),
            CreateWeightEntry(),
            CreateDiaryCartItem(),
            CreateShoppingLists(),
            MoveShoppingListItemsToLists(),
            CreatePantryItem(),
            CreatePantryLedgerEntry(),
            CreatePantrySettings(),
            CreatePantryMinimum(),
            CreatePantryReview(),
            CreatePantryDeviceBatch(),
            UpdateRecipesAddUpdatedIndex(),
            CreateNutritionTarget(),
            UpdatePantryColumnsToJSON(),
            UpdateDiaryEntriesNutrientsToJSON(),
            UpdateShoppingItemsAmountToJSON(),
            UpdateChefsLinksToArray(),
            UpdateLoginFailuresAddCheckingUntil(),
            CreateAPISession(),
            UpdateRecipesAddPhotoIndexes(),
            CreatePasswordResets(),

            // Reminders (the module appends its migrations here, in order)
            CreateReminderLists(),
            CreateReminders(),
            CreateReminderTags(),
            CreateReminderCompletions(),
            CreateReminderSmartLists(),

            // Pairing
            CreatePairingCatalogue(),
            CreatePairingCombinations(),

            // Planner
            CreatePlanEntries(),

            // Accounts: registration by a mailed link
            CreateRegistrationRequests(),

            // Nutrition: what each person eats, for the planner
            CreateEatingRules(),

            // Reminders and accounts: phones syncing over CalDAV with app passwords
            UpdateRemindersForCalDAV(),
            CreateAppPasswords(),
            // Reminders: pantry expiry as reminders in a Kitchen list
            CreateKitchenReminders(),
            // Reminders: a change counter per household for smart lists read from memory
            CreateReminderRevisions(),
            UpdateRemindersUniqueResourceNames(),
            // Planner: simple foods beside the dishes, one member's each
            CreatePlanExtras(),
        ]
    }
}
