import Foundation
import LarderCore

extension RecipePresenter {
    /// The recipe as its web pages show it: what the API would return, read into the pages' own values.
    func display(_ loaded: RecipeService.Loaded, servings: Int? = nil, measure: MeasureChoice? = nil) async throws
        -> RecipeDisplay
    {
        RecipeDisplay(try await recipe(loaded, servings: servings, measure: measure), loaded: loaded)
    }
}

extension RecipeDisplay {
    init(_ recipe: Components.Schemas.Recipe, loaded: RecipeService.Loaded) {
        let stored = loaded.recipe
        self.init(
            id: recipe.id, title: recipe.title, description: recipe.description, photoURL: recipe.photoUrl,
            servings: recipe.servings, baseServings: recipe.baseServings, prepMinutes: recipe.prepMinutes,
            cookMinutes: recipe.cookMinutes, totalMinutes: recipe.totalMinutes, difficulty: stored.difficulty,
            categories: loaded.values(.category).compactMap(RecipeCategory.init(rawValue:)),
            diets: loaded.values(.diet).compactMap(DietFlag.init(rawValue:)), tags: loaded.values(.tag),
            sourceURL: recipe.sourceUrl,
            ingredients: recipe.ingredients.map {
                Ingredient(section: $0.section, display: $0.display, optional: $0.optional, foodName: $0.foodName)
            },
            steps: recipe.steps.map { step in
                Step(number: step.number, text: step.text, timers: step.timers.map { Timer(seconds: $0.seconds, text: $0.text) })
            },
            status: stored.status, rejectionReason: recipe.rejectionReason, householdID: stored.householdID,
            ownerName: recipe.ownerName, chef: stored.chef,
            editorsChoice: stored.editorsChoice,
            rating: Rating(average: recipe.rating.average, count: recipe.rating.count, mine: recipe.rating.mine),
            favourite: recipe.favourite, canEdit: recipe.canEdit,
            nutrition: recipe.nutrition.map { nutrition in
                let values = nutrition.perServing
                return Nutrition(
                    energyKcal: values.energyKcal, protein: values.protein, fat: values.fat, carbohydrate: values.carbohydrate,
                    fiber: values.fiber, sugars: values.sugars, sodium: values.sodium, countedLines: nutrition.countedLines,
                    totalLines: nutrition.totalLines, gaps: nutrition.gaps.map { Nutrition.Gap(line: $0.line, code: $0.code.rawValue) })
            },
            shareURL: recipe.shareUrl, summary: stored.summary)
    }
}
