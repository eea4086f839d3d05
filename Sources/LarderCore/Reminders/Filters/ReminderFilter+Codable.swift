import Foundation

/// The JSON form of a filter, which the server stores: each node an object with one key.
///
///     {"all": [{"any": [{"due": {"match": "today"}}, {"due": {"match": "overdue"}}]},
///              {"not": {"tags": {"match": "hasAnyOf", "ids": ["…"]}}}]}
///
/// Conditions: `tags` {match: hasAnyTag | hasEvery | hasAnyOf | hasNoTags, ids},
/// `due` {match: any | none | today | tomorrow | overdue | on | before | after | between |
/// next | past, day, from, to, amount, unit}, `timeOfDay` [morning | afternoon | evening |
/// night | noTime], `lists` {match: in | notIn, ids}, `priorityAtLeast` low | medium | high,
/// `flagged` bool, `textContains` string, `completed` bool. `ReminderFilterDocument` wraps
/// it with a version.
extension ReminderFilter: Codable {
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: FilterKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a filter is an object with exactly one key: \(FilterKey.names.joined(separator: ", "))"))
        }
        switch key.stringValue {
        case "all": self = .all(try container.decode([ReminderFilter].self, forKey: key))
        case "any": self = .any(try container.decode([ReminderFilter].self, forKey: key))
        case "not": self = .not(try container.decode(ReminderFilter.self, forKey: key))
        case "tags": self = .condition(.tags(try container.decode(TagMatch.self, forKey: key)))
        case "due": self = .condition(.due(try container.decode(DueMatch.self, forKey: key)))
        case "timeOfDay": self = .condition(.timeOfDay(Set(try container.decode([TimeOfDay].self, forKey: key))))
        case "lists": self = .condition(.lists(try container.decode(ListMatch.self, forKey: key)))
        case "priorityAtLeast":
            self = .condition(.priorityAtLeast(try container.decode(ReminderPriority.self, forKey: key)))
        case "flagged": self = .condition(.flagged(try container.decode(Bool.self, forKey: key)))
        case "textContains": self = .condition(.textContains(try container.decode(String.self, forKey: key)))
        case "completed": self = .condition(.completed(try container.decode(Bool.self, forKey: key)))
        default:
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "\"\(key.stringValue)\" is not one of \(FilterKey.names.joined(separator: ", "))")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: FilterKey.self)
        switch self {
        case .all(let parts): try container.encode(parts, forKey: FilterKey("all"))
        case .any(let parts): try container.encode(parts, forKey: FilterKey("any"))
        case .not(let part): try container.encode(part, forKey: FilterKey("not"))
        case .condition(let condition):
            switch condition {
            case .tags(let match): try container.encode(match, forKey: FilterKey("tags"))
            case .due(let match): try container.encode(match, forKey: FilterKey("due"))
            case .timeOfDay(let parts):
                try container.encode(TimeOfDay.allCases.filter(parts.contains), forKey: FilterKey("timeOfDay"))
            case .lists(let match): try container.encode(match, forKey: FilterKey("lists"))
            case .priorityAtLeast(let priority): try container.encode(priority, forKey: FilterKey("priorityAtLeast"))
            case .flagged(let flagged): try container.encode(flagged, forKey: FilterKey("flagged"))
            case .textContains(let text): try container.encode(text, forKey: FilterKey("textContains"))
            case .completed(let completed): try container.encode(completed, forKey: FilterKey("completed"))
            }
        }
    }
}

struct FilterKey: CodingKey {
    static let names = [
        "all", "any", "not", "tags", "due", "timeOfDay", "lists", "priorityAtLeast", "flagged", "textContains", "completed",
    ]
    var stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// UUIDs in a stable order, so that the same filter always encodes to the same bytes.
func sortedIDs(_ ids: Set<UUID>) -> [UUID] {
    ids.sorted { $0.uuidString < $1.uuidString }
}
