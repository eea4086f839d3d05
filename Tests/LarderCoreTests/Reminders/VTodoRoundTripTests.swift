import Foundation
import Testing

@testable import LarderCore

@Suite("VTODO round trips")
struct VTodoRoundTripTests {
    @Test("DUE and DTSTART in UTC read as instants and are written back in UTC")
    func utcDates() throws {
        // setup
        let text = VTodoSamples.crlf(
            """
            BEGIN:VCALENDAR
            VERSION:2.0
            PRODID:-//Example//EN
            BEGIN:VTODO
            UID:utc-1
            SUMMARY:Renew the car insurance
            DTSTART:20250314T070000Z
            DUE:20250315T163000Z
            END:VTODO
            END:VCALENDAR
            """)

        // MUT
        let todo = try #require(try TodoCalendar(parsing: text).todos.first)
        let written = TodoCalendar(todos: [todo]).text

        // validate
        #expect(todo.start == .utc(wall("2025-03-14T07:00:00")))
        #expect(todo.due?.due(defaultTimeZone: sydney) == .time(utc("2025-03-15T16:30:00")))
        #expect(written.contains("\r\nDTSTART:20250314T070000Z\r\n"))
        #expect(written.contains("\r\nDUE:20250315T163000Z\r\n"))
    }

    @Test("A VTODO made from a reminder's values reads back with every modelled field the same")
    func everyField() throws {
        // setup
        let todo = VTodo(
            uid: "larder-42", summary: "Pay the gas bill; meter: 12,345", description: "Account 7\nFebruary, with the receipt",
            start: .date(day("2025-02-10")), due: ICalendarDateValue(.time(utc("2025-02-15T16:00:00")), timeZone: kyiv),
            priority: .medium, status: .completed, completed: utc("2025-02-14T09:30:00"),
            recurrence: rule("FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20251231T215959Z"), categories: ["Bills, home", "Дім"],
            parentUID: "larder-7", created: utc("2025-01-01T10:00:00"), lastModified: utc("2025-02-14T09:30:00"),
            stamp: utc("2025-02-14T09:30:00"), sequence: 3,
            preservedLines: [ContentLine(name: "X-APPLE-FLAGGED", value: "TRUE")])

        // MUT
        let reread = try #require(try TodoCalendar(parsing: TodoCalendar(todos: [todo]).text).todos.first)

        // validate
        #expect(reread == todo)
        #expect(reread.due == .zoned(wall("2025-02-15T18:00:00"), tzid: "Europe/Kyiv"))
    }
}
