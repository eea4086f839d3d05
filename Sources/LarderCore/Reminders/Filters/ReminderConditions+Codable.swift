import Foundation

private enum MatchKeys: String, CodingKey {
    case match, ids, day, from, to, amount, unit
}

extension TagMatch: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: MatchKeys.self)
        switch try container.decode(String.self, forKey: .match) {
        case "hasAnyTag": self = .hasAnyTag
        case "hasNoTags": self = .hasNoTags
        case "hasEvery": self = .hasEvery(Set(try container.decode([UUID].self, forKey: .ids)))
        case "hasAnyOf": self = .hasAnyOf(Set(try container.decode([UUID].self, forKey: .ids)))
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .match, in: container,
                debugDescription: "\"\(other)\" is not one of hasAnyTag, hasEvery, hasAnyOf, hasNoTags")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: MatchKeys.self)
        switch self {
        case .hasAnyTag: try container.encode("hasAnyTag", forKey: .match)
        case .hasNoTags: try container.encode("hasNoTags", forKey: .match)
        case .hasEvery(let ids):
            try container.encode("hasEvery", forKey: .match)
            try container.encode(sortedIDs(ids), forKey: .ids)
        case .hasAnyOf(let ids):
            try container.encode("hasAnyOf", forKey: .match)
            try container.encode(sortedIDs(ids), forKey: .ids)
        }
    }
}

extension ListMatch: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: MatchKeys.self)
        let ids = Set(try container.decode([UUID].self, forKey: .ids))
        switch try container.decode(String.self, forKey: .match) {
        case "in": self = .inLists(ids)
        case "notIn": self = .notInLists(ids)
        case let other:
            throw DecodingError.dataCorruptedError(
                forKey: .match, in: container, debugDescription: "\"\(other)\" is not one of in, notIn")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: MatchKeys.self)
        switch self {
        case .inLists(let ids):
            try container.encode("in", forKey: .match)
            try container.encode(sortedIDs(ids), forKey: .ids)
        case .notInLists(let ids):
            try container.encode("notIn", forKey: .match)
            try container.encode(sortedIDs(ids), forKey: .ids)
        }
    }
}

extension DueMatch: Codable {
    private static let plain: [String: DueMatch] = [
        "any": .any, "none": .none, "today": .today, "tomorrow": .tomorrow, "overdue": .overdue,
    ]

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: MatchKeys.self)
        let match = try container.decode(String.self, forKey: .match)
        if let plain = Self.plain[match] {
            self = plain
            return
        }
        switch match {
        case "on": self = .on(try container.decode(LocalDate.self, forKey: .day))
        case "before": self = .before(try container.decode(LocalDate.self, forKey: .day))
        case "after": self = .after(try container.decode(LocalDate.self, forKey: .day))
        case "between":
            self = .between(try container.decode(LocalDate.self, forKey: .from), try container.decode(LocalDate.self, forKey: .to))
        case "next": self = .next(try container.decode(Int.self, forKey: .amount), try container.decode(DueUnit.self, forKey: .unit))
        case "past": self = .past(try container.decode(Int.self, forKey: .amount), try container.decode(DueUnit.self, forKey: .unit))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .match, in: container,
                debugDescription:
                    "\"\(match)\" is not one of any, none, today, tomorrow, overdue, on, before, after, between, next, past")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: MatchKeys.self)
        switch self {
        case .any: try container.encode("any", forKey: .match)
        case .none: try container.encode("none", forKey: .match)
        case .today: try container.encode("today", forKey: .match)
        case .tomorrow: try container.encode("tomorrow", forKey: .match)
        case .overdue: try container.encode("overdue", forKey: .match)
        case .on(let day), .before(let day), .after(let day):
            try container.encode(name, forKey: .match)
            try container.encode(day, forKey: .day)
        case .between(let first, let last):
            try container.encode("between", forKey: .match)
            try container.encode(first, forKey: .from)
            try container.encode(last, forKey: .to)
        case .next(let amount, let unit), .past(let amount, let unit):
            try container.encode(name, forKey: .match)
            try container.encode(amount, forKey: .amount)
            try container.encode(unit, forKey: .unit)
        }
    }

    private var name: String {
        switch self {
        case .on: "on"
        case .before: "before"
        case .after: "after"
        case .next: "next"
        case .past: "past"
        default: ""
        }
    }
}
