import Foundation

/// The chefs' addresses: the public list and pages, and the admins' pages that keep them.
enum ChefRoute: SiteRoute {
    case list
    case detail(Parameter<UUID>)
    case adminList
    case adminEdit(Parameter<UUID>)
    case photo(Parameter<UUID>)
    case photoRemoval(Parameter<UUID>)
    case deletion(Parameter<UUID>)

    var segments: [RouteSegment] {
        switch self {
        case .list: ["chefs"]
        case .detail(let chef): ["chefs", .param(.chefID, chef)]
        case .adminList: ["admin", "chefs"]
        case .adminEdit(let chef): ["admin", "chefs", .param(.chefID, chef)]
        case .photo(let chef): ["admin", "chefs", .param(.chefID, chef), "photo"]
        case .photoRemoval(let chef): ["admin", "chefs", .param(.chefID, chef), "photo", "remove"]
        case .deletion(let chef): ["admin", "chefs", .param(.chefID, chef), "delete"]
        }
    }
}
