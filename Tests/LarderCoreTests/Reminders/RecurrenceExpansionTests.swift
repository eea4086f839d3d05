import Foundation
import Testing

@testable import LarderCore

@Suite("Recurrence expansion")
struct RecurrenceExpansionTests {
    private func walls(_ text: String, from start: String, in timeZone: TimeZone = kyiv, count: Int = 20) -> [String] {
        Recurrence(rule: rule(text), start: .time(wall(start)), timeZone: timeZone).first(count).map(\.wallTime.iso)
    }

    @Test("The last weekday of the month is found with BYSETPOS=-1 (Foundation on Linux gets it wrong)")
    func lastWeekdayOfTheMonth() {
        // MUT
        let found = walls("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", from: "2025-01-01T09:00:00", count: 6)

        // validate: 31 May 2025 is a Saturday and 31 August a Sunday.
        #expect(found == [
            "2025-01-31T09:00:00", "2025-02-28T09:00:00", "2025-03-31T09:00:00", "2025-04-30T09:00:00",
            "2025-05-30T09:00:00", "2025-06-30T09:00:00",
        ])
    }

    @Test("08:00 stays 08:00 on the wall clock across a change of the clocks")
    func wallTimeKeptAcrossDST() {
        let series = Recurrence(rule: rule("FREQ=DAILY;COUNT=3"), start: .time(wall("2025-03-29T08:00:00")), timeZone: kyiv)

        let found = series.first(5)

        #expect(found.map(\.wallTime.iso) == ["2025-03-29T08:00:00", "2025-03-30T08:00:00", "2025-03-31T08:00:00"])
        // Kyiv moves from UTC+2 to UTC+3 on 30 March 2025.
        #expect(found.map(\.instant) == [utc("2025-03-29T06:00:00"), utc("2025-03-30T05:00:00"), utc("2025-03-31T05:00:00")])
    }

    @Test("A daily 02:30 in New York falls at 03:30 EDT on the night 02:00–03:00 is skipped, and is kept")
    func skippedWallTimeIsKept() {
        let series = Recurrence(rule: rule("FREQ=DAILY"), start: .time(wall("2024-03-09T02:30:00")), timeZone: newYork)

        let found = series.first(3)

        #expect(found.map(\.wallTime.iso) == ["2024-03-09T02:30:00", "2024-03-10T02:30:00", "2024-03-11T02:30:00"])
        #expect(found[1].instant == utc("2024-03-10T07:30:00"))
    }

    @Test("A daily 01:30 on the night New York falls back happens once, at the first 01:30")
    func repeatedWallTimeOnce() {
        let found = Recurrence(rule: rule("FREQ=DAILY;COUNT=3"), start: .time(wall("2024-11-02T01:30:00")), timeZone: newYork)
            .first(5)

        #expect(found.count == 3)
        #expect(found[1].instant == utc("2024-11-03T05:30:00"))
    }

    @Test("Monthly on the 31st skips the months without one")
    func monthlyOnThe31st() {
        #expect(walls("FREQ=MONTHLY;COUNT=4", from: "2025-01-31T10:00:00").map { String($0.prefix(10)) }
            == ["2025-01-31", "2025-03-31", "2025-05-31", "2025-07-31"])
    }

    @Test("BYMONTHDAY=-1 is the last day of every month")
    func lastDayOfMonth() {
        #expect(walls("FREQ=MONTHLY;BYMONTHDAY=-1;COUNT=3", from: "2024-01-10T10:00:00").map { String($0.prefix(10)) }
            == ["2024-01-31", "2024-02-29", "2024-03-31"])
    }

    @Test("The last Sunday of March, yearly")
    func lastSundayOfMarch() {
        #expect(walls("FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU;COUNT=3", from: "2024-01-01T03:00:00").map { String($0.prefix(10)) }
            == ["2024-03-31", "2025-03-30", "2026-03-29"])
    }

    @Test("Every other week on Monday and Wednesday, weeks starting on Sunday")
    func biweeklyWithWeekStart() {
        #expect(walls("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;WKST=SU;COUNT=4", from: "2025-06-01T09:00:00").map { String($0.prefix(10)) }
            == ["2025-06-02", "2025-06-04", "2025-06-16", "2025-06-18"])
    }

    @Test("BYDAY mixing plain and numbered weekdays gives both, as RFC 5545 says (dateutil gives none)")
    func mixedWeekdays() {
        #expect(walls("FREQ=MONTHLY;BYDAY=MO,-1FR;COUNT=6", from: "2025-01-01T09:00:00").map { String($0.prefix(10)) }
            == ["2025-01-06", "2025-01-13", "2025-01-20", "2025-01-27", "2025-01-31", "2025-02-03"])
    }

    @Test("The start is an occurrence only when the rule produces it")
    func startNotMatching() {
        // 2025-06-04 is a Wednesday.
        #expect(walls("FREQ=WEEKLY;BYDAY=MO;COUNT=2", from: "2025-06-04T09:00:00").map { String($0.prefix(10)) }
            == ["2025-06-09", "2025-06-16"])
    }

    @Test("UNTIL in UTC includes an occurrence exactly at it and nothing after")
    func untilIsInclusive() {
        let found = walls("FREQ=DAILY;UNTIL=20250103T060000Z", from: "2025-01-01T08:00:00")

        #expect(found == ["2025-01-01T08:00:00", "2025-01-02T08:00:00", "2025-01-03T08:00:00"])
    }

    @Test("A series of days ends on UNTIL's day, included")
    func daysUntil() {
        let series = Recurrence(rule: rule("FREQ=WEEKLY;UNTIL=20250115"), start: .day(day("2025-01-01")), timeZone: kyiv)

        let found = series.first(10)

        #expect(found.map(\.day) == [day("2025-01-01"), day("2025-01-08"), day("2025-01-15")])
        #expect(found.allSatisfy { $0.isAllDay })
        #expect(found[0].instant == utc("2024-12-31T22:00:00"))
    }

    @Test("A rule on week numbers follows ISO weeks across New Year")
    func weekNumbers() {
        #expect(walls("FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO;COUNT=3", from: "2024-06-01T09:00:00").map { String($0.prefix(10)) }
            == ["2024-12-30", "2025-12-29", "2027-01-04"])
    }

    @Test("The next occurrence after an instant, and after a day")
    func nextAfter() {
        let series = Recurrence(rule: rule("FREQ=WEEKLY;BYDAY=TU,FR"), start: .time(wall("2025-01-07T18:00:00")), timeZone: kyiv)

        #expect(series.next(after: utc("2025-01-07T16:00:00"))?.wallTime == wall("2025-01-10T18:00:00"))
        #expect(series.next(after: utc("2025-01-07T15:59:59"))?.wallTime == wall("2025-01-07T18:00:00"))
        #expect(series.next(afterDay: day("2025-01-10"))?.wallTime == wall("2025-01-14T18:00:00"))
    }

    @Test("Occurrences between two instants include the first and exclude the second")
    func between() {
        let series = Recurrence(rule: rule("FREQ=DAILY"), start: .time(wall("2025-01-01T12:00:00")), timeZone: kyiv)

        let found = series.occurrences(from: utc("2025-01-03T10:00:00"), to: utc("2025-01-05T10:00:00"))

        #expect(found.map(\.wallTime.iso) == ["2025-01-03T12:00:00", "2025-01-04T12:00:00"])
    }

    @Test("A series that has ended has no next occurrence")
    func ended() {
        let series = Recurrence(rule: rule("FREQ=DAILY;COUNT=2"), start: .time(wall("2025-01-01T12:00:00")), timeZone: kyiv)

        #expect(series.next(after: utc("2025-01-02T12:00:00")) == nil)
    }

    @Test("A rule that can never match ends instead of running forever")
    func neverMatching() {
        let series = Recurrence(rule: rule("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30"), start: .day(day("2025-01-01")), timeZone: kyiv)

        #expect(series.first(1).isEmpty)
    }
}
