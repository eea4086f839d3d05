import Foundation

/// The shopping lines a groceries reminder stands for: "Buy milk, eggs and bread" is milk,
/// eggs, bread; each line of the notes is one more ("2 l milk"). The verb people start such
/// titles with ("buy", "купити", "купить") is not an item.
enum ReminderShoppingItems {
    static let leadingVerbs = [
        "buy", "get", "pick up", "order", "купити", "купи", "взяти", "замовити", "купить", "взять", "заказать",
    ]
    static let separators = [",", ";", " and ", " & ", " і ", " й ", " та ", " и ", "+"]

    static func lines(title: String, notes: String) -> [String] {
        var text = title.trimmingCharacters(in: .whitespacesAndNewlines)
        let lowered = text.lowercased()
        if let verb = leadingVerbs.first(where: { lowered.hasPrefix($0 + " ") }) {
            text = String(text.dropFirst(verb.count + 1))
        }
        var items = [text]
        for separator in separators {
            items = items.flatMap { $0.components(separatedBy: separator) }
        }
        let noteLines = notes.split(whereSeparator: \.isNewline).map { line in
            line.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "-•*"))
        }
        return (items + noteLines).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }
}
