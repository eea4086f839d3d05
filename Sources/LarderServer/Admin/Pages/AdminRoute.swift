import Foundation

/// Every page address of the administration (the recipe moderation pages are the Recipes module's).
enum AdminRoute: SiteRoute {
    case home
    case users
    case user(Parameter<UUID>)
    case userResetLink(Parameter<UUID>)
    case devices

    var segments: [RouteSegment] {
        switch self {
        case .home: ["admin"]
        case .users: ["admin", "users"]
        case .user(let id): ["admin", "users", .param(.userID, id)]
        case .userResetLink(let id): ["admin", "users", .param(.userID, id), "reset-link"]
        case .devices: ["admin", "devices"]
        }
    }
}
