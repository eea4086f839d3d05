extension RecurrenceWallTimes {
    /// Moves to the next period: INTERVAL years, months, weeks (to the week's start), days,
    /// hours, minutes or seconds on (dateutil's "handle frequency and interval").
    mutating func advance() {
        let interval = plan.interval
        var dayChanged = false
        switch plan.frequency {
        case .yearly:
            year += interval
            guard year <= Self.lastYear else { return finish() }
            calendar.rebuild(year: year, month: month, plan: plan)
        case .monthly:
            month += interval
            if month > 12 {
                year += floorDiv(month - 1, 12)
                month = floorMod(month - 1, 12) + 1
                guard year <= Self.lastYear else { return finish() }
            }
            calendar.rebuild(year: year, month: month, plan: plan)
        case .weekly:
            day += (plan.weekStart > weekday ? -(weekday + 1 + (6 - plan.weekStart)) : -(weekday - plan.weekStart))
                + interval * 7
            weekday = plan.weekStart
            dayChanged = true
        case .daily:
            day += interval
            dayChanged = true
        case .hourly:
            if filtered { hour += (23 - hour) / interval * interval }
            let days: Int
            if let hours = plan.hours {
                (days, hour) = Self.nextValue(after: hour, in: hours, base: 24, interval: interval)
            } else {
                (days, hour) = (floorDiv(hour + interval, 24), floorMod(hour + interval, 24))
            }
            if days != 0 {
                day += days
                dayChanged = true
            }
            periodTimes = timesOfPeriod()
        case .minutely:
            dayChanged = advanceMinutes()
        case .secondly:
            dayChanged = advanceSeconds()
        }
        if dayChanged { normaliseDay() }
    }

    private mutating func finish() {
        finished = true
    }

    /// Carries a day past the month's end into the next months (and years).
    private mutating func normaliseDay() {
        guard day > 28 else { return }
        var length = LocalDate.daysIn(month: month, year: year)
        guard day > length else { return }
        while day > length {
            day -= length
            month += 1
            if month == 13 {
                month = 1
                year += 1
                guard year <= Self.lastYear else { return finish() }
            }
            length = LocalDate.daysIn(month: month, year: year)
        }
        calendar.rebuild(year: year, month: month, plan: plan)
    }

    private mutating func advanceMinutes() -> Bool {
        let interval = plan.interval
        var dayChanged = false
        if filtered { minute += (1439 - (hour * 60 + minute)) / interval * interval }
        var found = false
        for _ in 0..<(1440 / gcd(interval, 1440)) {
            let hours: Int
            if let minutes = plan.minutes {
                (hours, minute) = Self.nextValue(after: minute, in: minutes, base: 60, interval: interval)
            } else {
                (hours, minute) = (floorDiv(minute + interval, 60), floorMod(minute + interval, 60))
            }
            let days = floorDiv(hour + hours, 24)
            hour = floorMod(hour + hours, 24)
            if days != 0 {
                day += days
                dayChanged = true
                filtered = false
            }
            if plan.hours.map({ $0.contains(hour) }) ?? true {
                found = true
                break
            }
        }
        // dateutil refuses such a rule (BYHOUR that the interval never reaches): nothing more.
        if !found { finish() }
        periodTimes = timesOfPeriod()
        return dayChanged
    }

    private mutating func advanceSeconds() -> Bool {
        let interval = plan.interval
        var dayChanged = false
        if filtered { second += (86399 - (hour * 3600 + minute * 60 + second)) / interval * interval }
        var found = false
        for _ in 0..<(86400 / gcd(interval, 86400)) {
            let minutes: Int
            if let seconds = plan.seconds {
                (minutes, second) = Self.nextValue(after: second, in: seconds, base: 60, interval: interval)
            } else {
                (minutes, second) = (floorDiv(second + interval, 60), floorMod(second + interval, 60))
            }
            let hours = floorDiv(minute + minutes, 60)
            minute = floorMod(minute + minutes, 60)
            if hours != 0 {
                let days = floorDiv(hour + hours, 24)
                hour = floorMod(hour + hours, 24)
                if days != 0 {
                    day += days
                    dayChanged = true
                }
            }
            if (plan.hours.map { $0.contains(hour) } ?? true) && (plan.minutes.map { $0.contains(minute) } ?? true)
                && (plan.seconds.map { $0.contains(second) } ?? true)
            {
                found = true
                break
            }
        }
        if !found { finish() }
        periodTimes = timesOfPeriod()
        return dayChanged
    }

    /// The next value in `values` reached by adding the interval, and how many times the
    /// count wrapped past `base` on the way (dateutil's `__mod_distance`).
    static func nextValue(after value: Int, in values: [Int], base: Int, interval: Int) -> (carried: Int, value: Int) {
        var carried = 0
        var current = value
        for _ in 0..<base {
            carried += floorDiv(current + interval, base)
            current = floorMod(current + interval, base)
            if values.contains(current) { return (carried, current) }
        }
        return (carried, current)
    }

    /// The times within the current hour, minute or second that the rule keeps.
    func timesOfPeriod() -> [Int] {
        switch plan.frequency {
        case .hourly:
            var times: [Int] = []
            for minute in plan.minutes ?? [] {
                for second in plan.seconds ?? [] { times.append(hour * 3600 + minute * 60 + second) }
            }
            return times.sorted()
        case .minutely:
            return (plan.seconds ?? []).map { hour * 3600 + minute * 60 + $0 }.sorted()
        default:
            return [hour * 3600 + minute * 60 + second]
        }
    }
}
