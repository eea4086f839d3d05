extension RecurrenceYear {
    /// The days of the year (and the 7 after it) that fall in the weeks BYWEEKNO names.
    /// Week 1 is the first week with at least 4 days in the year, weeks starting on WKST;
    /// this is dateutil's arithmetic, line for line, so both agree on the odd years.
    func weekNumberMask(year: Int, plan: RecurrencePlan) -> [Bool] {
        var mask = Array(repeating: false, count: length + 7)
        let weekStart = plan.weekStart
        var firstWeekStart = floorMod(7 - firstWeekday + weekStart, 7)
        let firstWeekStartInYear = firstWeekStart
        let weekYearLength: Int
        if firstWeekStart >= 4 {
            firstWeekStart = 0
            weekYearLength = length + floorMod(firstWeekday - weekStart, 7)
        } else {
            weekYearLength = length - firstWeekStart
        }
        let weeks = weekYearLength / 7 + (weekYearLength % 7) / 4
        func markWeek(from start: Int) {
            var index = start
            for _ in 0..<7 where index < mask.count {
                mask[index] = true
                index += 1
                if weekday(of: index) == weekStart { break }
            }
        }
        for number in plan.weekNumbers {
            let n = number < 0 ? number + weeks + 1 : number
            guard n > 0, n <= weeks else { continue }
            var index = firstWeekStart
            if n > 1 {
                index = firstWeekStart + (n - 1) * 7
                if firstWeekStart != firstWeekStartInYear { index -= 7 - firstWeekStartInYear }
            }
            markWeek(from: index)
        }
        if plan.weekNumbers.contains(1) {
            // Week 1 of the next year may begin in this one.
            var index = firstWeekStart + weeks * 7
            if firstWeekStart != firstWeekStartInYear { index -= 7 - firstWeekStartInYear }
            if index >= 0, index < length { markWeek(from: index) }
        }
        if firstWeekStart != 0 {
            // The days before week 1 belong to the last week of the year before.
            let lastYearWeeks: Int
            if !plan.weekNumbers.contains(-1) {
                let lastFirstWeekday = floorMod(LocalDate(uncheckedYear: year - 1, month: 1, day: 1).daysSinceEpoch + 3, 7)
                let lastFirstWeekStart = floorMod(7 - lastFirstWeekday + weekStart, 7)
                let lastLength = LocalDate.isLeap(year - 1) ? 366 : 365
                if lastFirstWeekStart >= 4 {
                    lastYearWeeks = 52 + (lastLength + floorMod(lastFirstWeekday - weekStart, 7)) % 7 / 4
                } else {
                    lastYearWeeks = 52 + (length - firstWeekStart) % 7 / 4
                }
            } else {
                lastYearWeeks = -1
            }
            if plan.weekNumbers.contains(lastYearWeeks) {
                for index in 0..<firstWeekStart { mask[index] = true }
            }
        }
        return mask
    }
}
