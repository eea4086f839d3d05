import Foundation

/// The household pages' addresses.
enum HouseholdRoute: SiteRoute {
    case list
    case detail(Parameter<UUID>)
    case members(Parameter<UUID>)
    case memberRole(Parameter<UUID>, member: Parameter<UUID>)
    case memberRemoval(Parameter<UUID>, member: Parameter<UUID>)
    case deletion(Parameter<UUID>)

    var segments: [RouteSegment] {
        switch self {
        case .list: ["households"]
        case .detail(let household): ["households", .param(.householdID, household)]
        case .members(let household): ["households", .param(.householdID, household), "members"]
        case .memberRole(let household, let member):
            ["households", .param(.householdID, household), "members", .param(.userID, member), "role"]
        case .memberRemoval(let household, let member):
            ["households", .param(.householdID, household), "members", .param(.userID, member), "remove"]
        case .deletion(let household): ["households", .param(.householdID, household), "delete"]
        }
    }
}
