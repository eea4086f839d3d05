import Foundation

extension TimeRange {
    /// Whether a component falls in the range, by RFC 4791 §9.9: a VTODO over its DTSTART,
    /// DURATION, DUE, COMPLETED and CREATED; a VEVENT over DTSTART, DTEND or DURATION; a
    /// VJOURNAL over DTSTART; a VCALENDAR when any of those in it does. A repeating one (RRULE) falls in it when any occurrence does.
    func overlaps(_ component: ICalendarComponent, timeZone: TimeZone) -> Bool {
        if component.name == "VCALENDAR" {
            // A range on the calendar itself asks for any of its events, reminders or entries.
            return component.components.contains { ["VEVENT", "VTODO", "VJOURNAL"].contains($0.name) && overlaps($0, timeZone: timeZone) }
        }
        let times = ComponentTimes(component, timeZone: timeZone)
        guard let rule = times.rule, let anchor = times.anchor else { return overlaps(times, shiftedBy: 0) }
        if overlaps(times, shiftedBy: 0) { return true }
        let end = self.end ?? .distantFuture
        let recurrence = Recurrence(rule: rule, start: anchor.start, timeZone: anchor.timeZone)
        for occurrence in recurrence.occurrences.prefix(Self.occurrenceLimit) {
            let shift = occurrence.instant.timeIntervalSince(anchor.instant)
            if anchor.instant.addingTimeInterval(shift) >= end { break }
            if overlaps(times, shiftedBy: shift) { return true }
        }
        return false
    }

    /// How far a repeating component is followed; beyond, it is taken not to fall in the range.
    static let occurrenceLimit = 10_000

    private func overlaps(_ times: ComponentTimes, shiftedBy shift: TimeInterval) -> Bool {
        let start = self.start ?? .distantPast
        let end = self.end ?? .distantFuture
        let dtStart = times.start?.addingTimeInterval(shift), due = times.due?.addingTimeInterval(shift)
        switch times.kind {
        case "VTODO":
            switch (dtStart, times.duration, due, times.completed, times.created) {
            case (let dtStart?, let duration?, nil, _, _):
                let finish = dtStart.addingTimeInterval(duration)
                return start <= finish && (end > dtStart || end >= finish)
            case (let dtStart?, _, let due?, _, _):
                return (start < due || start <= dtStart) && (end > dtStart || end >= due)
            case (let dtStart?, nil, nil, _, _):
                return start <= dtStart && end > dtStart
            case (nil, _, let due?, _, _):
                return start < due && end >= due
            case (nil, _, nil, let completed?, let created?):
                return (start <= created || start <= completed) && (end >= created || end >= completed)
            case (nil, _, nil, let completed?, nil):
                return start <= completed && end >= completed
            case (nil, _, nil, nil, let created?):
                return end > created
            case (nil, _, nil, nil, nil):
                return true
            }
        case "VEVENT":
            guard let dtStart else { return false }
            if let finish = times.end?.addingTimeInterval(shift) ?? times.duration.map(dtStart.addingTimeInterval), finish > dtStart {
                return start < finish && end > dtStart
            }
            if times.startIsDay { return start < dtStart.addingTimeInterval(86400) && end > dtStart }
            return start <= dtStart && end > dtStart
        case "VJOURNAL":
            guard let dtStart else { return false }
            if times.startIsDay { return start < dtStart.addingTimeInterval(86400) && end > dtStart }
            return start <= dtStart && end > dtStart
        default:
            return (dtStart ?? due).map(contains) ?? false
        }
    }
}

/// The times of a component a time range is tested against, as instants.
private struct ComponentTimes {
    struct Anchor {
        var start: Recurrence.Start
        var timeZone: TimeZone
        var instant: Date
    }

    var kind: String
    var start: Date?
    var startIsDay = false
    var end: Date?
    var due: Date?
    var duration: TimeInterval?
    var completed: Date?
    var created: Date?
    var rule: RecurrenceRule?
    /// Where the recurrence starts: DTSTART, or DUE when there is none.
    var anchor: Anchor?

    init(_ component: ICalendarComponent, timeZone: TimeZone) {
        kind = component.name
        func value(_ name: String) -> ICalendarDateValue? {
            component.properties.first { $0.name == name }.flatMap(ICalendarDateValue.init)
        }
        func instant(_ value: ICalendarDateValue?) -> Date? { value?.due(defaultTimeZone: timeZone).instant(in: timeZone) }
        let startValue = value("DTSTART"), dueValue = value("DUE")
        start = instant(startValue)
        if case .date? = startValue { startIsDay = true }
        end = instant(value("DTEND"))
        due = instant(dueValue)
        completed = instant(value("COMPLETED"))
        created = instant(value("CREATED"))
        duration = component.properties.first { $0.name == "DURATION" }.flatMap { ICalendarDuration.seconds($0.value) }
        rule = component.properties.first { $0.name == "RRULE" }.flatMap { try? RecurrenceRule(parsing: $0.value) }
        if let anchorValue = startValue ?? dueValue, let anchorInstant = start ?? due {
            switch anchorValue {
            case .date(let day): anchor = Anchor(start: .day(day), timeZone: timeZone, instant: anchorInstant)
            case .utc(let time): anchor = Anchor(start: .time(time), timeZone: TimeZone(identifier: "UTC")!, instant: anchorInstant)
            case .floating(let time): anchor = Anchor(start: .time(time), timeZone: timeZone, instant: anchorInstant)
            case .zoned(let time, let tzid):
                anchor = Anchor(start: .time(time), timeZone: ICalendarDateValue.timeZone(tzid: tzid) ?? timeZone, instant: anchorInstant)
            }
        }
    }
}

/// iCalendar DURATION values ("PT1H30M", "P2D", "-P1W").
enum ICalendarDuration {
    static func seconds(_ text: String) -> TimeInterval? {
        var rest = Substring(text.trimmingWhitespace().uppercased())
        var sign = 1.0
        if rest.first == "-" { sign = -1; rest = rest.dropFirst() } else if rest.first == "+" { rest = rest.dropFirst() }
        guard rest.first == "P" else { return nil }
        rest = rest.dropFirst()
        var total = 0.0, number = "", inTime = false, sawUnit = false
        for character in rest {
            if character.isNumber { number.append(character); continue }
            if character == "T" { inTime = true; continue }
            guard let value = Double(number) else { return nil }
            number = ""
            sawUnit = true
            switch (character, inTime) {
            case ("W", false): total += value * 7 * 86400
            case ("D", false): total += value * 86400
            case ("H", true): total += value * 3600
            case ("M", true): total += value * 60
            case ("S", true): total += value
            default: return nil
            }
        }
        return number.isEmpty && sawUnit ? sign * total : nil
    }
}
