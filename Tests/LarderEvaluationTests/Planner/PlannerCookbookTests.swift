import Foundation
import LarderCore
import Testing

@testable import LarderEvaluation

private let recipePages = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared/data/recipe-pages").path

@Suite("The planner's cookbooks")
struct PlannerCookbookTests {
    @Test func aGeneratedRecipesNutritionIsItsFoodsWeighedOut() {
        let recipes = SyntheticCookbook.recipes(count: 200, seed: 4)
        for recipe in recipes {
            let weighed = recipe.foods.reduce(PlanNutrition.zero) { sum, use in
                sum + SyntheticFood.named(use.food).per100g * (use.gramsPerServing! / 100)
            }
            #expect(abs(weighed.kcal - recipe.perServing.kcal) < 1e-9)
            let meat = recipe.foods.contains { [.poultry, .redMeat, .fish].contains(SyntheticFood.named($0.food).kind) }
            #expect(recipe.dietFlags.contains(.vegetarian) == !meat)
        }
        #expect(Set(recipes.flatMap(\.suitableMeals)) == Set(Meal.allCases))
        #expect(SyntheticCookbook.recipes(count: 50, seed: 4) == Array(recipes.prefix(50)))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: recipePages), "../shared/data/recipe-pages is absent"))
    func thePagesDeclaringAllFourNutrientsMakeTheCookbook() throws {
        let cookbook = try RecipePageCookbook.load(pagesDirectory: recipePages, usdaDirectory: nil)
        #expect(cookbook.pages == 297)
        #expect(cookbook.declaringAll == 144)
        #expect(cookbook.recipes.count == cookbook.declaringAll - cookbook.implausible)
        #expect(cookbook.recipes.count >= 130)
        #expect(cookbook.recipes.allSatisfy { (30...2000).contains($0.perServing.kcal) })
    }

    @Test func simulatedPeopleHaveTargetsInTheIssuesRange() {
        let requests = PlannerSimulation.requests(
            cookbook: SyntheticCookbook.recipes(count: 300, seed: 1), households: 20, weeks: 2, seed: 3)
        #expect(requests.count == 40)
        for request in requests {
            #expect(request.days.count == 7)
            #expect(request.eaters.allSatisfy { (1500...3200).contains($0.targets.kcal) })
            #expect(request.stock.contains { $0.bestBefore.map { request.days.contains($0) } ?? false })
        }
        #expect(requests[0].eaters == requests[1].eaters)
    }
}
