import Foundation
import Vapor

/// What a signed-in reader can do with a recipe beyond reading it: their collections to add it
/// to, their households' shopping lists, and for admins the chefs to credit.
struct RecipeReaderTools {
    var collections: [CollectionService.Choice] = []
    var households: [HouseholdService.Summary] = []
    var chefs: [ChefEntry] = []

    /// Enough for a choice list; more chefs than this are credited through the API.
    static let chefChoices = 500

    static func load(_ request: Request, for shown: ShownRecipe) async throws -> RecipeReaderTools {
        guard let user = request.web.user else { return RecipeReaderTools() }
        var tools = RecipeReaderTools()
        tools.collections = try await request.collections.choices(for: shown.viewer)
        tools.households = try await request.households.households(of: user)
        if shown.isAdmin {
            tools.chefs = try await request.chefs.entries(page: 1, per: chefChoices).items
        }
        return tools
    }
}

/// "Add to collection": one of the reader's collections, or a new one named here.
struct RecipeCollectPanel: Component {
    var shown: ShownRecipe
    var tools: RecipeReaderTools
    var context: WebContext

    var body: Component {
        let text = context.text
        return Element(name: "section") {
            H2(text[.recipeCollectTitle])
            if shown.isSignedIn {
                Form(url: RecipeRoute.collect(.value(shown.recipeID)).path, method: .post) {
                    CSRFField(token: context.csrfToken)
                    if !tools.collections.isEmpty {
                        SelectField(
                            label: text[.recipeCollectChoose], name: "collectionId",
                            options: tools.collections.map { ($0.id.uuidString, $0.name) },
                            selected: nil)
                    }
                    FormField(
                        label: tools.collections.isEmpty ? text[.recipeCollectionNewName] : text[.recipeCollectOrNew], name: "name",
                        hint: tools.collections.isEmpty ? nil : text[.recipeCollectOrNewHint])
                    Button(text[.recipeCollectAdd]).attribute(named: "type", value: "submit").class("button button-secondary")
                }
                Link(text[.recipeCollectionsMine], url: CollectionRoute.mine.path).class("row-meta")
            } else {
                Link(text[.recipeCollectSignIn], url: shown.signInURL)
                    .class("button button-secondary")
            }
        }
        .class("card recipe-collect")
        .id("collect")
    }
}

/// "Add ingredients to shopping list", at the servings shown: it lives in the ingredients
/// panel, so the script's servings stepper brings a fresh one with every change.
struct RecipeShoppingForm: Component {
    var shown: ShownRecipe
    var households: [HouseholdService.Summary]
    var context: WebContext

    var body: Component {
        let text = context.text
        let servings = shown.presented.servings
        guard shown.isSignedIn else {
            return Link(text[.recipeShoppingSignIn], url: shown.signInURL)
                .class("button button-secondary button-small shopping-add")
        }
        guard !households.isEmpty else { return EmptyComponent() }
        return Form(url: RecipeRoute.shoppingList(.value(shown.recipeID)).path, method: .post) {
            CSRFField(token: context.csrfToken)
            Input(type: .hidden, name: "servings", value: String(servings))
            if households.count > 1 {
                Element(name: "label") { Text(text[.fieldHousehold]) }.attribute(named: "for", value: "shopping-household")
                Element(name: "select") {
                    for summary in households {
                        Element(name: "option") { Text(summary.household.name) }
                            .attribute(named: "value", value: summary.household.id.uuidString)
                    }
                }
                .id("shopping-household")
                .attribute(named: "name", value: "householdId")
                .class("input")
            } else {
                Input(type: .hidden, name: "householdId", value: households.first?.household.id.uuidString)
            }
            Button(text.text(.recipeShoppingAdd, [String(servings)]))
                .attribute(named: "type", value: "submit")
                .class("button button-secondary")
        }
        .class("shopping-add")
    }
}

/// For admins on a public recipe: which chef it is credited to.
struct RecipeChefCreditForm: Component {
    var recipeID: UUID
    var current: String?
    var chefs: [ChefEntry]
    var context: WebContext

    var body: Component {
        let text = context.text
        guard !chefs.isEmpty else {
            return Link(text[.recipeChefsAdd], url: ChefRoute.adminList.path).class("button button-secondary button-small")
        }
        return Form(url: RecipeRoute.chefCredit(.value(recipeID)).path, method: .post) {
            CSRFField(token: context.csrfToken)
            Input(type: .hidden, name: "next", value: RecipeRoute.detail(.value(recipeID)).path)
            ChefSelect(name: "chefId", label: text[.recipeChefCredit], chefs: chefs, selected: current, text: text)
            Button(text[.recipeChefCreditSave]).attribute(named: "type", value: "submit").class("button button-secondary")
        }
    }
}

/// A choice of chef, "no chef" first.
struct ChefSelect: Component {
    var name: String
    var label: String
    var chefs: [ChefEntry]
    var selected: String?
    var text: Localizer

    var body: Component {
        SelectField(
            label: label, name: name,
            options: [("", text[.recipeChefNone])] + chefs.map { ($0.id.uuidString, $0.name) },
            selected: selected ?? "")
    }
}
