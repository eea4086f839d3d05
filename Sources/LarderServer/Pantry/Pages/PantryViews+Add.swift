import Foundation
import LarderCore
import Plot
import Vapor

/// What the add-item page shows: the food search, then the form for the food chosen (or a free name).
struct PantryAddPage {
    var householdID: UUID
    var query: String
    var free: Bool
    var food: FoodService.Entry?
    /// The food the search words most likely mean first, then the rest of the search.
    var results: [FoodService.Entry] = []
    var locations: [String] = []

    var base: String { "/households/\(householdID)/pantry" }
}

extension PantryViews {
    static func add(_ context: WebContext, _ page: PantryAddPage, state: FormState, status: HTTPResponseStatus = .ok) -> Response {
        let text = context.text
        return Page(title: text[.pantryAddItem], tab: .pantry) {
            Paragraph { Link(text[.pantryBackToStock], url: page.base) }.class("row-meta")
            H1(text[.pantryAddItem])
            if page.food == nil && !page.free {
                Div {
                    Form(url: "\(page.base)/new", method: .get) {
                        Input(type: .search, name: "q", value: page.query, placeholder: text[.pantryFoodSearchPlaceholder])
                            .attribute(named: "aria-label", value: text[.pantryFoodSearchPlaceholder])
                            .attribute(named: "autofocus", value: "autofocus")
                        Button(text[.pantrySearch]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                    .class("search-form")
                    if !page.query.isEmpty {
                        if page.results.isEmpty {
                            Paragraph(text[.pantryNoFoodFound]).class("row-meta")
                        } else {
                            List(Array(page.results.enumerated())) { index, entry in
                                ListItem {
                                    Div {
                                        Link(text.foodName(entry.food.name), url: "\(page.base)/new?foodId=\(entry.id)").class("row-title")
                                        if let group = entry.food.group { Div(text.foodName(group)).class("row-meta") }
                                    }
                                    if index == 0 { Span(text[.pantryBestMatch]).class("badge badge-active") }
                                }
                            }
                            .class("card-list")
                        }
                    }
                    Paragraph {
                        Link(
                            text[.pantryAddFreeName],
                            url: "\(page.base)/new?free=1" + (page.query.isEmpty ? "" : "&q=\(encode(page.query))"))
                    }
                }
                .class("card")
            } else {
                PantryItemForm(page: page, state: state, context: context)
            }
        }
        .response(context, status: status)
    }
}

/// The form that puts the chosen food (or a free name) into stock.
struct PantryItemForm: Component {
    var page: PantryAddPage
    var state: FormState
    var context: WebContext

    var body: Component {
        let text = context.text
        let food = page.food
        let units = StockUnit.choices(for: food?.food.measures)
        let unit =
            state.value("unit").flatMap(StockUnit.init(parsing:))
            ?? (units.contains(.each) && food?.food.measures.weights.contains { $0.unit == nil } == true ? .each : units.first)
        return Div {
            if let food {
                Paragraph {
                    Element(name: "strong") { Text(text.foodName(food.food.name)) }
                    Text(" · ")
                    Link(text[.pantryChooseAnotherFood], url: "\(page.base)/new")
                }
            }
            FormError(message: state.formError)
            Form(url: "\(page.base)/items", method: .post) {
                CSRFField(token: context.csrfToken)
                if let food { Input(type: .hidden, name: "foodId", value: food.id.uuidString) }
                FormField(
                    label: food == nil ? text[.pantryFieldName] : text[.pantryFieldShelfName], name: "name",
                    value: state.value("name") ?? (food == nil ? page.query : nil), error: state.error("name"),
                    hint: food == nil ? nil : text[.pantryFieldShelfNameHint], isRequired: food == nil)
                Div {
                    FormField(
                        label: text[.pantryAmount], name: "amount", value: state.value("amount") ?? "1", error: state.error("amount"),
                        isRequired: true)
                    Div {
                        Element(name: "label") { Text(text[.pantryUnit]) }.attribute(named: "for", value: "unit")
                        UnitSelect(units: units, selected: unit, text: text).id("unit")
                        if let error = state.error("unit") { Paragraph(error).class("field-error") }
                    }
                    .class("field")
                }
                .class("field-grid")
                LocationChoice(locations: page.locations, selected: state.value("location"), text: text)
                Div {
                    FormField(
                        label: text[.pantryFieldBestBefore], name: "bestBefore", type: .date, value: state.value("bestBefore"),
                        error: state.error("bestBefore"))
                    FormField(
                        label: text[.pantryFieldOpenedOn], name: "openedOn", type: .date, value: state.value("openedOn"),
                        error: state.error("openedOn"))
                }
                .class("field-grid")
                FormField(label: text[.pantryFieldBarcode], name: "barcode", value: state.value("barcode"), error: state.error("barcode"))
                FormField(label: text[.pantryFieldNote], name: "note", value: state.value("note"), error: state.error("note"))
                Button(text[.pantryAddItem]).attribute(named: "type", value: "submit").class("button button-primary")
            }
        }
        .class("card")
    }
}
