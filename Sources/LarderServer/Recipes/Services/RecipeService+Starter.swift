import Foundation
import LarderCore

extension RecipeService {
    /// Puts the starter recipes, in `language`, into a household's cookbook as its own private
    /// recipes written by `user`, who may change or delete them like any other; an
    /// administrator's stay private too, since they are the household's, not a publication.
    /// Written as an archive import writes, all of them or none.
    func addStarterRecipes(to householdID: UUID, language: Language, by user: Person) async throws -> Int {
        let incoming = try StarterRecipes.drafts(language: language.rawValue).map { draft in
            Incoming(draft: try Self.validate(draft), aiGenerated: false, photo: nil)
        }
        return try await create(incoming, in: householdID, ownerID: user.id).count
    }
}
