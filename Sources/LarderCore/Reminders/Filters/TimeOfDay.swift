import Foundation

/// The part of the day a reminder's due time falls in, on the wall clock of the household.
/// Every hour belongs to exactly one part: night runs over midnight (22:00–04:59).
public enum TimeOfDay: String, CaseIterable, Hashable, Sendable, Codable {
    /// 05:00–11:59.
    case morning
    /// 12:00–16:59.
    case afternoon
    /// 17:00–21:59.
    case evening
    /// 22:00–04:59.
    case night
    /// A due day with no time, or no due at all.
    case noTime

    public init(hour: Int) {
        switch hour {
        case 5...11: self = .morning
        case 12...16: self = .afternoon
        case 17...21: self = .evening
        default: self = .night
        }
    }

    public init(_ due: ReminderDue?, in timeZone: TimeZone) {
        guard case .time(let instant) = due else {
            self = .noTime
            return
        }
        self.init(hour: timeZone.wallTime(of: instant).hour)
    }
}
