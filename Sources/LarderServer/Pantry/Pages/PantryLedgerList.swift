import Foundation
import LarderCore

/// Ledger entries, newest first, each with its undo button while it can be undone.
struct PantryLedgerList: Component {
    var entries: [PantryLedgerLine]
    var householdID: UUID
    /// Where an undo comes back to.
    var next: String
    var showsItem: Bool
    var context: WebContext

    var body: Component {
        let text = context.text
        guard !entries.isEmpty else { return Paragraph(text[.pantryHistoryEmpty]).class("row-meta") }
        return List(entries) { entry in
            ListItem {
                Div {
                    Span(PantryWords.action(entry.action, text)).class("row-title")
                    if showsItem {
                        Text(" · ")
                        Link(entry.itemName, url: PantryRoute.item(.value(householdID), item: .value(entry.itemID)).path)
                    }
                    Div(PantryLedgerList.change(entry, text)).class("row-meta")
                    Div {
                        Text(entry.actorName)
                        Text(" · ")
                        Text(entry.createdAt.map { WebFormat.dateTime($0, language: text.language) } ?? "")
                        if entry.isUndone {
                            Text(" · ")
                            Span(text[.pantryUndone]).class("badge")
                        }
                    }
                    .class("row-meta")
                }
                if entry.canUndo {
                    PostButton(
                        action: PantryRoute.undo(.value(householdID), entry: .value(entry.id)).path, label: text[.pantryUndo], token: context.csrfToken,
                        style: "button-secondary button-small", fields: [("next", next)])
                }
            }
        }
        .class("card-list ledger-list")
    }

    /// "1 l → 700 ml", "fridge → freezer", the reason and the recipe: what the entry changed.
    static func change(_ entry: PantryLedgerLine, _ text: Localizer) -> String {
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
