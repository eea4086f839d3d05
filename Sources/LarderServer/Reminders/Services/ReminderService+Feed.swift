import Fluent
import Foundation
import LarderCore

/// A list as a read-only calendar feed behind a secret address, for calendars that only
/// subscribe (and mostly show events, not to-dos): each open reminder with a due is an event on
/// its day, or at its time, with its repeat rule. Regenerating the token shuts out old subscribers.
extension ReminderService {
    func feedToken(_ list: ReminderList) async throws -> String {
        if let token = list.feedToken { return token }
        return try await regenerateFeedToken(list)
    }

    func regenerateFeedToken(_ list: ReminderList) async throws -> String {
        let token = Secrets.randomToken()
        list.feedToken = token
        try await list.save(on: db)
        return token
    }

    /// The calendar for `token`, or 404 for a token that opens nothing.
    func feedCalendar(token: String) async throws -> String {
        guard !token.isEmpty, token.count <= 100, let list = try await ReminderList.query(on: db).filter(\.$feedToken == token).first() else {
            throw AppError.notFound(.errorReminderFeedNotFound, field: "token")
        }
        let reminders = try await Reminder.query(on: db).filter(\.$listID == list.requireID()).filter(\.$completedAt == nil)
            .sort(\.$createdAt).all()
        let events = reminders.compactMap(event)
        let properties = TodoCalendar.defaultProperties + [ContentLine(name: "X-WR-CALNAME", value: ICalendarText.escape(list.name))]
        return ICalendarComponent(name: "VCALENDAR", properties: properties, components: events).text
    }

    /// The reminder as an event: all day on a due day, or a quarter of an hour at a due time.
    private func event(_ reminder: Reminder) -> ICalendarComponent? {
        guard let due = reminder.due else { return nil }
        var lines = [
            ContentLine(name: "UID", value: reminder.uid + "-due"),
            ContentLine(name: "DTSTAMP", value: RecurrenceUntil.instant(reminder.modifiedAt ?? reminder.createdAt ?? clock.now()).text),
            ContentLine(name: "SUMMARY", value: ICalendarText.escape(reminder.title)),
        ]
        if !reminder.notes.isEmpty { lines.append(ContentLine(name: "DESCRIPTION", value: ICalendarText.escape(reminder.notes))) }
        let start = ICalendarDateValue(due, timeZone: timeZone)
        lines.append(start.line("DTSTART"))
        switch due {
        case .day(let day): lines.append(ICalendarDateValue.date(day.adding(days: 1)).line("DTEND"))
        case .time: lines.append(ContentLine(name: "DURATION", value: "PT15M"))
        }
        if let rule = reminder.rrule { lines.append(ContentLine(name: "RRULE", value: rule)) }
        return ICalendarComponent(name: "VEVENT", properties: lines)
    }
}
