import Foundation
import LarderCore

extension LarderAPI {
    func suggestPairingPartners(_ input: Operations.suggestPairingPartners.Input) async throws -> Operations.suggestPairingPartners.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let query = input.query
        let asked = PairingService.SuggestionRequest(
            ingredients: query.ingredient, region: query.region, categories: query.category ?? [], pantryOnly: query.pantry ?? false,
            limit: query.limit ?? 20)
        let found = try await request.pairing.suggestions(asked, access)
        return .ok(.init(body: .json(PairingPresenter.suggestions(found))))
    }
}

extension PairingPresenter {
    static func suggestions(_ found: PairingService.Suggestions) -> Components.Schemas.PairingSuggestions {
        .init(
            engine: found.result != nil, ingredients: found.result?.ingredients ?? [], unknown: found.result?.unknown ?? [],
            householdRecipes: found.householdRecipes, regions: found.regions, categories: found.categories,
            suggestions: (found.result?.suggestions ?? []).map { suggestion in
                .init(
                    ingredient: suggestion.ingredient, name: suggestion.displayName, category: suggestion.category,
                    score: suggestion.score, recipesTogether: suggestion.recipesTogether,
                    sharedCompoundCount: suggestion.sharedCompoundCount, sharedCompounds: suggestion.sharedCompounds,
                    reason: suggestion.summary, inPantry: found.stocked.contains(suggestion.ingredient),
                    productId: found.products[suggestion.ingredient]?.id)
            })
    }
}
