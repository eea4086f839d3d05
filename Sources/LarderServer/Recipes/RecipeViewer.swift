import Fluent
import Foundation

/// Who is looking at recipes, and so which ones they may see: a guest sees public recipes; a
/// signed-in person also sees their households' recipes; an admin also sees recipes waiting
/// for moderation.
struct RecipeViewer: Sendable {
    var userID: UUID?
    var householdIDs: Set<UUID>
    var isAdmin: Bool

    static let guest = RecipeViewer(userID: nil, householdIDs: [], isAdmin: false)

    static func of(_ user: User?, on db: any Database) async throws -> RecipeViewer {
        guard let user else { return .guest }
        let memberships = try await HouseholdMember.query(on: db).filter(\.$userID == user.requireID()).all()
        return RecipeViewer(
            userID: try user.requireID(),
            householdIDs: Set(memberships.map { $0.$household.id }),
            isAdmin: user.isAdmin)
    }

    func canRead(_ recipe: Recipe) -> Bool {
        recipe.isPublic || householdIDs.contains(recipe.$household.id) || (isAdmin && recipe.publication == .pending)
    }

    /// Household members edit their cookbook; admins may also edit what is public or submitted,
    /// as moderators.
    func canEdit(_ recipe: Recipe) -> Bool {
        householdIDs.contains(recipe.$household.id) || (isAdmin && recipe.publication != .private && recipe.publication != .rejected)
    }

    func requireUserID() throws -> UUID {
        guard let userID else { throw AppError.signInRequired }
        return userID
    }
}
