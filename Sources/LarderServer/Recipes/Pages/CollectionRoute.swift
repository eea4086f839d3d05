import Foundation

/// The recipe collections' addresses: the reader's own, the public ones, one collection and
/// what its owner does to it, and the admins' list.
enum CollectionRoute: SiteRoute {
    case mine
    case list
    case detail(Parameter<UUID>)
    case edit(Parameter<UUID>)
    case deletion(Parameter<UUID>)
    case recipes(Parameter<UUID>)
    case recipeRemoval(Parameter<UUID>, recipe: Parameter<UUID>)
    case recipeMove(Parameter<UUID>, recipe: Parameter<UUID>)
    case bookmark(Parameter<UUID>)
    case admin

    var segments: [RouteSegment] {
        switch self {
        case .mine: ["recipes", "mine", "collections"]
        case .list: ["collections"]
        case .detail(let collection): ["collections", .param(.collectionID, collection)]
        case .edit(let collection): ["collections", .param(.collectionID, collection), "edit"]
        case .deletion(let collection): ["collections", .param(.collectionID, collection), "delete"]
        case .recipes(let collection): ["collections", .param(.collectionID, collection), "recipes"]
        case .recipeRemoval(let collection, let recipe):
            ["collections", .param(.collectionID, collection), "recipes", .param(.recipeID, recipe), "remove"]
        case .recipeMove(let collection, let recipe):
            ["collections", .param(.collectionID, collection), "recipes", .param(.recipeID, recipe), "move"]
        case .bookmark(let collection): ["collections", .param(.collectionID, collection), "bookmark"]
        case .admin: ["admin", "collections"]
        }
    }
}
