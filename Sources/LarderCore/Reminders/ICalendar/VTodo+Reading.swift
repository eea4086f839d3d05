import Foundation

extension VTodo {
    /// Reads a VTODO component: the properties Larder models into fields, every other one
    /// (and any modelled one it cannot read, such as an RRULE it refuses) into
    /// `preservedLines`, in order.
    public init(_ component: ICalendarComponent) throws(ICalendarError) {
        guard component.name == "VTODO" else { throw ICalendarError(line: 0, message: "\(component.name) is not a VTODO") }
        self.init(uid: "", components: component.components)
        var hasUID = false
        for line in component.properties {
            if read(line, hasUID: &hasUID) { continue }
            preservedLines.append(line)
        }
        guard hasUID else { throw ICalendarError(line: 0, message: "the VTODO has no UID") }
    }

    /// Takes `line` into a field; false when Larder does not model it (or cannot read it).
    private mutating func read(_ line: ContentLine, hasUID: inout Bool) -> Bool {
        switch line.name {
        case "UID" where !hasUID:
            uid = line.value
            hasUID = true
        case "SUMMARY" where summary == nil: summary = ICalendarText.unescape(line.value)
        case "DESCRIPTION" where description == nil: description = ICalendarText.unescape(line.value)
        case "DTSTART" where start == nil:
            guard let value = ICalendarDateValue(line) else { return false }
            start = value
        case "DUE" where due == nil:
            guard let value = ICalendarDateValue(line) else { return false }
            due = value
        case "PRIORITY":
            guard let value = Int(line.value.trimmingWhitespace()) else { return false }
            priority = Self.priority(iCalendar: value)
        case "STATUS" where status == nil:
            guard let value = Status(rawValue: line.value.trimmingWhitespace().uppercased()) else { return false }
            status = value
        case "COMPLETED" where completed == nil:
            guard let value = Self.instant(line) else { return false }
            completed = value
        case "RRULE" where recurrence == nil:
            guard let rule = try? RecurrenceRule(parsing: line.value) else { return false }
            recurrence = rule
        case "CATEGORIES": categories += ICalendarText.unescapeList(line.value).filter { !$0.isEmpty }
        case "RELATED-TO" where parentUID == nil:
            guard (line.parameter("RELTYPE") ?? "PARENT").uppercased() == "PARENT" else { return false }
            parentUID = line.value
        case "CREATED" where created == nil:
            guard let value = Self.instant(line) else { return false }
            created = value
        case "LAST-MODIFIED" where lastModified == nil:
            guard let value = Self.instant(line) else { return false }
            lastModified = value
        case "DTSTAMP" where stamp == nil:
            guard let value = Self.instant(line) else { return false }
            stamp = value
        case "SEQUENCE" where sequence == nil:
            guard let value = Int(line.value.trimmingWhitespace()) else { return false }
            sequence = value
        default:
            return false
        }
        return true
    }

    /// A UTC time stamp; a floating one (which RFC 5545 does not allow here) read as UTC.
    private static func instant(_ line: ContentLine) -> Date? {
        switch ICalendarDateValue(line) {
        case .utc(let time)?, .floating(let time)?: Date(timeIntervalSince1970: TimeInterval(time.secondsSinceEpoch))
        default: nil
        }
    }
}
