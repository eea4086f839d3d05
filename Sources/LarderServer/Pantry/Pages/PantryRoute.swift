import Foundation

/// The pantry pages' addresses: the tab, a household's stock and its other pages, an item and
/// the changes to it, and cooking a recipe from the pantry.
enum PantryRoute: SiteRoute {
    /// The changes an item's page posts.
    enum ItemChange: String, Sendable {
        case amount, consume, move, discard, minimum
        case details = "edit"
    }

    case tab
    case stock(Parameter<UUID>)
    case newItem(Parameter<UUID>)
    case items(Parameter<UUID>)
    case item(Parameter<UUID>, item: Parameter<UUID>)
    case itemChange(Parameter<UUID>, item: Parameter<UUID>, ItemChange)
    case history(Parameter<UUID>)
    case undo(Parameter<UUID>, entry: Parameter<UUID>)
    case expiring(Parameter<UUID>)
    case reviews(Parameter<UUID>)
    case review(Parameter<UUID>, review: Parameter<UUID>)
    case settings(Parameter<UUID>)
    case cookable(Parameter<UUID>)
    case shortfall(Parameter<UUID>)
    /// "Cook from pantry" on a recipe's page.
    case cook(recipe: Parameter<String>)

    var segments: [RouteSegment] {
        switch self {
        case .tab: ["pantry"]
        case .stock(let household): Self.pantry(household)
        case .newItem(let household): Self.pantry(household) + ["new"]
        case .items(let household): Self.pantry(household) + ["items"]
        case .item(let household, let item): Self.pantry(household) + ["items", .param(.itemID, item)]
        case .itemChange(let household, let item, let change):
            Self.pantry(household) + ["items", .param(.itemID, item), .constant(change.rawValue)]
        case .history(let household): Self.pantry(household) + ["history"]
        case .undo(let household, let entry): Self.pantry(household) + ["ledger", .param(.entryID, entry), "undo"]
        case .expiring(let household): Self.pantry(household) + ["expiring"]
        case .reviews(let household): Self.pantry(household) + ["reviews"]
        case .review(let household, let review): Self.pantry(household) + ["reviews", .param(.reviewID, review)]
        case .settings(let household): Self.pantry(household) + ["settings"]
        case .cookable(let household): Self.pantry(household) + ["cookable"]
        case .shortfall(let household): Self.pantry(household) + ["shortfall"]
        case .cook(let recipe): ["recipes", .param(.recipeID, recipe), "pantry-cook"]
        }
    }

    private static func pantry(_ household: Parameter<UUID>) -> [RouteSegment] {
        ["households", .param(.householdID, household), "pantry"]
    }
}
