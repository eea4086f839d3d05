import Foundation

/// Every page address of the planner: the tab, a household's week and the forms that change it.
enum PlannerRoute: SiteRoute {
    /// What a form on one planned entry does.
    enum EntryAction: String, Sendable, CaseIterable {
        case move, lock, remove, cook, prepare
    }

    case tab
    case week(Parameter<UUID>)
    case fill(Parameter<UUID>)
    case shopping(Parameter<UUID>)
    case feedRegeneration(Parameter<UUID>)
    case entry(Parameter<UUID>, entry: Parameter<UUID>, EntryAction)
    /// Taking an extra off the plan.
    case extraRemoval(Parameter<UUID>, extra: Parameter<UUID>)

    var segments: [RouteSegment] {
        switch self {
        case .tab: ["plan"]
        case .week(let household): ["households", .param(.householdID, household), "plan"]
        case .fill(let household): ["households", .param(.householdID, household), "plan", "fill"]
        case .shopping(let household): ["households", .param(.householdID, household), "plan", "shopping"]
        case .feedRegeneration(let household): ["households", .param(.householdID, household), "plan", "feed"]
        case .entry(let household, let entry, let action):
            ["households", .param(.householdID, household), "plan", "entries", .param(.entryID, entry), .constant(action.rawValue)]
        case .extraRemoval(let household, let extra):
            ["households", .param(.householdID, household), "plan", "extras", .param(.extraID, extra), "remove"]
        }
    }
}
