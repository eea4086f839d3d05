import LarderCore
import Plot
import Vapor

/// A household's stores and the order their aisles come in; a new store numbers the aisles.
struct ShoppingStoresView {
    var context: WebContext
    var household: HouseholdService.Info
    var stores: [ShoppingStore]

    func response() -> Response {
        let text = context.text
        let householdID = household.id.uuidString
        return Page(title: text[.shoppingStoresTitle], tab: .shopping) {
            Div {
                H1(text[.shoppingStoresTitle])
                Link(text[.shoppingBackToLists], url: "/shopping").class("button button-secondary button-small")
            }
            .class("page-header")
            Div {
                if stores.isEmpty { Paragraph(text[.shoppingNoStores]).class("hint") }
                List(stores) { store in
                    ListItem {
                        Div {
                            Span(store.name).class("row-title")
                            Div(
                                Aisle.completeOrder(ShoppingListService.aisles(in: store.aisleOrder)).map { text[$0.phrase] }
                                    .joined(separator: " → ")
                            )
                            .class("row-meta")
                        }
                        PostButton(
                            action: "/shopping/stores/\(store.id?.uuidString ?? "")/delete", label: text[.remove], token: context.csrfToken,
                            style: "button-danger button-small", confirmation: text[.shoppingDeleteStoreConfirm])
                    }
                }
                .class("card-list")
            }
            .class("card")
            Div {
                H2(text[.shoppingAddStore])
                Paragraph(text[.shoppingStoresHint]).class("hint")
                Form(url: "/shopping/households/\(householdID)/stores", method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.shoppingStoreName], name: "name", isRequired: true)
                    Div {
                        for (index, aisle) in Aisle.defaultOrder.enumerated() {
                            Div {
                                Element(name: "label") { Text(text[aisle.phrase]) }.attribute(
                                    named: "for", value: "position-\(aisle.rawValue)")
                                Input(type: .number, name: "position-\(aisle.rawValue)", value: String(index + 1))
                                    .id("position-\(aisle.rawValue)")
                                    .attribute(named: "min", value: "1")
                                    .attribute(named: "max", value: String(Aisle.allCases.count))
                                    .attribute(named: "inputmode", value: "numeric")
                            }
                            .class("field")
                        }
                    }
                    .class("field-grid")
                    Button(text[.shoppingAddStore]).attribute(named: "type", value: "submit").class("button button-primary")
                }
            }
            .class("card")
        }
        .response(context)
    }
}
