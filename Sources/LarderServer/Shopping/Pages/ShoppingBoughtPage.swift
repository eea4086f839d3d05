import Foundation
import LarderCore

/// The "bought → pantry" dialog: every ticked item with a box to leave it out, how much went in,
/// where it goes and its best-before date, filled in with the defaults for the food. One button
/// moves them all into stock through the pantry's ledger.
enum ShoppingBoughtPage {
    struct Model {
        var list: ShoppingListLink
        var plans: [PantryService.BoughtPlan]
        var locations: [String]
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let back = ShoppingRoute.list(.value(model.list.id)).path
            return Page(title: text[.shoppingBoughtTitle], tab: .shopping) {
                Div {
                    H1(text[.shoppingBoughtTitle])
                    Link(model.list.shownName(text), url: back).class("button button-secondary button-small")
                }
                .class("page-header")
                if model.plans.isEmpty {
                    EmptyState(
                        icon: Icons.shopping, title: text[.shoppingBoughtEmptyTitle], message: text[.shoppingBoughtEmptyMessage],
                        action: (text[.shoppingBackToList], back))
                } else {
                    Paragraph(text[.shoppingBoughtIntro]).class("hint")
                    Form(url: ShoppingRoute.bought(.value(model.list.id)).path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        Element(name: "ul") {
                            for plan in model.plans { ShoppingBoughtRow(plan: plan, locations: model.locations, text: text) }
                        }
                        .class("shopping-bought-items")
                        Div {
                            Button(text[.shoppingBoughtSubmit]).attribute(named: "type", value: "submit").class("button button-primary")
                            Link(text[.cancel], url: back).class("button button-secondary")
                        }
                        .class("button-row")
                    }
                }
            }
        }
    }
}

/// One ticked item in the dialog: whether it goes in, how much, where and until when.
struct ShoppingBoughtRow: Component {
    var plan: PantryService.BoughtPlan
    var locations: [String]
    var text: Localizer

    var body: Component {
        let id = plan.itemID.uuidString
        let single = plan.amounts.count == 1 ? plan.amounts.first : nil
        return ListItem {
            Element(name: "label") {
                Input(type: .checkbox, name: "include-\(id)", value: "on")
                    .attribute(named: "checked", value: "checked")
                Element(name: "strong") { Text(plan.name) }
            }
            .class("checkbox shopping-bought-name")
            Div {
                if let single {
                    FormField(
                        label: text[.shoppingBoughtAmount], name: "amount-\(id)",
                        value: AmountFormatter.string(single.amount, style: .decimal))
                    FormField(label: text[.shoppingBoughtUnit], name: "unit-\(id)", value: single.unit.code)
                } else {
                    Paragraph(plan.amounts.map { $0.unit.format($0.amount) }.joined(separator: " + ")).class("row-meta")
                }
                SelectField(
                    label: text[.pantryFieldLocation], name: "location-\(id)",
                    options: choices(including: plan.location, text), selected: plan.location)
                FormField(label: text[.shoppingBoughtBestBefore], name: "bestBefore-\(id)", type: .date, value: plan.bestBefore ?? "")
            }
            .class("shopping-bought-fields")
        }
        .class("shopping-bought-item")
    }

    private func choices(including location: String, _ text: Localizer) -> [(value: String, label: String)] {
        let all = locations.contains(location) ? locations : locations + [location]
        return all.map { ($0, PantryWords.location($0, text)) }
    }
}
