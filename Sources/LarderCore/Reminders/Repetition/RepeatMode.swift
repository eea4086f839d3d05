/// How a repeating reminder finds its next due when it is completed.
public enum RepeatMode: String, CaseIterable, Hashable, Sendable, Codable {
    /// The rule's next occurrence after the current due, skipping those already past when it
    /// was completed ("pay rent on the 1st").
    case onSchedule
    /// INTERVAL days, weeks, months or years after the day it was completed, at the due's
    /// time of day ("water the plants 3 days after I last did").
    case afterCompletion
}
