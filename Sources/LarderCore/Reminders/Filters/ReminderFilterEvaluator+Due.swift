import Foundation

extension ReminderFilterEvaluator {
    func matches(_ match: DueMatch, _ facts: ReminderFacts) -> Bool {
        guard let due = facts.due else { return match == .none }
        let day = due.day(in: timeZone)
        switch match {
        case .any: return true
        case .none: return false
        case .today: return day == today
        case .tomorrow: return day == today.adding(days: 1)
        case .overdue: return !facts.isCompleted && isPast(due, day)
        case .on(let other): return day == other
        case .before(let other): return day < other
        case .after(let other): return day > other
        case .between(let first, let last): return first <= day && day <= last
        case .next(let amount, let unit):
            if unit == .hours, case .time(let instant) = due {
                return instant >= now && instant <= now.addingTimeInterval(TimeInterval(amount) * 3600)
            }
            return !isPast(due, day) && day <= lastDay(amount, unit)
        case .past(let amount, let unit):
            if unit == .hours, case .time(let instant) = due {
                return instant < now && instant >= now.addingTimeInterval(-TimeInterval(amount) * 3600)
            }
            return isPast(due, day) && day >= lastDay(-amount, unit)
        }
    }

    /// Before now; a day with no time is past once the day is over.
    private func isPast(_ due: ReminderDue, _ day: LocalDate) -> Bool {
        switch due {
        case .day: day < today
        case .time(let instant): instant < now
        }
    }

    /// The day `amount` units from today (back for a negative amount).
    private func lastDay(_ amount: Int, _ unit: DueUnit) -> LocalDate {
        switch unit {
        case .hours: timeZone.wallTime(of: now.addingTimeInterval(TimeInterval(amount) * 3600)).date
        case .days: today.adding(days: amount)
        case .weeks: today.adding(days: 7 * amount)
        case .months: today.adding(months: amount)
        case .years: today.adding(months: 12 * amount)
        }
    }
}
