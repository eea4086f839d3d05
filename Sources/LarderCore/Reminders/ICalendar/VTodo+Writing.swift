import Foundation

extension VTodo {
    /// The VTODO component: modelled properties first, in a fixed order, then the preserved
    /// lines as they came, then the components inside.
    public var component: ICalendarComponent {
        var lines: [ContentLine] = [ContentLine(name: "UID", value: uid)]
        func stampLine(_ name: String, _ date: Date?) {
            if let date { lines.append(RecurrenceUntil.instant(date).line(name)) }
        }
        stampLine("DTSTAMP", stamp)
        stampLine("CREATED", created)
        stampLine("LAST-MODIFIED", lastModified)
        if let sequence { lines.append(ContentLine(name: "SEQUENCE", value: String(sequence))) }
        if let summary { lines.append(ContentLine(name: "SUMMARY", value: ICalendarText.escape(summary))) }
        if let description { lines.append(ContentLine(name: "DESCRIPTION", value: ICalendarText.escape(description))) }
        if let start { lines.append(start.line("DTSTART")) }
        if let due { lines.append(due.line("DUE")) }
        if priority != .none { lines.append(ContentLine(name: "PRIORITY", value: String(Self.iCalendarPriority(priority)))) }
        if let status { lines.append(ContentLine(name: "STATUS", value: status.rawValue)) }
        stampLine("COMPLETED", completed)
        if let recurrence { lines.append(ContentLine(name: "RRULE", value: recurrence.text)) }
        if !categories.isEmpty {
            lines.append(ContentLine(name: "CATEGORIES", value: categories.map(ICalendarText.escape).joined(separator: ",")))
        }
        if let parentUID { lines.append(ContentLine(name: "RELATED-TO", value: parentUID)) }
        return ICalendarComponent(name: "VTODO", properties: lines + preservedLines, components: components)
    }
}

extension RecurrenceUntil {
    /// A UTC stamp line ("DTSTAMP:20250110T081533Z").
    func line(_ name: String) -> ContentLine {
        ContentLine(name: name, value: text)
    }
}
