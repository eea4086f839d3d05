import Foundation

/// A CalDAV calendar-query filter (RFC 4791 §9.7): which calendar objects a phone asks for,
/// as a tree of component, property and parameter tests. Evaluated against the iCalendar a
/// resource serves, so what matches is exactly what the client would see.
public struct ComponentFilter: Hashable, Sendable {
    public var name: String
    public var isNotDefined: Bool
    public var timeRange: TimeRange?
    public var properties: [PropertyFilter]
    public var components: [ComponentFilter]

    public init(
        name: String, isNotDefined: Bool = false, timeRange: TimeRange? = nil, properties: [PropertyFilter] = [],
        components: [ComponentFilter] = []
    ) {
        self.name = name.uppercased()
        self.isNotDefined = isNotDefined
        self.timeRange = timeRange
        self.properties = properties
        self.components = components
    }

    /// True when the filter holds for `root` (the VCALENDAR, for the outermost filter).
    /// Dates without a zone (days, floating times) are read in `timeZone`.
    public func matches(_ root: ICalendarComponent, timeZone: TimeZone) -> Bool {
        guard root.name == name else { return isNotDefined }
        return isNotDefined ? false : holds(for: root, timeZone: timeZone)
    }

    private func holds(for component: ICalendarComponent, timeZone: TimeZone) -> Bool {
        if let timeRange, !timeRange.overlaps(component, timeZone: timeZone) { return false }
        return properties.allSatisfy { $0.holds(for: component, timeZone: timeZone) }
            && components.allSatisfy { inner in
                let candidates = component.components.filter { $0.name == inner.name }
                if inner.isNotDefined { return candidates.isEmpty }
                return candidates.contains { inner.holds(for: $0, timeZone: timeZone) }
            }
    }
}

public struct PropertyFilter: Hashable, Sendable {
    public var name: String
    public var isNotDefined: Bool
    public var timeRange: TimeRange?
    public var textMatch: TextMatch?
    public var parameters: [ParameterFilter]

    public init(name: String, isNotDefined: Bool = false, timeRange: TimeRange? = nil, textMatch: TextMatch? = nil, parameters: [ParameterFilter] = []) {
        self.name = name.uppercased()
        self.isNotDefined = isNotDefined
        self.timeRange = timeRange
        self.textMatch = textMatch
        self.parameters = parameters
    }

    func holds(for component: ICalendarComponent, timeZone: TimeZone) -> Bool {
        let lines = component.properties.filter { $0.name == name }
        if isNotDefined { return lines.isEmpty }
        return lines.contains { line in
            if let textMatch, !textMatch.matches(ICalendarText.unescape(line.value)) { return false }
            if let timeRange {
                guard let instant = ICalendarDateValue(line)?.due(defaultTimeZone: timeZone).instant(in: timeZone),
                    timeRange.contains(instant)
                else { return false }
            }
            return parameters.allSatisfy { $0.holds(for: line) }
        }
    }
}

public struct ParameterFilter: Hashable, Sendable {
    public var name: String
    public var isNotDefined: Bool
    public var textMatch: TextMatch?

    public init(name: String, isNotDefined: Bool = false, textMatch: TextMatch? = nil) {
        self.name = name.uppercased()
        self.isNotDefined = isNotDefined
        self.textMatch = textMatch
    }

    func holds(for line: ContentLine) -> Bool {
        let values = line.parameters.filter { $0.name == name }.flatMap(\.values)
        if isNotDefined { return values.isEmpty }
        guard !values.isEmpty else { return false }
        guard let textMatch else { return true }
        return values.contains { textMatch.matches($0) }
    }
}

/// A substring test (RFC 4791 §9.7.5), ASCII case-insensitive unless the collation is
/// `i;octet`; `negate` inverts it.
public struct TextMatch: Hashable, Sendable {
    public enum Collation: String, Hashable, Sendable {
        case asciiCaseMap = "i;ascii-casemap"
        case unicodeCaseMap = "i;unicode-casemap"
        case octet = "i;octet"
    }

    public var text: String
    public var collation: Collation
    public var negate: Bool

    public init(_ text: String, collation: Collation = .asciiCaseMap, negate: Bool = false) {
        self.text = text
        self.collation = collation
        self.negate = negate
    }

    public func matches(_ value: String) -> Bool {
        let found: Bool
        switch collation {
        case .octet: found = text.isEmpty || value.contains(text)
        case .asciiCaseMap, .unicodeCaseMap: found = text.isEmpty || value.lowercased().contains(text.lowercased())
        }
        return found != negate
    }
}

/// A time range [start, end) in UTC; either end may be open.
public struct TimeRange: Hashable, Sendable {
    public var start: Date?
    public var end: Date?

    public init(start: Date?, end: Date?) {
        self.start = start
        self.end = end
    }

    func contains(_ instant: Date) -> Bool {
        (start.map { $0 <= instant } ?? true) && (end.map { instant < $0 } ?? true)
    }
}
