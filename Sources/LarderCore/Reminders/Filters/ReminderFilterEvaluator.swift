import Foundation

/// A filter made ready for one moment: today's date, the searched texts folded once, so
/// that a smart list over thousands of reminders is a quick pass.
public struct ReminderFilterEvaluator: Sendable {
    public let filter: ReminderFilter
    public let now: Date
    public let timeZone: TimeZone
    let today: LocalDate
    let includesCompleted: Bool
    private let foldedNeedles: [String: String]

    public init(_ filter: ReminderFilter, now: Date, timeZone: TimeZone) {
        self.filter = filter
        self.now = now
        self.timeZone = timeZone
        today = timeZone.wallTime(of: now).date
        includesCompleted = filter.mentionsCompletion
        var needles: [String: String] = [:]
        Self.collectTexts(filter) { needles[$0] = ReminderText.folded($0) }
        foldedNeedles = needles
    }

    /// Whether the reminder belongs in the smart list.
    public func matches(_ facts: ReminderFacts) -> Bool {
        if facts.isCompleted, !includesCompleted { return false }
        return matches(filter, facts)
    }

    /// The reminders that belong in the smart list, in the order given.
    public func filter(_ reminders: [ReminderFacts]) -> [ReminderFacts] {
        reminders.filter(matches)
    }

    private func matches(_ node: ReminderFilter, _ facts: ReminderFacts) -> Bool {
        switch node {
        case .all(let parts): parts.allSatisfy { matches($0, facts) }
        case .any(let parts): parts.contains { matches($0, facts) }
        case .not(let part): !matches(part, facts)
        case .condition(let condition): matches(condition, facts)
        }
    }

    private func matches(_ condition: ReminderCondition, _ facts: ReminderFacts) -> Bool {
        switch condition {
        case .tags(let match): Self.matches(match, facts.tagIDs)
        case .due(let match): matches(match, facts)
        case .timeOfDay(let parts): parts.contains(TimeOfDay(facts.due, in: timeZone))
        case .lists(.inLists(let lists)): lists.contains(facts.listID)
        case .lists(.notInLists(let lists)): !lists.contains(facts.listID)
        case .priorityAtLeast(let priority): facts.priority >= priority
        case .flagged(let flagged): facts.isFlagged == flagged
        case .completed(let completed): facts.isCompleted == completed
        case .textContains(let text):
            matchesText(foldedNeedles[text] ?? ReminderText.folded(text), facts)
        }
    }

    private func matchesText(_ needle: String, _ facts: ReminderFacts) -> Bool {
        guard !needle.isEmpty else { return true }
        return ReminderText.folded(facts.title).contains(needle) || ReminderText.folded(facts.notes).contains(needle)
    }

    static func matches(_ match: TagMatch, _ tags: Set<UUID>) -> Bool {
        switch match {
        case .hasAnyTag: !tags.isEmpty
        // Not "every tag of the reminder is selected", which an untagged reminder passes.
        case .hasEvery(let selected): !selected.isEmpty && selected.isSubset(of: tags)
        case .hasAnyOf(let selected): !selected.isDisjoint(with: tags)
        case .hasNoTags: tags.isEmpty
        }
    }

    private static func collectTexts(_ node: ReminderFilter, _ body: (String) -> Void) {
        switch node {
        case .all(let parts), .any(let parts): parts.forEach { collectTexts($0, body) }
        case .not(let part): collectTexts(part, body)
        case .condition(.textContains(let text)): body(text)
        case .condition: break
        }
    }
}

extension ReminderFilter {
    /// Whether `facts` belongs in the smart list at `now`; for many reminders make one
    /// `ReminderFilterEvaluator` instead.
    public func matches(_ facts: ReminderFacts, now: Date, timeZone: TimeZone) -> Bool {
        ReminderFilterEvaluator(self, now: now, timeZone: timeZone).matches(facts)
    }
}
