import Fluent
import JWT
import Vapor

extension Request {
    /// This request's database handle, made once. Fluent's `db` makes a new one on every use (a lock,
    /// a copy of the logger, a context), and one service reaches it through several others.
    var sharedDB: any Database {
        if let database = storage[SharedDatabaseKey.self] { return database }
        let database = db
        storage[SharedDatabaseKey.self] = database
        return database
    }
}

private struct SharedDatabaseKey: StorageKey {
    typealias Value = any Database
}

/// Each module's service, bound to this request's database connection and logger.
extension Request {
    var accounts: AccountService {
        AccountService(db: sharedDB, hasher: application.passwordHasher, clock: clock)
    }

    var appPasswords: AppPasswordService {
        AppPasswordService(db: sharedDB, accounts: accounts, clock: clock)
    }

    var passwordResets: PasswordResetService {
        PasswordResetService(db: sharedDB, hasher: application.passwordHasher, clock: clock)
    }

    var registrations: RegistrationService {
        RegistrationService(db: sharedDB, accounts: accounts, hasher: application.passwordHasher, clock: clock, mailsLinks: linkMailer != nil)
    }

    var tokens: TokenIssuer {
        let configuration = application.larderConfiguration
        return TokenIssuer(
            db: sharedDB,
            keys: application.jwt.keys,
            clock: clock,
            accessTokenLifetime: configuration.accessTokenLifetime,
            refreshTokenLifetime: configuration.refreshTokenLifetime
        )
    }

    var households: HouseholdService {
        HouseholdService(db: sharedDB, accounts: accounts)
    }

    var devices: DeviceService {
        DeviceService(db: sharedDB, clock: clock)
    }

    var recipes: RecipeService {
        RecipeService(db: sharedDB, foods: foods, clock: clock, contents: application.recipeContentCache)
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
        CollectionService(db: sharedDB)
    }

    var chefs: ChefService {
        ChefService(db: sharedDB)
    }

    var photoRecipes: PhotoRecipeService {
        PhotoRecipeService(db: sharedDB, store: application.photos)
    }

    var shoppingList: ShoppingListService {
        ShoppingListService(
            db: sharedDB, foods: foods, households: households, aisles: application.shoppingAisles, events: application.shoppingEvents,
            stock: application.shoppingStock)
    }
}

extension Request {
    var nutritionProfiles: NutritionProfileService {
        NutritionProfileService(db: sharedDB, clock: clock)
    }

    var eatingRules: EatingRulesService {
        EatingRulesService(db: sharedDB, foods: foods)
    }

    var diary: DiaryService {
        DiaryService(db: sharedDB, foods: foods, recipes: recipes, profiles: nutritionProfiles, clock: clock)
    }

    var weightLog: WeightLogService {
        WeightLogService(db: sharedDB, profiles: nutritionProfiles)
    }

    var pantry: PantryService {
        PantryService(
            db: sharedDB, foods: foods, recipes: recipes, shoppingList: shoppingList, clock: clock, cookableIndex: application.cookableIndex,
            stockWatcher: application.pantryStockWatcher)
    }
}

// Reminders
extension Request {
    var reminders: ReminderService {
        ReminderService(db: sharedDB, households: households, clock: clock, factsCache: application.reminderFactsCache)
    }
}

// Pairing
extension Request {
    var pairing: PairingService {
        PairingService(
            db: sharedDB, foods: foods, households: households, shoppingList: shoppingList, recipes: recipes, pantry: pantry,
            engine: application.pairingEngine)
    }

    var pairingCatalogueStore: PairingCatalogueStore {
        PairingCatalogueStore(db: sharedDB, foods: foods)
    }
}

// Planner
extension Request {
    var planner: PlannerService {
        PlannerService(
            db: sharedDB, recipes: recipes, households: households, profiles: nutritionProfiles, eatingRules: eatingRules, foods: foods,
            pantry: pantry,
            shoppingList: shoppingList, diary: diary, reminders: reminders,
            accounts: accounts, clock: clock, threadPool: application.threadPool)
    }
}
