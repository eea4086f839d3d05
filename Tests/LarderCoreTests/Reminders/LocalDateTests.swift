import Testing

@testable import LarderCore

@Suite("Calendar days and wall times")
struct LocalDateTests {
    @Test("Days since 1970 and back give the same day, across leap years and before 1970")
    func epochRoundTrip() {
        for offset in stride(from: -800_000, through: 3_000_000, by: 997) {
            #expect(LocalDate(daysSinceEpoch: offset).daysSinceEpoch == offset)
        }
        #expect(LocalDate(daysSinceEpoch: 0) == day("1970-01-01"))
        #expect(day("2024-02-29").daysSinceEpoch == 19782)
    }

    @Test("Weekdays are right on known dates")
    func weekdays() {
        #expect(day("2025-03-30").weekday == .sunday)
        #expect(day("2000-01-01").weekday == .saturday)
        #expect(day("1969-12-31").weekday == .wednesday)
    }

    @Test("Days that do not exist are refused")
    func invalidDays() {
        #expect(LocalDate(year: 2025, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2024, month: 2, day: 29) != nil)
        #expect(LocalDate(year: 1900, month: 2, day: 29) == nil)
        #expect(LocalDate(year: 2025, month: 13, day: 1) == nil)
        #expect(LocalDateTime(year: 2025, month: 1, day: 1, hour: 24, minute: 0) == nil)
    }

    @Test("A month later is the same day, or the month's last day when it is shorter")
    func addingMonths() {
        #expect(day("2025-01-31").adding(months: 1) == day("2025-02-28"))
        #expect(day("2024-01-31").adding(months: 1) == day("2024-02-29"))
        #expect(day("2025-11-15").adding(months: 3) == day("2026-02-15"))
        #expect(day("2025-03-31").adding(months: -1) == day("2025-02-28"))
    }

    @Test("ISO and iCalendar basic text read and write alike")
    func text() {
        #expect(wall("2025-03-30T08:05:09").basic == "20250330T080509")
        #expect(LocalDateTime(text: "20250330T080509") == wall("2025-03-30T08:05:09"))
        #expect(LocalDateTime(text: "2025-03-30T08:05") == wall("2025-03-30T08:05:00"))
        #expect(LocalDate(text: "2025-3-30") == nil)
        #expect(LocalDate(text: "20250330") == day("2025-03-30"))
    }
}
