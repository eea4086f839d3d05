import Fluent
import Foundation
import LarderCore

/// "To shopping list": what the range's cooks need goes on the household's default list as
/// lines of source `plan`. The list merges them by food across units; a list that subtracts
/// stock (the default) takes what the pantry holds off what it needs, so the list asks for
/// needs minus stock.
extension PlannerService {
    struct ShoppingOutcome: Sendable {
        var list: ShoppingListRef
        var itemIDs: [UUID]
        var cooks: Int
    }

    func toShoppingList(_ range: ClosedRange<CalendarDay>, _ access: HouseholdService.Access, by user: Person, viewer: RecipeViewer)
        async throws -> ShoppingOutcome
    {
        let cooks = try await entries(range, access).filter { $0.leftoversOf == nil && $0.cookedAt == nil && $0.cookServings > 0 }
        let extrasAhead = try await extras(range, access).contains { $0.eatenAt == nil }
        guard !cooks.isEmpty || extrasAhead else { throw AppError.invalid("from", .plannerErrorNothingToShop, ["from"]) }
        var lines: [ShoppingListService.Line] = []
        for entry in cooks {
            let servings = Int(entry.cookServings.rounded(.up))
            // A recipe no longer readable (deleted, unpublished) adds nothing.
            guard let addition = try? await recipes.shoppingLines(of: entry.recipeID, servings: servings, for: viewer) else { continue }
            lines += addition.lines.map {
                ShoppingListService.Line(
                    text: $0, source: .plan, recipeID: entry.recipeID, recipeTitle: addition.recipeTitle, servings: servings,
                    reference: entry.id?.uuidString)
            }
        }
        let extras = try await extras(range, access).filter { $0.eatenAt == nil }
        for (foodID, items) in Dictionary(grouping: extras, by: \.foodID) {
            let grams = items.reduce(0) { $0 + $1.grams }
            lines.append(
                ShoppingListService.Line(
                    text: "\(Int(grams.rounded())) g \(items[0].foodName)", source: .plan, reference: items[0].id?.uuidString, foodID: foodID))
        }
        let list = try await shoppingList.defaultListRef(access)
        let added = try await shoppingList.add(lines, to: list, access, by: user)
        var seen = Set<UUID>()
        return ShoppingOutcome(list: list, itemIDs: added.map(\.itemID).filter { seen.insert($0).inserted }, cooks: cooks.count)
    }
}
