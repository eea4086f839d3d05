import Foundation

/// The recipe pages' addresses: browsing and searching, one recipe's pages and what a reader
/// does there, writing, importing and generating recipes, photo recipes, and the admins'
/// moderation of submitted recipes.
enum RecipeRoute: SiteRoute {
    case browse
    case mine
    case new
    case detail(Parameter<UUID>)
    case cook(Parameter<UUID>)
    case print(Parameter<UUID>)
    case rating(Parameter<UUID>)
    case favourite(Parameter<UUID>)
    case submission(Parameter<UUID>)
    case withdrawal(Parameter<UUID>)
    case edit(Parameter<UUID>)
    case deletion(Parameter<UUID>)
    case collect(Parameter<UUID>)
    case shoppingList(Parameter<UUID>)
    case shoppingLists
    case generate
    case importPage
    case photoRecipes
    case photoUpload
    case photoRecipeDeletion(Parameter<UUID>)
    case moderationQueue
    case moderationPublished
    case approval(Parameter<UUID>)
    case rejection(Parameter<UUID>)
    case editorsChoice(Parameter<UUID>)
    case chefCredit(Parameter<UUID>)

    var segments: [RouteSegment] {
        switch self {
        case .browse: ["recipes"]
        case .mine: ["recipes", "mine"]
        case .new: ["recipes", "new"]
        case .detail(let recipe): ["recipes", .param(.recipeID, recipe)]
        case .cook(let recipe): ["recipes", .param(.recipeID, recipe), "cook"]
        case .print(let recipe): ["recipes", .param(.recipeID, recipe), "print"]
        case .rating(let recipe): ["recipes", .param(.recipeID, recipe), "rating"]
        case .favourite(let recipe): ["recipes", .param(.recipeID, recipe), "favourite"]
        case .submission(let recipe): ["recipes", .param(.recipeID, recipe), "submit"]
        case .withdrawal(let recipe): ["recipes", .param(.recipeID, recipe), "withdraw"]
        case .edit(let recipe): ["recipes", .param(.recipeID, recipe), "edit"]
        case .deletion(let recipe): ["recipes", .param(.recipeID, recipe), "delete"]
        case .collect(let recipe): ["recipes", .param(.recipeID, recipe), "collect"]
        case .shoppingList(let recipe): ["recipes", .param(.recipeID, recipe), "shopping-list"]
        case .shoppingLists: ["recipes", "shopping-list"]
        case .generate: ["recipes", "generate"]
        case .importPage: ["recipes", "import"]
        case .photoRecipes: ["recipes", "mine", "photos"]
        case .photoUpload: ["recipes", "photos"]
        case .photoRecipeDeletion(let photo): ["recipes", "photos", .param(.photoRecipeID, photo), "delete"]
        case .moderationQueue: ["admin", "recipes"]
        case .moderationPublished: ["admin", "recipes", "public"]
        case .approval(let recipe): ["admin", "recipes", .param(.recipeID, recipe), "approve"]
        case .rejection(let recipe): ["admin", "recipes", .param(.recipeID, recipe), "reject"]
        case .editorsChoice(let recipe): ["admin", "recipes", .param(.recipeID, recipe), "editors-choice"]
        case .chefCredit(let recipe): ["admin", "recipes", .param(.recipeID, recipe), "chef"]
        }
    }
}
