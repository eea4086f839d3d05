import Foundation
import Testing

@testable import LarderCore

@Suite("Due-date filters")
struct DueMatchTests {
    /// Wednesday 15 January 2025, 10:00 in Kyiv.
    let now = utc("2025-01-15T08:00:00")

    private func matches(_ match: DueMatch, _ due: ReminderDue?) -> Bool {
        ReminderFilter.condition(.due(match)).matches(reminder(due: due), now: now, timeZone: kyiv)
    }

    @Test("Any and none")
    func anyAndNone() {
        #expect(matches(.any, .day(day("2025-01-01"))))
        #expect(!matches(.any, nil))
        #expect(matches(.none, nil))
        #expect(!matches(.none, .time(now)))
    }

    @Test("Today and tomorrow are calendar days in the time zone")
    func todayAndTomorrow() {
        #expect(matches(.today, .time(utc("2025-01-15T21:59:00"))))
        #expect(!matches(.today, .time(utc("2025-01-15T22:00:00"))))
        #expect(matches(.tomorrow, .time(utc("2025-01-15T22:00:00"))))
        #expect(matches(.tomorrow, .day(day("2025-01-16"))))
    }

    @Test("Overdue: a time before now, a day before today; never a completed reminder")
    func overdue() {
        #expect(matches(.overdue, .time(utc("2025-01-15T07:59:00"))))
        #expect(!matches(.overdue, .time(utc("2025-01-15T08:01:00"))))
        #expect(!matches(.overdue, .day(day("2025-01-15"))))
        #expect(matches(.overdue, .day(day("2025-01-14"))))
        let askingForCompleted = ReminderFilter.all([.condition(.due(.overdue)), .condition(.completed(true))])
        #expect(!askingForCompleted.matches(reminder(due: .day(day("2025-01-14")), completed: true), now: now, timeZone: kyiv))
    }

    @Test("Before, after and between compare days; between includes both ends")
    func dayRanges() {
        let due = ReminderDue.time(utc("2025-01-19T23:30:00"))  // the 20th in Kyiv
        #expect(matches(.before(day("2025-01-21")), due))
        #expect(!matches(.before(day("2025-01-20")), due))
        #expect(matches(.after(day("2025-01-19")), due))
        #expect(!matches(.after(day("2025-01-20")), due))
        #expect(matches(.between(day("2025-01-20"), day("2025-01-20")), due))
        #expect(matches(.between(day("2025-01-01"), day("2025-01-20")), due))
        #expect(!matches(.between(day("2025-01-21"), day("2025-01-31")), due))
    }

    @Test("In the next N hours is by the clock; the next N days by calendar days from now")
    func next() {
        #expect(matches(.next(3, .hours), .time(utc("2025-01-15T10:59:00"))))
        #expect(!matches(.next(3, .hours), .time(utc("2025-01-15T11:01:00"))))
        #expect(!matches(.next(3, .hours), .time(utc("2025-01-15T07:00:00"))))
        #expect(matches(.next(2, .days), .time(utc("2025-01-17T21:00:00"))))
        #expect(!matches(.next(2, .days), .time(utc("2025-01-17T22:30:00"))))
        #expect(matches(.next(2, .days), .day(day("2025-01-15"))))
        #expect(!matches(.next(2, .days), .day(day("2025-01-14"))))
        #expect(matches(.next(1, .weeks), .day(day("2025-01-22"))))
        #expect(matches(.next(1, .months), .day(day("2025-02-15"))))
        #expect(!matches(.next(1, .months), .day(day("2025-02-16"))))
        #expect(matches(.next(1, .years), .day(day("2026-01-15"))))
    }

    @Test("In the past N units mirrors the next")
    func past() {
        #expect(matches(.past(2, .hours), .time(utc("2025-01-15T06:30:00"))))
        #expect(!matches(.past(2, .hours), .time(utc("2025-01-15T05:30:00"))))
        #expect(matches(.past(3, .days), .day(day("2025-01-12"))))
        #expect(!matches(.past(3, .days), .day(day("2025-01-11"))))
        #expect(!matches(.past(3, .days), .day(day("2025-01-15"))))
        #expect(matches(.past(1, .weeks), .time(utc("2025-01-08T10:00:00"))))
    }
}
