import Foundation
import LarderCore

extension RecipeService {
    /// Puts the starter recipes, in `language`, into a household's cookbook as its own private
    /// recipes written by `user`, who may change or delete them like any other; an
    /// administrator's stay private too, since they are the household's, not a publication.
    func addStarterRecipes(to householdID: UUID, language: Language, by user: Person) async throws -> Int {
        let drafts = try StarterRecipes.drafts(language: language.rawValue)
        for draft in drafts {
            _ = try await create(draft, householdID: householdID, by: user, origin: Origin(staysPrivate: true))
        }
        return drafts.count
    }
}
