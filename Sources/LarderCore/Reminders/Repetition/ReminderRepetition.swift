import Foundation

/// Where a repeating reminder goes when it is completed: its next due, and its rule with
/// COUNT reduced by the occurrences used up, or nil when the series has ended.
///
/// The reminder's current due is the start of what is left of the series, and COUNT is
/// the number of dues left counting the current one (as Tasks.org keeps it over CalDAV), so
/// the stored due and rule are the whole state.
///
/// On schedule, the next due is the first occurrence after both the current due and the
/// completion, as Todoist does: occurrences missed meanwhile are skipped (and use up COUNT),
/// not queued, so completing a daily reminder that is three days overdue leaves it due
/// tomorrow rather than overdue again (moving one step from the due, as some apps do,
/// makes people tick the same reminder several times). For a due with no time the
/// completion covers its whole day. Completing early moves past the current due too.
///
/// After completion, the next due is INTERVAL units after the day of completion (in the
/// household's time zone), at the due's time of day; months are counted as people count
/// them (31 January + 1 month = 28/29 February). BYDAY and the other BY… parts do not apply:
/// Todoist's "every!" and Tasks.org's "repeat after completion" offer an interval only. Hourly
/// and shorter rules count from the moment of completion.
public enum ReminderRepetition {
    public struct Next: Hashable, Sendable {
        public var due: ReminderDue
        /// The rule to store with the new due (COUNT reduced; otherwise unchanged).
        public var rule: RecurrenceRule
        /// Occurrences passed over because they were already past at completion.
        public var skipped: Int
    }

    public static func next(
        after due: ReminderDue, rule: RecurrenceRule, mode: RepeatMode, completedAt: Date, timeZone: TimeZone
    ) -> Next? {
        switch mode {
        case .onSchedule: onSchedule(due: due, rule: rule, completedAt: completedAt, timeZone: timeZone)
        case .afterCompletion: afterCompletion(due: due, rule: rule, completedAt: completedAt, timeZone: timeZone)
        }
    }

    private static func onSchedule(due: ReminderDue, rule: RecurrenceRule, completedAt: Date, timeZone: TimeZone) -> Next? {
        var open = rule
        open.count = nil
        let series = Recurrence(rule: open, start: due.recurrenceStart(in: timeZone), timeZone: timeZone)
        let startWallTime = series.startWallTime
        let completionDay = timeZone.wallTime(of: completedAt).date
        var skipped = 0
        for occurrence in series.occurrences where occurrence.wallTime > startWallTime {
            let isPast = due.hasTime ? occurrence.instant <= completedAt : occurrence.day <= completionDay
            if isPast {
                skipped += 1
                continue
            }
            var next = rule
            if let count = rule.count {
                guard count - 1 - skipped >= 1 else { return nil }
                next.count = count - 1 - skipped
            }
            let nextDue: ReminderDue = due.hasTime ? .time(occurrence.instant) : .day(occurrence.day)
            return Next(due: nextDue, rule: next, skipped: skipped)
        }
        return nil
    }

    private static func afterCompletion(
        due: ReminderDue, rule: RecurrenceRule, completedAt: Date, timeZone: TimeZone
    ) -> Next? {
        var next = rule
        if let count = rule.count {
            guard count > 1 else { return nil }
            next.count = count - 1
        }
        let nextDue = dueAfterCompletion(due: due, rule: rule, completedAt: completedAt, timeZone: timeZone)
        return isWithinUntil(nextDue, rule: rule, timeZone: timeZone) ? Next(due: nextDue, rule: next, skipped: 0) : nil
    }

    private static func dueAfterCompletion(
        due: ReminderDue, rule: RecurrenceRule, completedAt: Date, timeZone: TimeZone
    ) -> ReminderDue {
        let interval = max(1, rule.interval)
        let completionDay = timeZone.wallTime(of: completedAt).date
        let day: LocalDate
        switch rule.frequency {
        case .yearly: day = completionDay.adding(months: 12 * interval)
        case .monthly: day = completionDay.adding(months: interval)
        case .weekly: day = completionDay.adding(days: 7 * interval)
        case .daily: day = completionDay.adding(days: interval)
        case .hourly, .minutely, .secondly:
            let unit: TimeInterval = rule.frequency == .hourly ? 3600 : rule.frequency == .minutely ? 60 : 1
            // A day with no time cannot move by hours: it moves to the next day.
            guard case .time = due else { return .day(completionDay.adding(days: 1)) }
            return .time(completedAt.addingTimeInterval(unit * TimeInterval(interval)))
        }
        switch due {
        case .day: return .day(day)
        case .time(let instant): return .time(timeZone.instant(of: timeZone.wallTime(of: instant).on(day)))
        }
    }

    private static func isWithinUntil(_ due: ReminderDue, rule: RecurrenceRule, timeZone: TimeZone) -> Bool {
        switch rule.until {
        case nil: true
        case .date(let last): due.day(in: timeZone) <= last
        case .floating(let last): timeZone.wallTime(of: due.instant(in: timeZone)) <= last
        case .utc(let last): due.instant(in: timeZone).timeIntervalSince1970 <= TimeInterval(last.secondsSinceEpoch)
        }
    }
}
