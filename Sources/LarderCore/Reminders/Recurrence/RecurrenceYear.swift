/// What the expansion needs to know about the year it is in (dateutil's `_iterinfo`): days
/// are numbered from 0 on 1 January, and run 7 days into the next year so that a week
/// crossing New Year is one period.
struct RecurrenceYear: Sendable {
    private(set) var year = Int.min
    private(set) var month = Int.min
    private(set) var length = 365
    private(set) var nextLength = 365
    /// 1 January, as days since 1970-01-01.
    private(set) var firstDay = 0
    private(set) var firstWeekday = 0
    private(set) var monthStarts = RecurrenceYear.starts365
    /// Days in the weeks BYWEEKNO asks for; nil when the rule has no BYWEEKNO.
    private(set) var weekNumberDays: [Bool]?
    /// Days that are the n-th weekday BYDAY asks for; nil when BYDAY has no ordinals.
    private(set) var nthWeekdayDays: [Bool]?

    mutating func rebuild(year: Int, month: Int, plan: RecurrencePlan) {
        if year != self.year {
            length = LocalDate.isLeap(year) ? 366 : 365
            nextLength = LocalDate.isLeap(year + 1) ? 366 : 365
            firstDay = LocalDate(uncheckedYear: year, month: 1, day: 1).daysSinceEpoch
            firstWeekday = floorMod(firstDay + 3, 7)
            monthStarts = length == 366 ? Self.starts366 : Self.starts365
            weekNumberDays = plan.weekNumbers.isEmpty ? nil : weekNumberMask(year: year, plan: plan)
        }
        if !plan.nthWeekdays.isEmpty, month != self.month || year != self.year {
            nthWeekdayDays = nthWeekdayMask(month: month, plan: plan)
        }
        self.year = year
        self.month = month
    }

    /// Month 1…12 of day `index` (January again past the year's end).
    func month(of index: Int) -> Int {
        index >= length ? 1 : Self.monthOf(index, leap: length == 366)
    }

    func monthDay(of index: Int) -> Int {
        index >= length ? index - length + 1 : index - monthStarts[month(of: index) - 1] + 1
    }

    /// -1 for the month's last day, -2 for the one before…
    func negativeMonthDay(of index: Int) -> Int {
        if index >= length { return index - length - 31 }
        let month = month(of: index)
        return index - monthStarts[month]
    }

    func weekday(of index: Int) -> Int {
        (firstWeekday + index) % 7
    }

    private func nthWeekdayMask(month: Int, plan: RecurrencePlan) -> [Bool]? {
        var ranges: [(first: Int, last: Int)] = []
        if plan.frequency == .yearly {
            if let months = plan.months {
                ranges = (1...12).filter { months[$0] }.map { (monthStarts[$0 - 1], monthStarts[$0] - 1) }
            } else {
                ranges = [(0, length - 1)]
            }
        } else if plan.frequency == .monthly {
            ranges = [(monthStarts[month - 1], monthStarts[month] - 1)]
        }
        guard !ranges.isEmpty else { return nthWeekdayDays }
        var mask = Array(repeating: false, count: length)
        for (first, last) in ranges {
            for (weekday, n) in plan.nthWeekdays {
                var index: Int
                if n < 0 {
                    index = last + (n + 1) * 7
                    index -= floorMod(self.weekday(ofSigned: index) - weekday, 7)
                } else {
                    index = first + (n - 1) * 7
                    index += floorMod(7 - self.weekday(ofSigned: index) + weekday, 7)
                }
                if first <= index, index <= last { mask[index] = true }
            }
        }
        return mask
    }

    private func weekday(ofSigned index: Int) -> Int {
        floorMod(firstWeekday + index, 7)
    }

    static let starts365 = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365]
    static let starts366 = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366]
    private static let months365 = monthTable(starts365)
    private static let months366 = monthTable(starts366)

    private static func monthOf(_ index: Int, leap: Bool) -> Int {
        Int(leap ? months366[index] : months365[index])
    }

    private static func monthTable(_ starts: [Int]) -> [UInt8] {
        (0..<starts[12]).map { day in UInt8(starts.lastIndex(where: { $0 <= day })! + 1) }
    }
}
