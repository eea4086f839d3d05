import Foundation
import LarderCore

/// The form that puts the chosen food (or a free name) into stock.
struct PantryItemForm: Component {
    var page: PantryAddPage.Model
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
                    Link(text[.pantryChooseAnotherFood], url: PantryRoute.newItem(.value(page.householdID)).path)
                }
            }
            FormError(message: state.formError)
            Form(url: PantryRoute.items(.value(page.householdID)).path, method: .post) {
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
