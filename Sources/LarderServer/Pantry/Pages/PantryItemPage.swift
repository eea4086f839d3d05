import Foundation
import LarderCore

/// An item: how much there is (a stepper, or a number), moving, discarding, its minimum, its
/// details and its history.
enum PantryItemPage {
    struct Model {
        var householdID: UUID
        var item: PantryItemRecord
        /// The household's minimum for the item's food, when it set one.
        var minimum: PantryMinimumAmount?
        var history: [PantryLedgerLine]
        var locations: [String]
        var presenter: PantryPresenter
        var units: [StockUnit]

        var itemPath: String { PantryRoute.item(.value(householdID), item: .value(item.id)).path }

        func change(_ change: PantryRoute.ItemChange) -> String {
            PantryRoute.itemChange(.value(householdID), item: .value(item.id), change).path
        }
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let page = model
            let text = context.text
            let item = page.item
            let unit = item.stockUnit
            let step = Self.stepSize(unit)
            return Page(title: text.foodName(item.name), tab: .pantry) {
                Paragraph { Link(text[.pantryBackToStock], url: PantryRoute.stock(.value(page.householdID)).path) }.class("row-meta")
                H1(text.foodName(item.name))
                Div {
                    Span(PantryWords.location(item.location, text)).class("badge")
                    if let freshness = PantryWords.freshness(item.bestBefore, presenter: page.presenter, text) {
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
                                action: page.change(.amount), label: "−", token: context.csrfToken,
                                style: "button-secondary stepper-button",
                                fields: [("change", "decrease"), ("amount", String(step))])
                            Span(unit.format(item.amount)).class("pantry-big-amount").attribute(named: "aria-live", value: "polite")
                            PostButton(
                                action: page.change(.amount), label: "+", token: context.csrfToken,
                                style: "button-secondary stepper-button",
                                fields: [("change", "increase"), ("amount", String(step))])
                        }
                        .class("pantry-stepper")
                        .attribute(named: "aria-label", value: text[.pantryAmount])
                        Form(url: page.change(.amount), method: .post) {
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
                            action: page.change(.consume), label: text[.pantryUseAll], token: context.csrfToken, style: "button-secondary",
                            confirmation: text.text(.pantryUseAllConfirm, [text.foodName(item.name)]))
                    }
                    .class("card pantry-amount-card")
                    Div {
                        Form(url: page.change(.move), method: .post) {
                            CSRFField(token: context.csrfToken)
                            LocationChoice(locations: page.locations, selected: item.location, text: text)
                            Button(text[.pantryMove]).attribute(named: "type", value: "submit").class("button button-secondary")
                        }
                        Form(url: page.change(.discard), method: .post) {
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
                        Form(url: page.change(.minimum), method: .post) {
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
                    Form(url: page.change(.details), method: .post) {
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
                        entries: page.history, householdID: page.householdID, next: page.itemPath, showsItem: false, context: context)
                }
                .class("card")
            }
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
}
