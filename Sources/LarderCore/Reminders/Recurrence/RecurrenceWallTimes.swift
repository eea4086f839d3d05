import Foundation

/// The wall times a rule produces from a start, in order: a port of python-dateutil's
/// `rrule._iter`, which walks the calendar period by period (a year, a month, a week, a
/// day…), keeps the days every BY… part allows, applies BYSETPOS within the period, and
/// stops at COUNT, at UNTIL or after the year 9999.
///
/// Times are naive wall times: a rule at 08:00 gives 08:00 on every day, whatever the
/// clocks do; turning them into instants is the caller's business (`Recurrence`).
/// One deliberate difference from dateutil: BYDAY mixing plain and numbered weekdays
/// (MO,-1FR) gives every Monday and the last Friday, as RFC 5545 says, where dateutil
/// gives nothing.
struct RecurrenceWallTimes: Sequence, IteratorProtocol {
    /// Where UNTIL puts the end, in the form the start needs it.
    enum End {
        case none
        case wallTime(LocalDateTime)
        case day(LocalDate)
        case instant(Date, TimeZone)

        func isPassed(by time: LocalDateTime) -> Bool {
            switch self {
            case .none: false
            case .wallTime(let end): time > end
            case .day(let end): time.date > end
            case .instant(let end, let zone): zone.instant(of: time) > end
            }
        }
    }

    let plan: RecurrencePlan
    let start: LocalDateTime
    let end: End
    var remaining: Int?
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    var weekday: Int
    var calendar = RecurrenceYear()
    /// For hourly and shorter frequencies, the times of the current period.
    var periodTimes: [Int] = []
    var pending: [LocalDateTime] = []
    var pendingIndex = 0
    var finished = false
    /// Whether the period just walked dropped any day (hourly and shorter rules then skip
    /// to the next day).
    var filtered = false
    /// The last day a period had any candidate (or the start): see `givesUpAfter`.
    var lastProductiveDay: LocalDate

    static let lastYear = 9999

    /// The Gregorian calendar repeats every 400 years (146,097 days, a whole number of
    /// weeks), and the periods an interval visits line up again after INTERVAL such cycles:
    /// a rule with no candidate for that long never has one. dateutil walks on to the year
    /// 9999 and yields nothing either; stopping early gives the same answer sooner.
    var givesUpAfter: Int { Swift.max(1, plan.interval) * 146_097 + 366 }

    init(plan: RecurrencePlan, start: LocalDateTime, end: End, count: Int?) {
        self.plan = plan
        self.start = start
        self.end = end
        remaining = count
        lastProductiveDay = start.date
        year = start.date.year
        month = start.date.month
        day = start.date.day
        hour = start.hour
        minute = start.minute
        second = start.second
        weekday = start.date.weekday.index
        calendar.rebuild(year: year, month: month, plan: plan)
        // BYHOUR, BYMINUTE or BYSECOND given with no value the interval reaches: dateutil
        // refuses the rule; here it simply produces nothing.
        if plan.hours?.isEmpty == true || plan.minutes?.isEmpty == true || plan.seconds?.isEmpty == true {
            finished = true
        }
        if !plan.frequency.isDailyOrLonger {
            let outside = (plan.hours.map { !$0.contains(hour) } ?? false)
                || (plan.frequency != .hourly && (plan.minutes.map { !$0.contains(minute) } ?? false))
                || (plan.frequency == .secondly && (plan.seconds.map { !$0.contains(second) } ?? false))
            periodTimes = outside ? [] : timesOfPeriod()
        }
    }

    mutating func next() -> LocalDateTime? {
        while !finished {
            if pendingIndex < pending.count {
                let time = pending[pendingIndex]
                pendingIndex += 1
                if end.isPassed(by: time) {
                    finished = true
                    return nil
                }
                guard time >= start else { continue }
                if let left = remaining {
                    guard left > 0 else {
                        finished = true
                        return nil
                    }
                    remaining = left - 1
                }
                return time
            }
            pending.removeAll(keepingCapacity: true)
            pendingIndex = 0
            walkPeriod()
            let periodDay = LocalDate(uncheckedYear: year, month: month, day: day)
            if !pending.isEmpty {
                lastProductiveDay = periodDay
            } else if lastProductiveDay.days(until: periodDay) > givesUpAfter {
                finished = true
            }
            advance()
        }
        return nil
    }

    /// The times of the current period, into `pending`.
    private mutating func walkPeriod() {
        let (first, last) = periodDays()
        var days: [Int] = []
        filtered = false
        for index in first..<last {
            if isAllowed(index) { days.append(index) } else { filtered = true }
        }
        let times = plan.frequency.isDailyOrLonger ? plan.times : periodTimes
        guard !times.isEmpty else { return }
        if !plan.setPositions.isEmpty {
            var chosen: [LocalDateTime] = []
            for position in plan.setPositions {
                let slot = position < 0 ? position : position - 1
                var dayPosition = floorDiv(slot, times.count)
                let timePosition = floorMod(slot, times.count)
                if dayPosition < 0 { dayPosition += days.count }
                guard days.indices.contains(dayPosition) else { continue }
                let time = wallTime(day: days[dayPosition], seconds: times[timePosition])
                if !chosen.contains(time) { chosen.append(time) }
            }
            pending = chosen.sorted()
        } else {
            for index in days {
                for seconds in times { pending.append(wallTime(day: index, seconds: seconds)) }
            }
        }
    }

    private func wallTime(day index: Int, seconds: Int) -> LocalDateTime {
        LocalDateTime(
            unchecked: LocalDate(daysSinceEpoch: calendar.firstDay + index), seconds / 3600, seconds % 3600 / 60,
            seconds % 60)
    }

    /// The period's days, numbered within the year: [first, last).
    private func periodDays() -> (Int, Int) {
        switch plan.frequency {
        case .yearly: return (0, calendar.length)
        case .monthly: return (calendar.monthStarts[month - 1], calendar.monthStarts[month])
        case .weekly:
            let first = dayIndex()
            var index = first
            for _ in 0..<7 {
                index += 1
                if calendar.weekday(of: index) == plan.weekStart { break }
            }
            return (first, index)
        default:
            let index = dayIndex()
            return (index, index + 1)
        }
    }

    private func dayIndex() -> Int {
        LocalDate(uncheckedYear: year, month: month, day: day).daysSinceEpoch - calendar.firstDay
    }

    /// Whether every BY… part allows day `index` of the year.
    private func isAllowed(_ index: Int) -> Bool {
        if let months = plan.months, !months[calendar.month(of: index)] { return false }
        if let weeks = calendar.weekNumberDays, !weeks[index] { return false }
        if plan.weekdays != nil || calendar.nthWeekdayDays != nil {
            let plain = plan.weekdays?[calendar.weekday(of: index)] ?? false
            let numbered = calendar.nthWeekdayDays.map { index < $0.count && $0[index] } ?? false
            if !plain && !numbered { return false }
        }
        if let monthDays = plan.monthDays, !monthDays.positive[calendar.monthDay(of: index)],
            !monthDays.negative[-calendar.negativeMonthDay(of: index)]
        {
            return false
        }
        if let yearDays = plan.yearDays {
            let length = calendar.length
            let (positive, negative) = index < length
                ? (index + 1, length - index) : (index + 1 - length, calendar.nextLength - index + length)
            if !(positive < yearDays.positive.count && yearDays.positive[positive])
                && !(negative < yearDays.negative.count && yearDays.negative[negative])
            {
                return false
            }
        }
        return true
    }
}
