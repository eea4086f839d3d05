import Fluent
import Foundation

/// Who is looking at recipes, and so which ones they may see: a guest sees public recipes; a
/// signed-in person also sees their households' recipes; an admin also sees recipes waiting
/// for moderation.
package struct RecipeViewer: Sendable {
    var userID: UUID?
    /// The reader's display name, when known: their own recipes then need no lookup of it.
    var userName: String?
    var householdIDs: Set<UUID>
    var isAdmin: Bool

    package init(userID: UUID?, userName: String? = nil, householdIDs: Set<UUID>, isAdmin: Bool) {
        self.userID = userID
        self.userName = userName
        self.householdIDs = householdIDs
        self.isAdmin = isAdmin
    }

    package static let guest = RecipeViewer(userID: nil, householdIDs: [], isAdmin: false)

    static func of(_ user: Person?, on db: any Database) async throws -> RecipeViewer {
        guard let user else { return .guest }
        return RecipeViewer(userID: user.id, userName: user.name, householdIDs: try await db.memberships.households(of: user.id), isAdmin: user.isAdmin)
    }

    func canRead(_ recipe: Recipe) -> Bool {
        canRead(householdID: recipe.householdID, status: recipe.status)
    }

    func canRead(_ recipe: RecipeRecord) -> Bool {
        canRead(householdID: recipe.householdID, status: recipe.status)
    }

    private func canRead(householdID: UUID, status: RecipeStatus) -> Bool {
        status == .approved || householdIDs.contains(householdID) || (isAdmin && status == .pending)
    }

    /// Household members edit their cookbook; admins may also edit what is public or submitted,
    /// as moderators.
    func canEdit(_ recipe: RecipeRecord) -> Bool {
        householdIDs.contains(recipe.householdID) || (isAdmin && recipe.status != .private && recipe.status != .rejected)
    }

    func requireUserID() throws -> UUID {
        guard let userID else { throw AppError.signInRequired }
        return userID
    }
}
