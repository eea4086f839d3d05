import Foundation
import LarderCore

/// One item: the whole row is the button that ticks it off (one thumb in a shop), with what to
/// buy, how much is left to buy once the pantry's stock is counted, and why; "⋯" opens editing — name, amount, note, aisle — and removing.
struct ShoppingItemRow: Component {
    var item: ShoppingItemShown
    var listID: UUID
    var grouping: ShoppingListService.Grouping
    var token: String
    var text: Localizer

    var body: Component {
        let itemID = item.id
        let id = itemID.uuidString
        let amount = text.measures(item.toBuy)
        let name = text.foodName(item.name)
        return ListItem {
            Form(url: ShoppingRoute.itemChange(.value(listID), item: .value(itemID), .check).path, method: .post) {
                CSRFField(token: token)
                groupingField
                Input(type: .hidden, name: "checked", value: item.checked ? "false" : "true")
                Button {
                    Span(item.checked ? "✓" : "").class("shopping-box").attribute(named: "aria-hidden", value: "true")
                    Span {
                        Span {
                            if !amount.isEmpty { Element(name: "strong") { Text(amount) } }
                            Text(amount.isEmpty ? name : " " + name)
                        }
                        .class("shopping-item-name")
                        if !meta.isEmpty { Span(meta.joined(separator: " · ")).class("row-meta shopping-item-meta") }
                    }
                    .class("shopping-item-text")
                }
                .attribute(named: "type", value: "submit")
                .attribute(named: "aria-pressed", value: item.checked ? "true" : "false")
                .attribute(
                    named: "aria-label", value: text.text(item.checked ? .shoppingUncheck : .shoppingCheck, [name])
                )
                .class("shopping-check")
            }
            .class("shopping-check-form")
            .attribute(named: "data-shopping-form", value: "true")
            editor(itemID: itemID, amount: item.amount.map { $0.formatted() }.joined(separator: " + "))
        }
        .id("item-\(id)")
        .class(item.checked ? "shopping-item is-checked" : "shopping-item")
        .attribute(named: "data-swipe-label", value: text[.shoppingDeleteItem])
    }

    /// Note, stock, recipes and who ticked it, in small print.
    private var meta: [String] {
        var parts: [String] = []
        if let note = item.note { parts.append(note) }
        if let onHand = item.onHand {
            parts.append(text.text(.shoppingNeedHave, [text.measures(item.amount), text.measures(onHand)]))
        }
        if grouping == .aisle, !item.recipes.isEmpty {
            parts.append(text.text(.shoppingFromRecipes, [item.recipes.joined(separator: ", ")]))
        }
        if item.checked, let who = item.checkedBy { parts.append(text.text(.shoppingCheckedBy, [who])) }
        return parts
    }

    private func editor(itemID: UUID, amount: String) -> Component {
        let id = itemID.uuidString
        return Element(name: "details") {
            Element(name: "summary") { Text("⋯") }
                .attribute(named: "aria-label", value: text[.shoppingEditItem])
                .attribute(named: "title", value: text[.shoppingEditItem])
            Div {
                Form(url: ShoppingRoute.itemChange(.value(listID), item: .value(itemID), .details).path, method: .post) {
                    CSRFField(token: token)
                    groupingField
                    field(text[.shoppingItemName], name: "name", id: id, value: item.name)
                    field(text[.shoppingItemAmount], name: "amount", id: id, value: amount)
                    field(text[.shoppingItemNote], name: "note", id: id, value: item.note ?? "")
                    Div {
                        Element(name: "label") { Text(text[.shoppingAisleLabel]) }.attribute(named: "for", value: "aisle-\(id)")
                        Element(name: "select") {
                            for aisle in Aisle.defaultOrder {
                                Element(name: "option") { Text(text[aisle.phrase]) }
                                    .attribute(named: "value", value: aisle.rawValue)
                                    .attribute(named: "selected", value: aisle == item.aisle ? "selected" : nil)
                            }
                        }
                        .id("aisle-\(id)")
                        .attribute(named: "name", value: "aisle")
                        .class("input")
                        Paragraph(text[.shoppingAisleHint]).class("hint")
                    }
                    .class("field")
                    Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                }
                .attribute(named: "data-shopping-form", value: "true")
                if grouping == .aisle {
                    Div {
                        moveForm(itemID: itemID, direction: "up", label: text[.shoppingMoveUp])
                        moveForm(itemID: itemID, direction: "down", label: text[.shoppingMoveDown])
                    }
                    .class("button-row")
                }
                Form(url: ShoppingRoute.itemChange(.value(listID), item: .value(itemID), .delete).path, method: .post) {
                    CSRFField(token: token)
                    groupingField
                    Button(text[.shoppingDeleteItem]).attribute(named: "type", value: "submit").class("button button-danger")
                }
                .attribute(named: "data-shopping-form", value: "true")
            }
            .class("shopping-editor")
        }
        .class("shopping-item-more")
    }

    /// One place up or down within the aisle: the order a shop walk takes, set by hand.
    private func moveForm(itemID: UUID, direction: String, label: String) -> Component {
        Form(url: ShoppingRoute.itemChange(.value(listID), item: .value(itemID), .move).path, method: .post) {
            CSRFField(token: token)
            Input(type: .hidden, name: "direction", value: direction)
            Button(label).attribute(named: "type", value: "submit").class("button button-secondary button-small")
        }
        .class("inline-form")
        .attribute(named: "data-shopping-form", value: "true")
    }

    private var groupingField: Component {
        grouping == .recipe ? Input(type: .hidden, name: "groupBy", value: "recipe") : EmptyComponent()
    }

    private func field(_ label: String, name: String, id: String, value: String) -> Component {
        Div {
            Element(name: "label") { Text(label) }.attribute(named: "for", value: "\(name)-\(id)")
            Input(type: .text, name: name, value: value).id("\(name)-\(id)")
        }
        .class("field")
    }
}
