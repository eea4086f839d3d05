import Foundation
import LarderCore
import Plot
import Vapor

/// What an item's page shows.
struct PantryItemPage {
    var householdID: UUID
    var item: PantryItem
    /// The household's minimum for the item's food, when it set one.
    var minimum: PantryMinimum?
    var history: [PantryService.LedgerView]
    var locations: [String]
    var presenter: PantryPresenter
    var units: [StockUnit]

    var base: String { "/households/\(householdID)/pantry" }
    var itemPath: String { "\(base)/items/\(item.id?.uuidString ?? "")" }
}

extension PantryViews {
    static func item(_ context: WebContext, _ page: PantryItemPage) -> Response {
        let text = context.text
        let item = page.item
        let unit = item.stockUnit
        let step = stepSize(unit)
        return Page(title: text.foodName(item.name), tab: .pantry) {
            Paragraph { Link(text[.pantryBackToStock], url: page.base) }.class("row-meta")
            H1(text.foodName(item.name))
            Div {
                Span(PantryWords.location(item.location, text)).class("badge")
                if let freshness = PantryWords.freshness(item, presenter: page.presenter, text) {
                    Span(freshness.label).class("badge \(freshness.style)")
                }
                if let reason = PantryWords.reason(item.discardReason, text) {
                    Span(text.text(.pantryOutOfStock, [reason])).class("badge badge-expired")
                }
            }
            .class("badge-row")
            if item.isInStock {
                Div {
                    Div {
                        PostButton(
                            action: "\(page.itemPath)/amount", label: "−", token: context.csrfToken,
                            style: "button-secondary stepper-button",
                            fields: [("change", "decrease"), ("amount", String(step))])
                        Span(unit.format(item.amount)).class("pantry-big-amount").attribute(named: "aria-live", value: "polite")
                        PostButton(
                            action: "\(page.itemPath)/amount", label: "+", token: context.csrfToken,
                            style: "button-secondary stepper-button",
                            fields: [("change", "increase"), ("amount", String(step))])
                    }
                    .class("pantry-stepper")
                    .attribute(named: "aria-label", value: text[.pantryAmount])
                    Form(url: "\(page.itemPath)/amount", method: .post) {
                        CSRFField(token: context.csrfToken)
                        Input(type: .hidden, name: "change", value: "set")
                        Input(type: .text, name: "amount", value: AmountFormatter.string(item.amount, style: .decimal), isRequired: true)
                            .attribute(named: "inputmode", value: "decimal")
                            .attribute(named: "aria-label", value: text[.pantryAmount])
                        UnitSelect(units: page.units, selected: unit, text: text)
                        Button(text[.pantrySetAmount]).attribute(named: "type", value: "submit").class("button button-secondary")
                    }
                    .class("pantry-set-form")
                    PostButton(
                        action: "\(page.itemPath)/consume", label: text[.pantryUseAll], token: context.csrfToken, style: "button-secondary",
                        confirmation: text.text(.pantryUseAllConfirm, [text.foodName(item.name)]))
                }
                .class("card pantry-amount-card")
                Div {
                    Form(url: "\(page.itemPath)/move", method: .post) {
                        CSRFField(token: context.csrfToken)
                        LocationChoice(locations: page.locations, selected: item.location, text: text)
                        Button(text[.pantryMove]).attribute(named: "type", value: "submit").class("button button-secondary")
                    }
                    Form(url: "\(page.itemPath)/discard", method: .post) {
                        CSRFField(token: context.csrfToken)
                        SelectField(
                            label: text[.pantryDiscardReason], name: "reason",
                            options: DiscardReason.allCases.map { ($0.rawValue, PantryWords.reason($0.rawValue, text) ?? $0.rawValue) },
                            selected: nil)
                        Button(text[.pantryDiscard]).attribute(named: "type", value: "submit").class("button button-danger")
                    }
                }
                .class("card pantry-actions")
            }
            if item.foodID != nil {
                Div {
                    H2(text[.pantryMinimumTitle])
                    Paragraph(text[.pantryMinimumHint]).class("row-meta")
                    Form(url: "\(page.itemPath)/minimum", method: .post) {
                        CSRFField(token: context.csrfToken)
                        Input(type: .text, name: "amount", value: page.minimum.map { AmountFormatter.string($0.amount, style: .decimal) })
                            .attribute(named: "inputmode", value: "decimal")
                            .attribute(named: "aria-label", value: text[.pantryMinimumTitle])
                        UnitSelect(units: page.units, selected: page.minimum.flatMap { StockUnit(code: $0.unit) } ?? unit, text: text)
                        Button(text[.save]).attribute(named: "type", value: "submit").class("button button-secondary")
                    }
                    .class("pantry-set-form")
                }
                .class("card")
            }
            Div {
                H2(text[.pantryDetails])
                Form(url: "\(page.itemPath)/edit", method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.pantryFieldName], name: "name", value: item.name, isRequired: true)
                    Div {
                        FormField(label: text[.pantryFieldBestBefore], name: "bestBefore", type: .date, value: item.bestBefore)
                        FormField(label: text[.pantryFieldOpenedOn], name: "openedOn", type: .date, value: item.openedOn)
                    }
                    .class("field-grid")
                    FormField(label: text[.pantryFieldBarcode], name: "barcode", value: item.barcode)
                    FormField(label: text[.pantryFieldNote], name: "note", value: item.note)
                    Button(text[.save]).attribute(named: "type", value: "submit").class("button button-secondary")
                }
            }
            .class("card")
            Div {
                H2(text[.pantryHistoryTitle])
                PantryLedgerList(
                    entries: page.history, base: page.base, next: page.itemPath, showsItem: false, context: context)
            }
            .class("card")
        }
        .response(context)
    }

    /// How much one tap of the stepper adds or takes: a piece, a quarter cup, 50 g.
    static func stepSize(_ unit: StockUnit) -> Double {
        guard let measure = unit.unit, measure.dimension != .count, let base = measure.baseFactor?.doubleValue else { return 1 }
        switch base {
        case ..<1: return 100
        case 1: return 50
        case ..<100: return 1
        default: return 0.25
        }
    }
}

/// Ledger entries, newest first, each with its undo button while it can be undone.
struct PantryLedgerList: Component {
    var entries: [PantryService.LedgerView]
    var base: String
    /// Where an undo comes back to.
    var next: String
    var showsItem: Bool
    var context: WebContext

    var body: Component {
        let text = context.text
        guard !entries.isEmpty else { return Paragraph(text[.pantryHistoryEmpty]).class("row-meta") }
        return List(entries) { view in
            let entry = view.entry
            return ListItem {
                Div {
                    Span(PantryWords.action(entry.action, text)).class("row-title")
                    if showsItem {
                        Text(" · ")
                        Link(view.itemName, url: "\(base)/items/\(entry.$item.id)")
                    }
                    Div(PantryLedgerList.change(entry, text)).class("row-meta")
                    Div {
                        Text(entry.actorName)
                        Text(" · ")
                        Text(entry.createdAt.map { WebFormat.dateTime($0, language: text.language) } ?? "")
                        if entry.undoneByID != nil {
                            Text(" · ")
                            Span(text[.pantryUndone]).class("badge")
                        }
                    }
                    .class("row-meta")
                }
                if view.canUndo {
                    PostButton(
                        action: "\(base)/ledger/\(entry.id?.uuidString ?? "")/undo", label: text[.pantryUndo], token: context.csrfToken,
                        style: "button-secondary button-small", fields: [("next", next)])
                }
            }
        }
        .class("card-list ledger-list")
    }

    /// "1 l → 700 ml", "fridge → freezer", the reason and the recipe: what the entry changed.
    static func change(_ entry: PantryLedgerEntry, _ text: Localizer) -> String {
        let before = entry.before
        let after = entry.after
        var parts: [String] = []
        let unit = StockUnit(code: after.unit) ?? .each
        if let before, before.amount != after.amount {
            parts.append("\(unit.format(before.amount)) → \(unit.format(after.amount))")
        } else if before == nil {
            parts.append(unit.format(after.amount))
        }
        if let before, before.location != after.location {
            parts.append("\(PantryWords.location(before.location, text)) → \(PantryWords.location(after.location, text))")
        }
        if let reason = PantryWords.reason(entry.reason, text), entry.action == .discarded {
            parts.append(reason)
        } else if entry.action == .observed, let reason = entry.reason {
            parts.append(ObservationAction(rawValue: reason).map { PantryWords.observation($0, text) } ?? reason)
        }
        if let title = entry.recipeTitle { parts.append(title) }
        return parts.joined(separator: " · ")
    }
}

/// The units a food can be kept in, as a drop-down.
struct UnitSelect: Component {
    var units: [StockUnit]
    var selected: StockUnit?
    var text: Localizer
    var name = "unit"

    var body: Component {
        Element(name: "select") {
            for unit in units {
                Element(name: "option") { Text(unit.code.isEmpty ? text[.pantryUnitPieces] : text.stockUnitName(unit)) }
                    .attribute(named: "value", value: unit.code, ignoreValueIfEmpty: false)
                    .attribute(named: "selected", value: unit == selected ? "selected" : nil)
            }
        }
        .attribute(named: "name", value: name)
        .attribute(named: "aria-label", value: text[.pantryUnit])
        .class("input")
    }
}

/// The places to keep something, and a field for a new one.
struct LocationChoice: Component {
    var locations: [String]
    var selected: String?
    var text: Localizer

    var body: Component {
        Div {
            SelectField(
                label: text[.pantryFieldLocation], name: "location",
                options: locations.map { ($0, PantryWords.location($0, text)) } + [("other", text[.pantryOtherPlace])],
                selected: selected ?? PantryLocation.pantry.rawValue)
            Input(type: .text, name: "otherLocation", placeholder: text[.pantryNewPlaceHint])
                .attribute(named: "aria-label", value: text[.pantryNewPlace])
                .attribute(named: "maxlength", value: "50")
        }
        .class("field pantry-location")
    }
}
