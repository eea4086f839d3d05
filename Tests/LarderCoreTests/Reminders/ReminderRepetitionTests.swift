import Foundation
import Testing

@testable import LarderCore

@Suite("Next due of a repeating reminder")
struct ReminderRepetitionTests {
    private func next(
        _ due: ReminderDue, _ text: String, _ mode: RepeatMode = .onSchedule, completed: String
    ) -> ReminderRepetition.Next? {
        ReminderRepetition.next(after: due, rule: rule(text), mode: mode, completedAt: utc(completed), timeZone: kyiv)
    }

    @Test("Completed on time, it moves to the next occurrence at the same wall time, across DST")
    func onTime() {
        // Due Saturday 29 March 2025 08:00 in Kyiv (06:00 UTC); clocks go forward on the 30th.
        let found = next(.time(utc("2025-03-29T06:00:00")), "FREQ=DAILY", completed: "2025-03-29T06:10:00")

        #expect(found?.due == .time(utc("2025-03-30T05:00:00")))
        #expect(found?.skipped == 0)
    }

    @Test("Completed three days late, it skips the missed occurrences instead of staying overdue")
    func lateSkips() {
        let found = next(.time(utc("2025-01-01T06:00:00")), "FREQ=DAILY", completed: "2025-01-04T10:00:00")

        #expect(found?.due == .time(utc("2025-01-05T06:00:00")))
        #expect(found?.skipped == 3)
    }

    @Test("A day with no time completed late moves to the first day after the completion's day")
    func dayLate() {
        let found = next(.day(day("2025-01-01")), "FREQ=DAILY", completed: "2025-01-04T21:30:00")

        // 21:30 UTC on the 4th is 23:30 in Kyiv, still the 4th.
        #expect(found?.due == .day(day("2025-01-05")))
    }

    @Test("Completed early, it still moves past the current due")
    func early() {
        let found = next(.day(day("2025-06-09")), "FREQ=WEEKLY;BYDAY=MO", completed: "2025-06-06T09:00:00")

        #expect(found?.due == .day(day("2025-06-16")))
    }

    @Test("COUNT counts the dues left: it goes down by one, and by the skipped ones")
    func countGoesDown() {
        let once = next(.day(day("2025-01-01")), "FREQ=DAILY;COUNT=5", completed: "2025-01-01T09:00:00")
        let late = next(.day(day("2025-01-01")), "FREQ=DAILY;COUNT=5", completed: "2025-01-03T09:00:00")

        #expect(once?.rule.count == 4)
        #expect(late?.due == .day(day("2025-01-04")))
        #expect(late?.rule.count == 2)
    }

    @Test("The last of COUNT, or past UNTIL, ends the series")
    func seriesEnds() {
        #expect(next(.day(day("2025-01-01")), "FREQ=DAILY;COUNT=1", completed: "2025-01-01T09:00:00") == nil)
        #expect(next(.day(day("2025-01-01")), "FREQ=DAILY;COUNT=3", completed: "2025-01-03T09:00:00") == nil)
        #expect(next(.day(day("2025-01-01")), "FREQ=WEEKLY;UNTIL=20250107", completed: "2025-01-01T09:00:00") == nil)
        #expect(
            next(.day(day("2025-01-01")), "FREQ=WEEKLY;UNTIL=20250108", completed: "2025-01-01T09:00:00")?.due
                == .day(day("2025-01-08")))
    }

    @Test("After completion, the next due is N units after the completion's day, at the due's time of day")
    func afterCompletion() {
        let found = next(
            .time(utc("2025-01-01T06:00:00")), "FREQ=DAILY;INTERVAL=3", .afterCompletion, completed: "2025-01-10T15:00:00")

        // Due at 08:00 Kyiv time; done on the 10th; three days later at 08:00.
        #expect(found?.due == .time(utc("2025-01-13T06:00:00")))
    }

    @Test("After completion by months keeps the day, or the month's last day")
    func afterCompletionMonths() {
        let found = next(.day(day("2025-01-15")), "FREQ=MONTHLY", .afterCompletion, completed: "2025-01-31T09:00:00")

        #expect(found?.due == .day(day("2025-02-28")))
    }

    @Test("After completion ignores BYDAY and counts down COUNT")
    func afterCompletionIgnoresDays() {
        let found = next(.day(day("2025-06-02")), "FREQ=WEEKLY;BYDAY=MO;COUNT=3", .afterCompletion, completed: "2025-06-04T09:00:00")

        #expect(found?.due == .day(day("2025-06-11")))
        #expect(found?.rule.count == 2)
    }

    @Test("Hourly after completion counts from the moment it was done")
    func afterCompletionHourly() {
        let found = next(.time(utc("2025-01-01T06:00:00")), "FREQ=HOURLY;INTERVAL=2", .afterCompletion, completed: "2025-01-01T07:15:00")

        #expect(found?.due == .time(utc("2025-01-01T09:15:00")))
    }
}
