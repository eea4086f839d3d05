import Foundation

extension TimeZone {
    /// The wall time a clock in this zone shows at `instant` (to the whole second).
    public func wallTime(of instant: Date) -> LocalDateTime {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        return LocalDateTime(secondsSinceEpoch: seconds + secondsFromGMT(for: instant))
    }

    /// The instant at which a clock in this zone shows `wallTime`.
    ///
    /// Around a change of the clocks a wall time can be missing or shown twice. Both are
    /// read with the offset in force *before* the change, as Python's zoneinfo does with
    /// fold=0 (PEP 495) and as Foundation, ICU and java.time do by default:
    /// - a missing time (02:30 on the night New York springs forward from 02:00 to 03:00)
    ///   is read as standard time, so it lands the length of the gap later (03:30 EDT);
    /// - a time shown twice (01:30 on the night it falls back) is the first of the two
    ///   (01:30 EDT).
    public func instant(of wallTime: LocalDateTime) -> Date {
        let wall = wallTime.secondsSinceEpoch
        let window = 2 * 86400
        let before = offset(at: wall - window)
        let after = offset(at: wall + window)
        if before == after, offset(at: wall - before) == before {
            return Date(timeIntervalSince1970: TimeInterval(wall - before))
        }
        // One change of offset near this wall time: find its instant, and compare the wall
        // time with the moment the change happens on the clock that shows the later time.
        let change = firstInstant(withOffsetOtherThan: before, from: wall - window, to: wall + window)
        let offset = wall < change + max(before, offset(at: change)) ? before : offset(at: change)
        return Date(timeIntervalSince1970: TimeInterval(wall - offset))
    }

    private func offset(at seconds: Int) -> Int {
        secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    /// The first second in (start, end] at which the offset differs from `offset` (which is
    /// the offset at `start`): a binary search, so one change in the range is assumed.
    private func firstInstant(withOffsetOtherThan offset: Int, from start: Int, to end: Int) -> Int {
        var low = start
        var high = end
        while high - low > 1 {
            let middle = low + (high - low) / 2
            if self.offset(at: middle) == offset { low = middle } else { high = middle }
        }
        return high
    }
}
