import JWT
import Vapor

/// Each module's service, bound to this request's database connection and logger.
extension Request {
    var accounts: AccountService {
        AccountService(db: db, hasher: application.passwordHasher, clock: clock)
    }

    var appPasswords: AppPasswordService {
        AppPasswordService(db: db, accounts: accounts, clock: clock)
    }

    var passwordResets: PasswordResetService {
        PasswordResetService(db: db, hasher: application.passwordHasher, clock: clock)
    }

    var registrations: RegistrationService {
        RegistrationService(db: db, accounts: accounts, hasher: application.passwordHasher, clock: clock, mailsLinks: linkMailer != nil)
    }

    var tokens: TokenIssuer {
        let configuration = application.larderConfiguration
        return TokenIssuer(
            db: db,
            keys: application.jwt.keys,
            clock: clock,
            accessTokenLifetime: configuration.accessTokenLifetime,
            refreshTokenLifetime: configuration.refreshTokenLifetime
        )
    }

    var households: HouseholdService {
        HouseholdService(db: db, accounts: accounts)
    }

    var devices: DeviceService {
        DeviceService(db: db, clock: clock)
    }

    var recipes: RecipeService {
        RecipeService(db: db, foods: foods, clock: clock, contents: application.recipeContentCache)
    }

    var recipePages: RecipePageFetcher {
        RecipePageFetcher(
            eventLoopGroup: application.eventLoopGroup,
            allowsPrivateNetworks: application.larderConfiguration.importsFromPrivateNetworks,
            threadPool: application.threadPool)
    }

    var recipeGenerator: RecipeGenerator {
        let configuration = application.larderConfiguration
        return RecipeGenerator(
            provider: configuration.ai, timeout: configuration.aiTimeout, client: application.http.client.shared, logger: logger)
    }

    var collections: CollectionService {
        CollectionService(db: db)
    }

    var chefs: ChefService {
        ChefService(db: db)
    }

    var photoRecipes: PhotoRecipeService {
        PhotoRecipeService(db: db, store: application.photos)
    }

    var shoppingList: ShoppingListService {
        ShoppingListService(
            db: db, foods: foods, households: households, aisles: application.shoppingAisles, events: application.shoppingEvents,
            stock: application.shoppingStock)
    }
}

extension Request {
    var nutritionProfiles: NutritionProfileService {
        NutritionProfileService(db: db, clock: clock)
    }

    var eatingRules: EatingRulesService {
        EatingRulesService(db: db, foods: foods)
    }

    var diary: DiaryService {
        DiaryService(db: db, foods: foods, recipes: recipes, profiles: nutritionProfiles, clock: clock)
    }

    var weightLog: WeightLogService {
        WeightLogService(db: db, profiles: nutritionProfiles)
    }

    var pantry: PantryService {
        PantryService(
            db: db, foods: foods, recipes: recipes, shoppingList: shoppingList, clock: clock, cookableIndex: application.cookableIndex,
            stockWatcher: application.pantryStockWatcher)
    }
}

// Reminders
extension Request {
    var reminders: ReminderService {
        ReminderService(db: db, households: households, clock: clock, factsCache: application.reminderFactsCache)
    }
}

// Pairing
extension Request {
    var pairing: PairingService {
        PairingService(
            db: db, foods: foods, households: households, shoppingList: shoppingList, recipes: recipes, pantry: pantry,
            engine: application.pairingEngine)
    }

    var pairingCatalogueStore: PairingCatalogueStore {
        PairingCatalogueStore(db: db, foods: foods)
    }
}

// Planner
extension Request {
    var planner: PlannerService {
        PlannerService(
            db: db, recipes: recipes, households: households, profiles: nutritionProfiles, eatingRules: eatingRules, pantry: pantry,
            shoppingList: shoppingList, diary: diary, reminders: reminders,
            accounts: accounts, clock: clock, threadPool: application.threadPool)
    }
}
