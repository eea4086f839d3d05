import Foundation
import LarderCore

/// A list as text: one line per item for messengers ("Share"), and CSV for spreadsheets.
enum ShoppingListText {
    /// "2 cans + 400 g tomatoes", "3 eggs", "salt"; in the reader's words ("2 банки + 400 г томатів").
    static func line(_ item: ShoppingListService.ItemDetail, text: Localizer) -> String {
        let amount = text.measures(item.toBuy)
        let name = text.foodName(item.item.name)
        return amount.isEmpty ? name : "\(amount) \(name)"
    }

    /// What is still to buy, under aisle (or recipe) headings: a title, then "• 437 ml milk (semi-skimmed)".
    static func share(_ detail: ShoppingListService.ListDetail, text: Localizer) -> String {
        let byID = Dictionary(detail.items.map { ($0.item.id, $0) }, uniquingKeysWith: { a, _ in a })
        var lines = [detail.list.shownName(text)]
        for group in detail.groups {
            let open = group.itemIDs.compactMap { byID[$0] }.filter { !$0.item.checked && !$0.isCovered }
            guard !open.isEmpty else { continue }
            lines.append("")
            lines.append(title(of: group.key, text: text))
            for item in open {
                let note = item.item.note.map { " (\($0))" } ?? ""
                lines.append("• " + line(item, text: text) + note)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func title(of key: ShoppingListService.Group.Key, text: Localizer) -> String {
        switch key {
        case .aisle(let aisle): text[aisle.phrase]
        case .recipe(_, let title): title
        case .manual: text[.shoppingGroupManual]
        }
    }

    /// Every item, ticked or not: aisle, name, the amount to buy, note, checked, food, sources,
    /// and the whole amount the recipes ask for before stock comes off.
    static func csv(_ detail: ShoppingListService.ListDetail) -> String {
        var rows = [["aisle", "name", "amount", "note", "checked", "food", "sources", "needed"]]
        for item in detail.items {
            let sources = item.contributions.map { contribution in
                contribution.recipeTitle.map { "\($0): \(contribution.text)" } ?? contribution.text
            }
            rows.append([
                item.aisle.rawValue, item.item.name, item.toBuy.map { $0.formatted() }.joined(separator: " + "),
                item.item.note ?? "", item.item.checked ? "yes" : "no", item.item.foodName ?? "", sources.joined(separator: "; "),
                item.amount.map { $0.formatted() }.joined(separator: " + "),
            ])
        }
        return rows.map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// Quoted when it holds a comma, quote or line break; a leading = + - @ is defused so a
    /// spreadsheet does not run it as a formula.
    static func csvField(_ value: String) -> String {
        var value = value
        if let first = value.first, "=+-@".contains(first) { value = "'" + value }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension Aisle {
    var phrase: Phrase {
        switch self {
        case .produce: .shoppingAisleProduce
        case .meatAndFish: .shoppingAisleMeatAndFish
        case .dairyAndEggs: .shoppingAisleDairyAndEggs
        case .bakery: .shoppingAisleBakery
        case .pantry: .shoppingAislePantry
        case .spices: .shoppingAisleSpices
        case .frozen: .shoppingAisleFrozen
        case .drinks: .shoppingAisleDrinks
        case .household: .shoppingAisleHousehold
        case .other: .shoppingAisleOther
        }
    }
}
