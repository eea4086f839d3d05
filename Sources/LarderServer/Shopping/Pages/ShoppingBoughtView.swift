import LarderCore
import Plot
import Vapor

/// The "bought → pantry" dialog: every ticked item with a box to leave it out, how much went in,
/// where it goes and its best-before date, filled in with the defaults for the food. One button
/// moves them all into stock through the pantry's ledger.
struct ShoppingBoughtView {
    var context: WebContext
    var list: ShoppingList
    var plans: [PantryService.BoughtPlan]
    var locations: [String]

    var base: String { "/shopping/lists/\(list.id?.uuidString ?? "")" }

    func response() -> Response {
        let text = context.text
        return Page(title: text[.shoppingBoughtTitle], tab: .shopping) {
            Div {
                H1(text[.shoppingBoughtTitle])
                Link(list.shownName(text), url: base).class("button button-secondary button-small")
            }
            .class("page-header")
            if plans.isEmpty {
                EmptyState(
                    icon: Icons.shopping, title: text[.shoppingBoughtEmptyTitle], message: text[.shoppingBoughtEmptyMessage],
                    action: (text[.shoppingBackToList], base))
            } else {
                Paragraph(text[.shoppingBoughtIntro]).class("hint")
                Form(url: "\(base)/bought", method: .post) {
                    CSRFField(token: context.csrfToken)
                    Element(name: "ul") {
                        for plan in plans { row(plan, text) }
                    }
                    .class("shopping-bought-items")
                    Div {
                        Button(text[.shoppingBoughtSubmit]).attribute(named: "type", value: "submit").class("button button-primary")
                        Link(text[.cancel], url: base).class("button button-secondary")
                    }
                    .class("button-row")
                }
            }
        }
        .response(context)
    }

    private func row(_ plan: PantryService.BoughtPlan, _ text: Localizer) -> Component {
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
