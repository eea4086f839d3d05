import Foundation
import LarderCore

/// A plan written as iCalendar (RFC 5545): one VEVENT per planned meal, at the meal's usual
/// hour in the reader's own time (floating times), listing its recipes and, in its description,
/// the foods a member has beside them.
struct PlanCalendar {
    var name: String
    var entries: [PlanEntry]
    var extras: [PlanExtraItem] = []
    /// Member names by user id, to say whose each extra is.
    var eaters: [UUID: String] = [:]
    var stamp: Date

    static let hours: [Meal: (Int, Int)] = [.breakfast: (8, 0), .lunch: (12, 30), .snack: (16, 0), .dinner: (18, 30)]

    var text: String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Larder//Meal plan//EN", "CALSCALE:GREGORIAN"]
        lines.append("X-WR-CALNAME:" + Self.escape(name))
        let slots = Dictionary(grouping: entries, by: \.slot)
        let extrasBySlot = Dictionary(grouping: extras, by: \.slot)
        for slot in Set(slots.keys).union(extrasBySlot.keys).sorted() {
            let held = (slots[slot] ?? []).sorted { $0.position < $1.position }
            let beside = extrasBySlot[slot] ?? []
            let (hour, minute) = Self.hours[slot.meal] ?? (12, 0)
            let start = Self.compact(slot.day) + String(format: "T%02d%02d00", hour, minute)
            let titles = (held.isEmpty ? beside.map(\.foodName) : held.map(\.recipeTitle)).joined(separator: ", ")
            let householdID = held.first?.householdID ?? beside.first?.householdID
            lines += [
                "BEGIN:VEVENT",
                "UID:\(slot.day)-\(slot.meal.rawValue)-\(householdID?.uuidString ?? "")@larder",
                "DTSTAMP:" + Self.utc(stamp),
                "DTSTART:" + start,
                "DURATION:PT1H",
                "SUMMARY:" + Self.escape("\(slot.meal.rawValue.capitalized): \(titles)"),
            ]
            let notes = held.compactMap(\.note) + beside.map(describe)
            if !notes.isEmpty { lines.append("DESCRIPTION:" + Self.escape(notes.joined(separator: "\n"))) }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(Self.fold).joined(separator: "\r\n") + "\r\n"
    }

    /// "Ada: Greek yoghurt, 150 g".
    private func describe(_ extra: PlanExtraItem) -> String {
        let food = "\(extra.foodName), \(Int(extra.grams.rounded())) g"
        guard let eater = eaters[extra.userID] else { return food }
        return "\(eater): \(food)"
    }

    static func compact(_ day: CalendarDay) -> String { day.description.replacingOccurrences(of: "-", with: "") }

    static func utc(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }

    /// TEXT values escape backslashes, semicolons, commas and newlines.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ";", with: "\\;")
            .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: "\r\n", with: "\\n")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    /// Lines longer than 75 octets continue on the next line after a space.
    static func fold(_ line: String) -> String {
        var result = ""
        var count = 0
        for character in line {
            let size = String(character).utf8.count
            if count + size > 75 {
                result += "\r\n "
                count = 1
            }
            result.append(character)
            count += size
        }
        return result
    }
}
