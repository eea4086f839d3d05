extension ReminderFilter {
    /// The deepest nesting a saved filter may have.
    public static let maximumDepth = 8

    /// Checks what decoding cannot: no empty groups or selections, days in order, amounts
    /// and texts of sensible size. Paths start at `path` ("filter").
    public func validate(path: String = "filter") throws(ReminderFilterError) {
        try validate(path: path, depth: 1)
    }

    private func validate(path: String, depth: Int) throws(ReminderFilterError) {
        guard depth <= Self.maximumDepth else {
            throw ReminderFilterError(path: path, message: "groups nest deeper than \(Self.maximumDepth) levels")
        }
        switch self {
        case .all(let parts), .any(let parts):
            let name = if case .all = self { "all" } else { "any" }
            if parts.isEmpty { throw ReminderFilterError(path: "\(path).\(name)", message: "is an empty group") }
            for (index, part) in parts.enumerated() {
                try part.validate(path: "\(path).\(name)[\(index)]", depth: depth + 1)
            }
        case .not(let part): try part.validate(path: "\(path).not", depth: depth + 1)
        case .condition(let condition): try condition.validate(path: path)
        }
    }
}

extension ReminderCondition {
    func validate(path: String) throws(ReminderFilterError) {
        switch self {
        case .tags(.hasEvery(let ids)), .tags(.hasAnyOf(let ids)):
            if ids.isEmpty { throw ReminderFilterError(path: "\(path).tags.ids", message: "selects no tag") }
        case .lists(.inLists(let ids)), .lists(.notInLists(let ids)):
            if ids.isEmpty { throw ReminderFilterError(path: "\(path).lists.ids", message: "selects no list") }
        case .due(.between(let first, let last)):
            if first > last {
                throw ReminderFilterError(path: "\(path).due.to", message: "\(last) is before the first day, \(first)")
            }
        case .due(.next(let amount, _)), .due(.past(let amount, _)):
            if !(1...1000).contains(amount) {
                throw ReminderFilterError(path: "\(path).due.amount", message: "must be from 1 to 1000")
            }
        case .timeOfDay(let parts):
            if parts.isEmpty { throw ReminderFilterError(path: "\(path).timeOfDay", message: "selects no part of the day") }
        case .textContains(let text):
            if text.allSatisfy(\.isWhitespace) {
                throw ReminderFilterError(path: "\(path).textContains", message: "is empty")
            }
            if text.count > 200 {
                throw ReminderFilterError(path: "\(path).textContains", message: "is longer than 200 characters")
            }
        default: break
        }
    }
}
