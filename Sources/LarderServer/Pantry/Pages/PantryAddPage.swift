import Foundation
import LarderCore

/// Adding an item: the food search, then the form for the food chosen (or a free name).
enum PantryAddPage {
    struct Model {
        var householdID: UUID
        var query: String
        var free: Bool
        var food: FoodService.Entry?
        /// The food the search words most likely mean first, then the rest of the search.
        var results: [FoodService.Entry] = []
        var locations: [String] = []
        var form = FormState()
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let newItem = PantryRoute.newItem(.value(model.householdID))
            return Page(title: text[.pantryAddItem], tab: .pantry) {
                Paragraph { Link(text[.pantryBackToStock], url: PantryRoute.stock(.value(model.householdID)).path) }.class("row-meta")
                H1(text[.pantryAddItem])
                if model.food == nil && !model.free {
                    Div {
                        Form(url: newItem.path, method: .get) {
                            Input(type: .search, name: "q", value: model.query, placeholder: text[.pantryFoodSearchPlaceholder])
                                .attribute(named: "aria-label", value: text[.pantryFoodSearchPlaceholder])
                                .attribute(named: "autofocus", value: "autofocus")
                            Button(text[.pantrySearch]).attribute(named: "type", value: "submit").class("button button-primary")
                        }
                        .class("search-form")
                        if !model.query.isEmpty {
                            if model.results.isEmpty {
                                Paragraph(text[.pantryNoFoodFound]).class("row-meta")
                            } else {
                                List(Array(model.results.enumerated())) { index, entry in
                                    ListItem {
                                        Div {
                                            Link(text.foodName(entry.food.name), url: newItem.path(query: ["foodId": entry.id.uuidString]))
                                                .class("row-title")
                                            if let group = entry.food.group { Div(text.foodName(group)).class("row-meta") }
                                        }
                                        if index == 0 { Span(text[.pantryBestMatch]).class("badge badge-active") }
                                    }
                                }
                                .class("card-list")
                            }
                        }
                        Paragraph {
                            Link(text[.pantryAddFreeName], url: newItem.path(query: ["free": "1", "q": model.query.isEmpty ? nil : model.query]))
                        }
                    }
                    .class("card")
                } else {
                    PantryItemForm(page: model, state: model.form, context: context)
                }
            }
        }
    }
}
