import LarderCore

/// A household's stores and the order their aisles come in; a new store numbers the aisles.
enum ShoppingStoresPage {
    struct Model {
        var household: HouseholdService.Info
        var stores: [ShoppingStoreSummary]
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            return Page(title: text[.shoppingStoresTitle], tab: .shopping) {
                Div {
                    H1(text[.shoppingStoresTitle])
                    Link(text[.shoppingBackToLists], url: ShoppingRoute.overview.path).class("button button-secondary button-small")
                }
                .class("page-header")
                Div {
                    if model.stores.isEmpty { Paragraph(text[.shoppingNoStores]).class("hint") }
                    List(model.stores) { store in
                        ListItem {
                            Div {
                                Span(store.name).class("row-title")
                                Div(
                                    Aisle.completeOrder(store.aisles).map { text[$0.phrase] }
                                        .joined(separator: " → ")
                                )
                                .class("row-meta")
                            }
                            PostButton(
                                action: ShoppingRoute.storeDeletion(.value(store.id)).path, label: text[.remove], token: context.csrfToken,
                                style: "button-danger button-small", confirmation: text[.shoppingDeleteStoreConfirm])
                        }
                    }
                    .class("card-list")
                }
                .class("card")
                Div {
                    H2(text[.shoppingAddStore])
                    Paragraph(text[.shoppingStoresHint]).class("hint")
                    Form(url: ShoppingRoute.stores(household: .value(model.household.id)).path, method: .post) {
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
        }
    }
}
