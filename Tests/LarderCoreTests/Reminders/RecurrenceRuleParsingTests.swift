import Testing

@testable import LarderCore

@Suite("RRULE text")
struct RecurrenceRuleParsingTests {
    @Test(
        "Rules read and write back to the same text",
        arguments: [
            "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
            "FREQ=WEEKLY;INTERVAL=2;UNTIL=20251231T215959Z;BYDAY=MO,WE;WKST=SU",
            "FREQ=YEARLY;COUNT=10;BYDAY=-1SU;BYMONTH=3",
            "FREQ=MONTHLY;BYMONTHDAY=1,15,-1",
            "FREQ=YEARLY;BYDAY=MO;BYWEEKNO=1,-1",
            "FREQ=YEARLY;BYYEARDAY=100,-1",
            "FREQ=DAILY;UNTIL=20260101;BYMINUTE=30;BYHOUR=8,20",
            "FREQ=HOURLY;INTERVAL=4;BYSECOND=5",
            "FREQ=DAILY;UNTIL=20260101T120000",
            "FREQ=MONTHLY;BYDAY=2MO;X-EVOLUTION-ENDDATE=20261231T000000Z",
        ])
    func roundTrip(text: String) throws {
        let parsed = try RecurrenceRule(parsing: text)

        #expect(parsed.text == text)
        #expect(try RecurrenceRule(parsing: parsed.text) == parsed)
    }

    @Test("The RRULE: prefix, lower case, a plus sign, INTERVAL=1 and a trailing semicolon are accepted")
    func lenientSpelling() throws {
        let parsed = try RecurrenceRule(parsing: "RRULE:freq=monthly;interval=1;byday=+1mo;")

        #expect(parsed == RecurrenceRule(frequency: .monthly, byDay: [WeekdayNumber(.monday, ordinal: 1)]))
        #expect(parsed.text == "FREQ=MONTHLY;BYDAY=1MO")
    }

    @Test(
        "A wrong rule is refused with the part at fault named",
        arguments: [
            ("", "RRULE"), ("INTERVAL=2", "FREQ"), ("FREQ=FORTNIGHTLY", "FREQ"), ("FREQ=DAILY;INTERVAL=0", "INTERVAL"),
            ("FREQ=DAILY;INTERVAL=two", "INTERVAL"), ("FREQ=DAILY;COUNT=0", "COUNT"),
            ("FREQ=DAILY;COUNT=3;UNTIL=20260101", "UNTIL"), ("FREQ=DAILY;UNTIL=2026-01-01", "UNTIL"),
            ("FREQ=MONTHLY;BYDAY=XX", "BYDAY"), ("FREQ=MONTHLY;BYDAY=0MO", "BYDAY"),
            ("FREQ=WEEKLY;BYDAY=-1FR", "BYDAY"), ("FREQ=MONTHLY;BYMONTHDAY=32", "BYMONTHDAY"),
            ("FREQ=MONTHLY;BYMONTHDAY=0", "BYMONTHDAY"), ("FREQ=YEARLY;BYMONTH=13", "BYMONTH"),
            ("FREQ=MONTHLY;BYDAY=MO;BYSETPOS=0", "BYSETPOS"), ("FREQ=MONTHLY;BYSETPOS=1", "BYSETPOS"),
            ("FREQ=MONTHLY;BYWEEKNO=2", "BYWEEKNO"), ("FREQ=WEEKLY;BYMONTHDAY=2", "BYMONTHDAY"),
            ("FREQ=DAILY;BYYEARDAY=2", "BYYEARDAY"), ("FREQ=DAILY;BYHOUR=24", "BYHOUR"),
            ("FREQ=DAILY;WKST=XY", "WKST"), ("FREQ=DAILY;FREQ=WEEKLY", "FREQ"), ("FREQ=DAILY;RSCALE=HEBREW", "RSCALE"),
            ("FREQ=DAILY;COUNT", "COUNT"), ("FREQ=YEARLY;BYWEEKNO=1;BYDAY=1MO", "BYDAY"),
        ])
    func refused(text: String, part: String) {
        #expect {
            try RecurrenceRule(parsing: text)
        } throws: { error in
            (error as? RecurrenceRuleError)?.part == part
        }
    }

    @Test("The error says what is wrong in words")
    func errorMessage() {
        #expect(throws: RecurrenceRuleError(part: "BYMONTHDAY", message: "32 is outside 1…31 or -31…-1")) {
            try RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=32")
        }
    }
}
