import Foundation
import Testing

@testable import LarderCore

@Suite("VTODO reading and writing")
struct VTodoTests {
    private func todo(_ text: String) throws -> VTodo {
        try #require(try TodoCalendar(parsing: text).todos.first)
    }

    @Test("An iOS reminder: title, zoned due, priority, weekly rule; Apple's properties and the alarm kept")
    func iOSReminder() throws {
        let calendar = try TodoCalendar(parsing: VTodoSamples.iOSReminders)
        let todo = try #require(calendar.todos.first)

        #expect(todo.uid == "4E1C7B2A-9F3D-4C55-8E6A-2B7D1F0C9A11")
        #expect(todo.summary == "Defrost the chicken")
        #expect(todo.due == .zoned(wall("2025-01-12T18:00:00"), tzid: "Europe/Kyiv"))
        #expect(todo.due?.due(defaultTimeZone: newYork) == .time(utc("2025-01-12T16:00:00")))
        #expect(todo.priority == .high)
        #expect(todo.status == .needsAction)
        #expect(todo.recurrence == RecurrenceRule(frequency: .weekly))
        #expect(todo.sequence == 0)
        #expect(todo.created == utc("2025-01-10T08:15:02"))
        #expect(todo.preservedLines.map(\.text) == ["X-APPLE-SORT-ORDER:757153533"])
        #expect(todo.alarms.count == 1)
        #expect(todo.alarms[0].properties.contains { $0.text == "X-APPLE-DEFAULT-ALARM:TRUE" })
        #expect(calendar.otherComponents.map(\.name) == ["VTIMEZONE"])
    }

    @Test("An iOS reminder due on a day has a DATE due and keeps X-APPLE-FLAGGED")
    func iOSDateOnly() throws {
        let todo = try todo(VTodoSamples.iOSDateOnly)

        #expect(todo.due == .date(day("2025-01-15")))
        #expect(todo.due?.due(defaultTimeZone: kyiv) == .day(day("2025-01-15")))
        #expect(todo.preservedLines.map(\.name) == ["X-APPLE-SORT-ORDER", "X-APPLE-FLAGGED"])
    }

    @Test("A Tasks.org task: tags, parent, Cyrillic notes unescaped, PRIORITY 3 read as high")
    func tasksOrg() throws {
        let todo = try todo(VTodoSamples.tasksOrg)

        #expect(todo.summary == "Оплатити газ")
        #expect(todo.description == "Особовий рахунок 123, лютий\nНе забути квитанцію")
        #expect(todo.categories == ["Рахунки", "Дім"])
        #expect(todo.parentUID == "1d7c3a8a-0f2b-4b0e-8d5b-6f0b9f1c2e33")
        #expect(todo.priority == .high)
        #expect(todo.start == .date(day("2025-01-10")))
        #expect(todo.recurrence?.text == "FREQ=MONTHLY;BYMONTHDAY=15")
        #expect(todo.preservedLines.map(\.name) == ["X-APPLE-SORT-ORDER", "X-MOZ-SNOOZE-TIME"])
        #expect(todo.alarms.first?.properties.first?.text == "TRIGGER;RELATED=END:PT0S")
    }

    @Test("A completed Thunderbird task: completion time, low priority, Mozilla properties kept in order")
    func thunderbird() throws {
        let todo = try todo(VTodoSamples.thunderbird)

        #expect(todo.isCompleted)
        #expect(todo.completed == utc("2025-01-06T14:00:00"))
        #expect(todo.priority == .low)
        #expect(todo.due?.due(defaultTimeZone: kyiv) == .time(utc("2025-01-06T15:00:00")))
        #expect(todo.description?.hasSuffix("right order\nDone by Saturday") == true)
        #expect(
            todo.preservedLines.map(\.name) == ["PERCENT-COMPLETE", "X-MOZ-GENERATION", "X-MOZ-LASTACK", "CLASS"])
    }

    @Test(
        "Every sample reads back the same after writing, unmodelled lines and components unchanged",
        arguments: [VTodoSamples.iOSReminders, VTodoSamples.iOSDateOnly, VTodoSamples.tasksOrg, VTodoSamples.thunderbird])
    func roundTrip(sample: String) throws {
        let calendar = try TodoCalendar(parsing: sample)

        let written = calendar.text
        let reread = try TodoCalendar(parsing: written)

        #expect(reread == calendar)
        #expect(written.hasSuffix("END:VCALENDAR\r\n"))
        #expect(written.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        for line in calendar.todos[0].preservedLines { #expect(written.contains(line.text)) }
    }

    @Test("PRIORITY maps 1–4 to high, 5 to medium, 6–9 to low, 0 to none; writing uses 1, 5, 9")
    func priorities() {
        #expect((0...9).map { VTodo.priority(iCalendar: $0) } == [
            .none, .high, .high, .high, .high, .medium, .low, .low, .low, .low,
        ])
        #expect(ReminderPriority.allCases.map(VTodo.iCalendarPriority) == [0, 9, 5, 1])
    }

    @Test("A RELATED-TO that is not a parent, an RRULE Larder refuses and a second SUMMARY are kept as lines")
    func unreadableKept() throws {
        let text = VTodoSamples.crlf(
            """
            BEGIN:VCALENDAR
            BEGIN:VTODO
            UID:x
            SUMMARY:First
            SUMMARY:Second
            RELATED-TO;RELTYPE=CHILD:y
            RRULE:FREQ=FORTNIGHTLY
            X-CUSTOM;X-PARAM="a:b":value
            END:VTODO
            END:VCALENDAR
            """)

        let todo = try todo(text)

        #expect(todo.summary == "First")
        #expect(todo.parentUID == nil)
        #expect(todo.recurrence == nil)
        #expect(todo.preservedLines.map(\.text) == [
            "SUMMARY:Second", "RELATED-TO;RELTYPE=CHILD:y", "RRULE:FREQ=FORTNIGHTLY", #"X-CUSTOM;X-PARAM="a:b":value"#,
        ])
    }

    @Test("A TZID with a vendor prefix resolves to the IANA zone; an unknown one falls back, keeping its text")
    func timeZoneIdentifiers() {
        #expect(ICalendarDateValue.timeZone(tzid: "/mozilla.org/20050126_1/Europe/Kyiv")?.identifier == "Europe/Kyiv")
        #expect(ICalendarDateValue.timeZone(tzid: "Eastern Standard Time") == nil)
        let value = ICalendarDateValue.zoned(wall("2025-01-06T09:00:00"), tzid: "Eastern Standard Time")
        #expect(value.due(defaultTimeZone: kyiv) == .time(utc("2025-01-06T07:00:00")))
        #expect(value.line("DUE").text == "DUE;TZID=Eastern Standard Time:20250106T090000")
    }

    @Test("Broken text is refused with the line at fault")
    func errors() {
        #expect(throws: ICalendarError.self) { try TodoCalendar(parsing: "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nEND:VCALENDAR\r\n") }
        #expect(throws: ICalendarError(line: 2, message: "\"garbage\" is not NAME:VALUE")) {
            try TodoCalendar(parsing: "BEGIN:VCALENDAR\r\ngarbage\r\nEND:VCALENDAR\r\n")
        }
        #expect(throws: ICalendarError(line: 0, message: "the VTODO has no UID")) {
            try TodoCalendar(parsing: "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nSUMMARY:x\r\nEND:VTODO\r\nEND:VCALENDAR\r\n")
        }
    }

    @Test("A due written for a reminder is DATE for a day and the household's zone for a time")
    func writingDues() {
        #expect(ICalendarDateValue(.day(day("2025-01-15")), timeZone: kyiv).line("DUE").text == "DUE;VALUE=DATE:20250115")
        #expect(
            ICalendarDateValue(.time(utc("2025-01-15T16:00:00")), timeZone: kyiv).line("DUE").text
                == "DUE;TZID=Europe/Kyiv:20250115T180000")
    }
}
