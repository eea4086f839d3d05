import Foundation
import LarderCore
import Testing

/// CalDAV calendar-query filters (RFC 4791 §9.7, §9.9) evaluated against calendar objects.
@Suite("Calendar query filters")
struct CalendarQueryFilterTests {
    static let utc = TimeZone(identifier: "UTC")!

    static func calendar(_ lines: String, kind: String = "VTODO") throws -> ICalendarComponent {
        let text = "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:\(kind)\nUID:x\n\(lines)\nEND:\(kind)\nEND:VCALENDAR\n"
        return try #require(try ICalendarComponent.parse(text).first)
    }

    static func instant(_ text: String) -> Date {
        let time = LocalDateTime(text: text)!
        return Date(timeIntervalSince1970: TimeInterval(time.secondsSinceEpoch))
    }

    static func todos(in range: TimeRange) -> ComponentFilter {
        ComponentFilter(name: "VCALENDAR", components: [ComponentFilter(name: "VTODO", timeRange: range)])
    }

    static let januaryTenth = TimeRange(start: instant("20260110T000000"), end: instant("20260111T000000"))

    @Test func aReminderDueInTheRangeMatches() throws {
        let due = try Self.calendar("DUE:20260110T120000Z")
        #expect(Self.todos(in: Self.januaryTenth).matches(due, timeZone: Self.utc))
    }

    @Test func aReminderDueAfterTheRangeDoesNot() throws {
        let due = try Self.calendar("DUE:20260312T120000Z")
        #expect(!Self.todos(in: Self.januaryTenth).matches(due, timeZone: Self.utc))
    }

    @Test func aReminderWithoutAnyDateMatchesEveryRange() throws {
        let undated = try Self.calendar("SUMMARY:Someday")
        #expect(Self.todos(in: Self.januaryTenth).matches(undated, timeZone: Self.utc))
    }

    @Test func aStartAndDurationCoverTheRangeTheyOverlap() throws {
        let task = try Self.calendar("DTSTART:20260110T120000Z\nDURATION:PT2H")
        let lateMorning = TimeRange(start: Self.instant("20260110T130000"), end: Self.instant("20260110T150000"))
        #expect(Self.todos(in: lateMorning).matches(task, timeZone: Self.utc))
    }

    @Test func aMonthlyReminderMatchesARangeOnALaterOccurrence() throws {
        let monthly = try Self.calendar("DTSTART:20260112T120000Z\nDUE:20260112T130000Z\nRRULE:FREQ=MONTHLY")
        let february = TimeRange(start: Self.instant("20260212T000000"), end: Self.instant("20260213T000000"))
        #expect(Self.todos(in: february).matches(monthly, timeZone: Self.utc))
        let fifteenth = TimeRange(start: Self.instant("20260215T000000"), end: Self.instant("20260216T000000"))
        #expect(!Self.todos(in: fifteenth).matches(monthly, timeZone: Self.utc))
    }

    @Test func aDayWithoutTimeIsReadInTheGivenTimeZone() throws {
        let due = try Self.calendar("DUE;VALUE=DATE:20260110")
        let kyiv = TimeZone(identifier: "Europe/Kyiv")!
        // Midnight in Kyiv is 22:00 the day before in UTC.
        let lateOnTheNinth = TimeRange(start: Self.instant("20260109T210000"), end: Self.instant("20260109T230000"))
        #expect(Self.todos(in: lateOnTheNinth).matches(due, timeZone: kyiv))
        #expect(!Self.todos(in: lateOnTheNinth).matches(due, timeZone: Self.utc))
    }

    @Test func anEventOverlapsByItsStartAndEnd() throws {
        let event = try Self.calendar("DTSTART:20260109T230000Z\nDTEND:20260110T010000Z", kind: "VEVENT")
        let filter = ComponentFilter(name: "VCALENDAR", components: [ComponentFilter(name: "VEVENT", timeRange: Self.januaryTenth)])
        #expect(filter.matches(event, timeZone: Self.utc))
    }

    @Test func aRangeOnTheCalendarItselfAsksForAnyComponentInIt() throws {
        let due = try Self.calendar("DUE:20260110T120000Z")
        #expect(ComponentFilter(name: "VCALENDAR", timeRange: Self.januaryTenth).matches(due, timeZone: Self.utc))
    }

    @Test func openRemindersAreThoseWithoutCompletedAndNotStatusCompleted() throws {
        let open = ComponentFilter(name: "VCALENDAR", components: [
            ComponentFilter(name: "VTODO", properties: [
                PropertyFilter(name: "COMPLETED", isNotDefined: true),
                PropertyFilter(name: "STATUS", textMatch: TextMatch("COMPLETED", negate: true)),
            ])
        ])
        #expect(open.matches(try Self.calendar("STATUS:NEEDS-ACTION"), timeZone: Self.utc))
        #expect(!open.matches(try Self.calendar("STATUS:COMPLETED\nCOMPLETED:20260101T100000Z"), timeZone: Self.utc))
    }

    @Test func textMatchIsCaseInsensitiveUnlessTheCollationIsOctet() throws {
        let summary = try Self.calendar("SUMMARY:Simple task")
        func matching(_ match: TextMatch) -> Bool {
            ComponentFilter(name: "VCALENDAR", components: [
                ComponentFilter(name: "VTODO", properties: [PropertyFilter(name: "SUMMARY", textMatch: match)])
            ]).matches(summary, timeZone: Self.utc)
        }
        #expect(matching(TextMatch("SIMPLE")))
        #expect(!matching(TextMatch("simple", collation: .octet)))
    }

    @Test func askingForEventsInAListOfRemindersFindsNothing() throws {
        let filter = ComponentFilter(name: "VCALENDAR", components: [ComponentFilter(name: "VEVENT")])
        #expect(!filter.matches(try Self.calendar("SUMMARY:Task"), timeZone: Self.utc))
    }
}
