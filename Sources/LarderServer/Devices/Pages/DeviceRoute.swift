import Foundation

/// The device pages' addresses: a household's devices, and deactivating one by its code.
enum DeviceRoute: SiteRoute {
    case list(Parameter<UUID>)
    case deactivation(Parameter<UUID>, device: Parameter<String>)

    var segments: [RouteSegment] {
        switch self {
        case .list(let household): ["households", .param(.householdID, household), "devices"]
        case .deactivation(let household, let device):
            ["households", .param(.householdID, household), "devices", .param(.deviceID, device), "deactivate"]
        }
    }
}
