import Foundation
import SQLKit

extension RecipeViewer {
    /// A condition on `recipes AS r` that holds exactly when `canRead` would: the same rule,
    /// for queries that filter many recipes at once.
    var readableCondition: SQLQueryString {
        var alternatives: [SQLQueryString] = ["r.status = \(bind: RecipeStatus.approved.rawValue)"]
        if !householdIDs.isEmpty {
            alternatives.append("r.household_id IN (\(binds: Array(householdIDs)))")
        }
        if isAdmin {
            alternatives.append("r.status = \(bind: RecipeStatus.pending.rawValue)")
        }
        return "(" + alternatives.joined(separator: " OR ") + ")"
    }

    /// Public recipes only: what anyone but its owner sees of a collection.
    static var publicCondition: SQLQueryString {
        "r.status = \(bind: RecipeStatus.approved.rawValue)"
    }
}
