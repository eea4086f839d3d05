import Fluent
import Foundation

extension RecipeService {
    /// The home feed's shelves, from what the viewer may see.
    struct Feed: Sendable {
        var editorsChoice: [RecipeSummary]
        var newest: [RecipeSummary]
        var quick: [RecipeSummary]
    }

    /// Recipes ready in this many minutes or fewer count as quick.
    static let quickMinutes = 30

    func feed(for viewer: RecipeViewer) async throws -> Feed {
        var chosen = RecipeQuery()
        chosen.scope = .public
        chosen.editorsChoice = true
        chosen.sort = .newest
        chosen.per = 10
        var newest = RecipeQuery()
        newest.scope = .public
        newest.sort = .newest
        newest.per = 10
        var quick = RecipeQuery()
        quick.maxTotalMinutes = Self.quickMinutes
        quick.sort = .quickest
        quick.per = 10
        return Feed(
            editorsChoice: try await search(chosen, for: viewer).items,
            newest: try await search(newest, for: viewer).items,
            quick: try await search(quick, for: viewer).items)
    }
}
