import Foundation

@testable import LarderCore

/// Shorthands for the reminder tests: wall times and days from text, zones by name.
func wall(_ text: String) -> LocalDateTime { LocalDateTime(text: text)! }
func day(_ text: String) -> LocalDate { LocalDate(text: text)! }
func zone(_ identifier: String) -> TimeZone { TimeZone(identifier: identifier)! }
func utc(_ text: String) -> Date { zone("UTC").instant(of: wall(text)) }
func rule(_ text: String) -> RecurrenceRule { try! RecurrenceRule(parsing: text) }

let kyiv = zone("Europe/Kyiv")
let newYork = zone("America/New_York")
let sydney = zone("Australia/Sydney")
