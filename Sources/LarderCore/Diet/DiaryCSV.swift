import Foundation

/// A meal of the day, in the order a day is shown.
public enum Meal: String, CaseIterable, Hashable, Sendable {
    case breakfast, lunch, dinner, snack
}

/// A food diary as CSV (RFC 4180): one row per entry, with the headline nutrients.
public enum DiaryCSV {
    /// One diary entry as the export writes it.
    public struct Row: Sendable {
        public var day: CalendarDay
        public var meal: Meal
        /// "food", "recipe" or "quick".
        public var kind: String
        public var name: String
        public var amount: Double?
        public var unit: String?
        public var grams: Double?
        public var servings: Double?
        public var nutrients: NutrientValues

        public init(
            day: CalendarDay, meal: Meal, kind: String, name: String, amount: Double?, unit: String?, grams: Double?,
            servings: Double?, nutrients: NutrientValues
        ) {
            self.day = day
            self.meal = meal
            self.kind = kind
            self.name = name
            self.amount = amount
            self.unit = unit
            self.grams = grams
            self.servings = servings
            self.nutrients = nutrients
        }
    }

    /// The nutrient columns, after the entry's own.
    public static let nutrientColumns: [Nutrient] = Nutrient.headline

    public static var header: String {
        let entry = ["date", "meal", "kind", "name", "amount", "unit", "grams", "servings"]
        let nutrients = nutrientColumns.map { "\($0.rawValue)_\($0.unit.rawValue)" }
        return (entry + nutrients).joined(separator: ",")
    }

    /// The header and every row, lines ending in CRLF as RFC 4180 writes them.
    public static func text(_ rows: [Row]) -> String {
        var lines = [header]
        for row in rows {
            var fields = [
                row.day.description, row.meal.rawValue, row.kind, field(row.name),
                number(row.amount), field(row.unit ?? ""), number(row.grams), number(row.servings),
            ]
            fields += nutrientColumns.map { number(row.nutrients[$0]) }
            lines.append(fields.joined(separator: ","))
        }
        return lines.map { $0 + "\r\n" }.joined()
    }

    /// Text quoted when it holds a comma, quote or line break. Text a spreadsheet would run as a
    /// formula ("=…", "+…", "-…", "@…") gets a leading apostrophe, so an exported food name
    /// cannot become a formula in whoever opens the file.
    static func field(_ text: String) -> String {
        var value = text
        if let first = value.first, "=+-@\t\r".contains(first) { value = "'" + value }
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A number with at most two decimals and no trailing zeros; empty when unknown.
    static func number(_ value: Double?) -> String {
        guard let value, value.isFinite else { return "" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
