import Foundation
import LarderCore
import Vapor

/// "Cook from pantry" on a recipe's page: takes the recipe's ingredients, at the servings shown,
/// out of the household's stock (the household chosen when the reader has several).
struct PantryCookButton: Component {
    var shown: ShownRecipe
    var context: WebContext

    var body: Component {
        let households = Array(shown.viewer.householdIDs)
        guard shown.isSignedIn, let first = households.first else { return EmptyComponent() }
        let text = context.text
        let servings = shown.presented.servings
        guard households.count == 1 else {
            return Link(text[.pantryCookFromPantry], url: PantryRoute.cook(recipe: .value(shown.id)).path(query: ["servings": String(servings)]))
                .class("button button-secondary")
        }
        return Form(url: PantryRoute.cook(recipe: .value(shown.id)).path, method: .post) {
            CSRFField(token: context.csrfToken)
            Input(type: .hidden, name: "servings", value: String(servings))
            Input(type: .hidden, name: "householdId", value: first.uuidString)
            Element(name: "label") {
                Input(type: .checkbox, name: "logToDiary", value: "on")
                Text(text[.pantryCookLogToDiary])
            }
            .class("checkbox")
            SelectField(label: text[.nutritionMeal], name: "meal", options: text.mealOptions, selected: Meal.dinner.rawValue)
            Button(text[.pantryCookFromPantry]).attribute(named: "type", value: "submit").class("button button-secondary")
        }
        .class("cook-from-pantry")
        .attribute(named: "data-confirm", value: text.text(.pantryCookConfirm, [String(servings)]))
    }
}

/// The signed-in home page's pantry corner: what expires soon, and recipes the pantry can make.
struct PantryHomeSection: Component {
    var householdID: UUID
    var expiring: Int
    var cookable: [RecipeSummary]
    var text: Localizer

    var body: Component {
        Div {
            if expiring > 0 {
                Link(text.text(.pantryExpiringCount, [String(expiring)]), url: PantryRoute.expiring(.value(householdID)).path).class("pantry-alert")
            }
            RecipeShelf(title: text[.pantryFromYourPantry], recipes: cookable, moreURL: PantryRoute.cookable(.value(householdID)).path, text: text)
        }
    }
}

extension PantryService {
    /// What the home page shows of the household's pantry; nil when there is nothing to say.
    func homeSection(_ access: HouseholdService.Access, viewer: RecipeViewer, text: Localizer) async throws -> PantryHomeSection? {
        let expiring = try await expiring(access, days: nil).items.count
        let stock = try await Self.stock(of: access.householdID, on: db)
        var recipes: [RecipeSummary] = []
        if !stock.isEmpty {
            let ranked = try await cookable(access, limit: 8, maxMissing: nil).items.filter { $0.match.share > 0 }
            recipes = try await self.recipes.readableRecipes(ranked.map(\.match.recipeID), for: viewer)
        }
        guard expiring > 0 || !recipes.isEmpty else { return nil }
        return PantryHomeSection(householdID: access.householdID, expiring: expiring, cookable: recipes, text: text)
    }

}

extension PantryHomeSection {
    /// The home page's pantry corner for the person's first household, or nil.
    static func load(_ request: Request, user: Person, households: [HouseholdService.Summary]) async throws -> PantryHomeSection? {
        guard let id = households.first?.household.id else { return nil }
        let access = try await request.households.access(id, for: user)
        let viewer = RecipeViewer(userID: access.userID, householdIDs: [id], isAdmin: false)
        return try await request.pantry.homeSection(access, viewer: viewer, text: request.web.text)
    }
}
