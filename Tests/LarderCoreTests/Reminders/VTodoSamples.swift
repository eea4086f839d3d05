/// VTODOs as the phone and desktop clients write them, written from how those clients
/// behave (not copied from any device): CRLF line ends are added by `crlf`.
enum VTodoSamples {
    static func crlf(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    }

    /// iOS Reminders over CalDAV: a timed, weekly, high-priority reminder with a time zone,
    /// Apple's sort order and an alarm.
    static let iOSReminders = crlf(
        """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Apple Inc.//iOS 17.4.1//EN
        CALSCALE:GREGORIAN
        BEGIN:VTIMEZONE
        TZID:Europe/Kyiv
        BEGIN:DAYLIGHT
        TZOFFSETFROM:+0200
        RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
        DTSTART:19900325T030000
        TZNAME:EEST
        TZOFFSETTO:+0300
        END:DAYLIGHT
        BEGIN:STANDARD
        TZOFFSETFROM:+0300
        RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
        DTSTART:19961027T040000
        TZNAME:EET
        TZOFFSETTO:+0200
        END:STANDARD
        END:VTIMEZONE
        BEGIN:VTODO
        CREATED:20250110T081502Z
        DTSTAMP:20250110T081533Z
        DTSTART;TZID=Europe/Kyiv:20250112T180000
        DUE;TZID=Europe/Kyiv:20250112T180000
        LAST-MODIFIED:20250110T081533Z
        PRIORITY:1
        RRULE:FREQ=WEEKLY;INTERVAL=1
        SEQUENCE:0
        STATUS:NEEDS-ACTION
        SUMMARY:Defrost the chicken
        UID:4E1C7B2A-9F3D-4C55-8E6A-2B7D1F0C9A11
        X-APPLE-SORT-ORDER:757153533
        BEGIN:VALARM
        ACTION:DISPLAY
        DESCRIPTION:Reminder
        TRIGGER;VALUE=DATE-TIME:20250112T160000Z
        UID:6C2D0E4F-1A2B-4C3D-9E8F-7A6B5C4D3E2F
        X-WR-ALARMUID:6C2D0E4F-1A2B-4C3D-9E8F-7A6B5C4D3E2F
        X-APPLE-DEFAULT-ALARM:TRUE
        END:VALARM
        END:VTODO
        END:VCALENDAR

        """)

    /// iOS Reminders: a reminder due on a day with no time, flagged in Apple's own way.
    static let iOSDateOnly = crlf(
        """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Apple Inc.//iOS 17.4.1//EN
        BEGIN:VTODO
        UID:9A8B7C6D-5E4F-4A3B-8C2D-1E0F9A8B7C6D
        DTSTAMP:20250111T070000Z
        SUMMARY:Pay the gas bill
        DUE;VALUE=DATE:20250115
        STATUS:NEEDS-ACTION
        X-APPLE-SORT-ORDER:757153600
        X-APPLE-FLAGGED:TRUE
        END:VTODO
        END:VCALENDAR

        """)

    /// Tasks.org through DAVx⁵: tags as CATEGORIES, a subtask's parent, a monthly rule,
    /// escaped notes, and a relative alarm.
    static let tasksOrg = crlf(
        """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:+//IDN tasks.org//android-140502//EN
        BEGIN:VTODO
        DTSTAMP:20250112T101500Z
        UID:6b0b6e8e-94a5-4c6b-9fd8-3ad2e0b6a7d1
        CREATED:20250111T191012Z
        LAST-MODIFIED:20250112T101500Z
        SUMMARY:Оплатити газ
        DESCRIPTION:Особовий рахунок 123\\, лютий\\nНе забути квитанцію
        PRIORITY:3
        STATUS:NEEDS-ACTION
        CATEGORIES:Рахунки,Дім
        DUE;VALUE=DATE:20250115
        DTSTART;VALUE=DATE:20250110
        RRULE:FREQ=MONTHLY;BYMONTHDAY=15
        RELATED-TO;RELTYPE=PARENT:1d7c3a8a-0f2b-4b0e-8d5b-6f0b9f1c2e33
        X-APPLE-SORT-ORDER:-4
        X-MOZ-SNOOZE-TIME:20250115T080000Z
        BEGIN:VALARM
        TRIGGER;RELATED=END:PT0S
        ACTION:DISPLAY
        DESCRIPTION:Default Tasks.org description
        END:VALARM
        END:VTODO
        END:VCALENDAR

        """)

    /// Thunderbird: a completed, low-priority reminder in New York time with Mozilla's own
    /// properties and a long description that Thunderbird folded.
    static let thunderbird = crlf(
        """
        BEGIN:VCALENDAR
        PRODID:-//Mozilla.org/NONSGML Mozilla Calendar V1.1//EN
        VERSION:2.0
        BEGIN:VTODO
        CREATED:20250105T090000Z
        LAST-MODIFIED:20250106T141500Z
        DTSTAMP:20250106T141500Z
        UID:0d7e4a2b-3c1f-4e2a-9b5c-8f6d1a2e3b4c
        SUMMARY:Clean the fridge
        PRIORITY:9
        STATUS:COMPLETED
        COMPLETED:20250106T140000Z
        PERCENT-COMPLETE:100
        DTSTART;TZID=America/New_York:20250106T090000
        DUE;TZID=America/New_York:20250106T100000
        X-MOZ-GENERATION:3
        X-MOZ-LASTACK:20250106T140000Z
        SEQUENCE:2
        CLASS:PUBLIC
        CATEGORIES:Home
        DESCRIPTION:Throw out the old jars\\, wipe the shelves and the door seals\\,
          then put the drawers back in the right order\\nDone by Saturday
        END:VTODO
        END:VCALENDAR

        """)
}
