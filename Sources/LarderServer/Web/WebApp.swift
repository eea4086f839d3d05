import Vapor

/// The server-rendered web app: the shell, assets, and each module's pages.
enum WebApp {
    static func register(on app: Application) throws {
        Assets.register(on: app)
        let pages = app.grouped(PersonSessionAuthenticator(), CSRFMiddleware())
        try pages.register(collection: ShellPages())
        try pages.register(collection: AccountPages())
        try pages.register(collection: PasswordResetPages())
        try pages.register(collection: AppPasswordPages())
        try pages.register(collection: HouseholdPages())
        try pages.register(collection: DevicePages())
        try pages.register(collection: AdminPages())
        try pages.register(collection: RecipeBrowsePages())
        try pages.register(collection: RecipeDetailPages())
        try pages.register(collection: RecipeFormPages())
        try pages.register(collection: RecipeModerationPages())
        try pages.register(collection: RecipeImportPages())
        try pages.register(collection: RecipeGeneratePages())
        try pages.register(collection: RecipeCollectionPages())
        try pages.register(collection: AdminCollectionPages())
        try pages.register(collection: ChefPages())
        try pages.register(collection: ChefAdminPages())
        try pages.register(collection: PhotoRecipePages())
        try pages.register(collection: RecipeShoppingPages())
        try pages.register(collection: NutritionPages())
        try pages.register(collection: CartPages())
        try pages.register(collection: BodyPages())
        try pages.register(collection: EatingRulesPages())
        try pages.register(collection: HouseholdFoodPages())
        try pages.register(collection: ShoppingPages())
        try pages.register(collection: ShoppingPantryPages())
        try pages.register(collection: PantryPages())

        // Reminders
        try pages.register(collection: ReminderPages())

        // Pairing
        try pages.register(collection: PairingPages())

        // Planner
        try pages.register(collection: PlannerPages())
    }
}
