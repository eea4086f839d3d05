import Foundation

/// The shopping pages' addresses: the lists, one list and what its forms post to, the
/// household's stores and live events, and the bought → pantry dialog.
enum ShoppingRoute: SiteRoute {
    /// What an item's forms post.
    enum ItemChange: String, Sendable {
        case check, delete, move
        case details = "edit"
    }

    case overview
    case lists
    case list(Parameter<UUID>)
    case share(Parameter<UUID>)
    case export(Parameter<UUID>)
    case items(Parameter<UUID>)
    case itemChange(Parameter<UUID>, item: Parameter<UUID>, ItemChange)
    case undoDelete(Parameter<UUID>)
    case clearChecked(Parameter<UUID>)
    case recipeRemoval(Parameter<UUID>, recipe: Parameter<UUID>)
    case settings(Parameter<UUID>)
    case deletion(Parameter<UUID>)
    case bought(Parameter<UUID>)
    case lowStock(Parameter<UUID>)
    case events(household: Parameter<UUID>)
    case stores(household: Parameter<UUID>)
    /// The pantry's "running low" onto the household's default list.
    case lowStockToDefaultList(Parameter<UUID>)
    case storeDeletion(Parameter<UUID>)

    var segments: [RouteSegment] {
        switch self {
        case .overview: ["shopping"]
        case .lists: ["shopping", "lists"]
        case .list(let list): Self.list(list)
        case .share(let list): Self.list(list) + ["share"]
        case .export(let list): Self.list(list) + ["export.csv"]
        case .items(let list): Self.list(list) + ["items"]
        case .itemChange(let list, let item, let change): Self.list(list) + ["items", .param(.itemID, item), .constant(change.rawValue)]
        case .undoDelete(let list): Self.list(list) + ["items", "undo-delete"]
        case .clearChecked(let list): Self.list(list) + ["clear-checked"]
        case .recipeRemoval(let list, let recipe): Self.list(list) + ["recipes", .param(.recipeID, recipe), "remove"]
        case .settings(let list): Self.list(list) + ["settings"]
        case .deletion(let list): Self.list(list) + ["delete"]
        case .bought(let list): Self.list(list) + ["bought"]
        case .lowStock(let list): Self.list(list) + ["low-stock"]
        case .events(let household): ["shopping", "households", .param(.householdID, household), "events"]
        case .stores(let household): ["shopping", "households", .param(.householdID, household), "stores"]
        case .lowStockToDefaultList(let household): ["shopping", "households", .param(.householdID, household), "low-stock"]
        case .storeDeletion(let store): ["shopping", "stores", .param(.storeID, store), "delete"]
        }
    }

    private static func list(_ list: Parameter<UUID>) -> [RouteSegment] {
        ["shopping", "lists", .param(.listID, list)]
    }
}
