import Foundation
import LarderCore
import Vapor

/// Adding to a meal: search foods (each with an amount and only the units that weigh for it,
/// straight to the diary or into the cart), a recipe's servings, or a quick entry.
enum AddEntryPage {
    struct Model {
        var day: CalendarDay
        var meal: Meal
        var query: String
        var foods: [FoodService.Entry]
        var recipeQuery: String
        var recipes: [RecipeSearchHit]
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let day = model.day
            let meal = model.meal
            let query = model.query
            let foods = model.foods
            let recipeQuery = model.recipeQuery
            let recipes = model.recipes
            let text = context.text
            let here = NutritionRoute.add(on: day, meal: meal)
            let back = NutritionRoute.add.path(query: ["date": day.description, "meal": meal.rawValue, "q": query])
            let action = NutritionRoute.diaryEntries(.value(day)).path
            return Page(title: text.text(.nutritionAddTo, [text.meal(meal)]), tab: .me) {
                Div {
                    H1(text.text(.nutritionAddTo, [text.meal(meal)]))
                    Link(text[.nutritionNavCart], url: NutritionRoute.cart.path).class("button button-secondary button-small")
                }
                .class("page-header")
                Paragraph(text.day(day)).class("row-meta")
                Form(url: NutritionRoute.add.path, method: .get) {
                    Input(type: .hidden, name: "date", value: day.description)
                    Input(type: .hidden, name: "meal", value: meal.rawValue)
                    Input(type: .search, name: "q", value: query)
                        .attribute(named: "placeholder", value: text[.nutritionSearchPlaceholder])
                        .attribute(named: "aria-label", value: text[.nutritionSearchPlaceholder])
                        .attribute(named: "maxlength", value: "100")
                    Button(text[.search]).attribute(named: "type", value: "submit").class("button button-primary")
                }
                .class("search-form")
                if !query.isEmpty {
                    if foods.isEmpty {
                        Paragraph(text.text(.nutritionNoFoods, [query])).class("hint")
                    } else {
                        List(foods) { entry in
                            ListItem { FoodResult(entry: entry, meal: meal, action: action, back: back, context: context) }
                        }
                        .class("card-list card food-results")
                    }
                }
                QuickEntryForm(meal: meal, action: action, back: here, context: context)
                RecipeEntryForm(day: day, meal: meal, query: recipeQuery, recipes: recipes, action: action, back: here, context: context)
            }
        }
    }
}

/// One food found: what 100 g of it counts, and a form for an amount in one of its units.
private struct FoodResult: Component {
    var entry: FoodService.Entry
    var meal: Meal
    var action: String
    var back: String
    var context: WebContext

    var body: Component {
        let text = context.text
        let food = entry.food
        let units = food.diaryUnits.choices
        let preferred = food.diaryUnits.preferred
        return Div {
            Div {
                Span(text.foodName(food.name)).class("row-title")
                if entry.household != nil {
                    Text(" ")
                    Span(text[.nutritionNavFoods]).class("badge badge-active")
                }
                Div(text.text(.nutritionPer100g, [DietText.kcal(food.energyKcal)])).class("row-meta")
            }
            Form(url: action, method: .post) {
                CSRFField(token: context.csrfToken)
                Input(type: .hidden, name: "kind", value: "food")
                Input(type: .hidden, name: "meal", value: meal.rawValue)
                Input(type: .hidden, name: "foodId", value: entry.id.uuidString)
                Input(type: .hidden, name: "next", value: back)
                Input(type: .number, name: "amount", value: preferred == nil ? "100" : "1", isRequired: true)
                    .attribute(named: "step", value: "any")
                    .attribute(named: "min", value: "0")
                    .attribute(named: "inputmode", value: "decimal")
                    .attribute(named: "aria-label", value: text[.nutritionAmount])
                    .class("amount-input")
                CompactSelect(
                    name: "unit", label: text[.nutritionUnit], options: units.map { ($0.key, text.portionName($0.key)) },
                    selected: preferred?.key ?? "g")
                Button(text[.nutritionAddToDiary])
                    .attribute(named: "type", value: "submit").attribute(named: "name", value: "action")
                    .attribute(named: "value", value: "diary").class("button button-primary button-small")
                Button(text[.nutritionAddToCart])
                    .attribute(named: "type", value: "submit").attribute(named: "name", value: "action")
                    .attribute(named: "value", value: "cart").class("button button-secondary button-small")
            }
            .class("amount-form")
        }
        .class("food-result")
    }
}

/// Energy and macronutrients typed in, for what no food or recipe describes.
private struct QuickEntryForm: Component {
    var meal: Meal
    var action: String
    var back: String
    var context: WebContext

    var body: Component {
        let text = context.text
        return Element(name: "details") {
            Element(name: "summary") { Text(text[.nutritionQuickTitle]) }
            Form(url: action, method: .post) {
                CSRFField(token: context.csrfToken)
                Input(type: .hidden, name: "kind", value: "quick")
                Input(type: .hidden, name: "meal", value: meal.rawValue)
                Input(type: .hidden, name: "next", value: back)
                FormField(label: text[.nutritionQuickName], name: "name")
                Div {
                    SmallField(
                        label: text[.nutritionEnergyKcal], name: "energyKcal", type: .number, value: nil, step: "any", isRequired: true)
                    SmallField(label: text[.nutritionProteinG], name: "protein", type: .number, value: nil, step: "any")
                    SmallField(label: text[.nutritionFatG], name: "fat", type: .number, value: nil, step: "any")
                    SmallField(label: text[.nutritionCarbohydrateG], name: "carbohydrate", type: .number, value: nil, step: "any")
                }
                .class("field-grid")
                Button(text[.nutritionAddToDiary]).attribute(named: "type", value: "submit").class("button button-primary")
            }
        }
        .class("card")
        .id("quick")
    }
}

/// Servings of a recipe the reader can see, found by its title.
private struct RecipeEntryForm: Component {
    var day: CalendarDay
    var meal: Meal
    var query: String
    var recipes: [RecipeSearchHit]
    var action: String
    var back: String
    var context: WebContext

    var body: Component {
        let text = context.text
        return Element(name: "details") {
            Element(name: "summary") { Text(text[.nutritionRecipeTitle]) }
            Form(url: NutritionRoute.add.path, method: .get) {
                Input(type: .hidden, name: "date", value: day.description)
                Input(type: .hidden, name: "meal", value: meal.rawValue)
                Input(type: .search, name: "recipe", value: query)
                    .attribute(named: "placeholder", value: text[.nutritionRecipeSearch])
                    .attribute(named: "aria-label", value: text[.nutritionRecipeSearch])
                Button(text[.search]).attribute(named: "type", value: "submit").class("button button-secondary")
            }
            .class("search-form")
            List(recipes) { recipe in
                ListItem {
                    Span(recipe.title).class("row-title")
                    Form(url: action, method: .post) {
                        CSRFField(token: context.csrfToken)
                        Input(type: .hidden, name: "kind", value: "recipe")
                        Input(type: .hidden, name: "meal", value: meal.rawValue)
                        Input(type: .hidden, name: "recipeId", value: recipe.id)
                        Input(type: .hidden, name: "next", value: back)
                        Input(type: .number, name: "servings", value: "1", isRequired: true)
                            .attribute(named: "step", value: "any").attribute(named: "min", value: "0")
                            .attribute(named: "aria-label", value: text[.nutritionServings])
                            .class("amount-input")
                        Button(text[.nutritionAddToDiary]).attribute(named: "type", value: "submit").class(
                            "button button-primary button-small")
                    }
                    .class("amount-form")
                }
            }
            .class("card-list")
        }
        .class("card")
        .id("recipe")
        .attribute(named: "open", value: query.isEmpty ? nil : "open")
    }
}
