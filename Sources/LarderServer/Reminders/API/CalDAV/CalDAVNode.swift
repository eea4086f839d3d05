import Foundation
import LarderCore

/// A thing a CalDAV path names, loaded: what PROPFIND and REPORT describe.
enum CalDAVNode {
    case root
    case principals
    case principal
    case home
    case collection(ReminderService.CalDAVCollection, [ReminderService.CalDAVResource])
    case resource(ReminderService.CalDAVCollection, ReminderService.CalDAVResource)
}

/// The colours phones show for lists (Apple's calendar-color, #RRGGBBAA) and back.
enum CalDAVColor {
    static let hex: [ReminderColor: String] = [
        .red: "#FF3B30", .orange: "#FF9500", .yellow: "#FFCC00", .green: "#34C759", .mint: "#00C7BE", .teal: "#30B0C7",
        .cyan: "#32ADE6", .blue: "#007AFF", .indigo: "#5856D6", .purple: "#AF52DE", .pink: "#FF2D55", .brown: "#A2845E",
    ]

    static func text(_ color: ReminderColor) -> String { (hex[color] ?? "#007AFF") + "FF" }

    /// The nearest of Larder's twelve colours to "#RRGGBB" or "#RRGGBBAA"; nil when it is not a colour.
    static func nearest(_ text: String) -> ReminderColor? {
        guard let wanted = rgb(text) else { return nil }
        return hex.min { distance(rgb($0.value)!, wanted) < distance(rgb($1.value)!, wanted) }?.key
    }

    private static func rgb(_ text: String) -> (Int, Int, Int)? {
        let digits = text.trimmingCharacters(in: .whitespaces).drop { $0 == "#" }
        guard digits.count == 6 || digits.count == 8, let value = UInt32(digits.prefix(6), radix: 16) else { return nil }
        return (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        (a.0 - b.0) * (a.0 - b.0) + (a.1 - b.1) * (a.1 - b.1) + (a.2 - b.2) * (a.2 - b.2)
    }
}
