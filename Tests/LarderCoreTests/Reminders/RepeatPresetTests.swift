import Foundation
import Testing

@testable import LarderCore

@Suite("Repeat presets and ends")
struct RepeatPresetTests {
    @Test(
        "Each preset is a plain rule",
        arguments: [
            (RepeatPreset.daily, "FREQ=DAILY"), (.weekdays, "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"), (.weekly, "FREQ=WEEKLY"),
            (.everyTwoWeeks, "FREQ=WEEKLY;INTERVAL=2"), (.monthly, "FREQ=MONTHLY"),
            (.everyThreeMonths, "FREQ=MONTHLY;INTERVAL=3"), (.everySixMonths, "FREQ=MONTHLY;INTERVAL=6"),
            (.yearly, "FREQ=YEARLY"),
        ])
    func presetRules(preset: RepeatPreset, text: String) {
        #expect(preset.rule?.text == text)
        #expect(RepeatPreset(rule: preset.rule) == preset)
    }

    @Test("Never is no rule")
    func never() {
        #expect(RepeatPreset.never.rule == nil)
        #expect(RepeatPreset(rule: nil) == .never)
    }

    @Test("A phone's spelling of a preset, with an end, is still the preset; a custom rule is none")
    func recognising() {
        #expect(RepeatPreset(rule: rule("FREQ=WEEKLY;INTERVAL=1;BYDAY=FR,MO,TU,WE,TH;WKST=MO")) == .weekdays)
        #expect(RepeatPreset(rule: rule("FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR")) == .weekdays)
        #expect(RepeatPreset(rule: rule("FREQ=MONTHLY;COUNT=5")) == .monthly)
        #expect(RepeatPreset(rule: rule("FREQ=MONTHLY;BYDAY=-1FR")) == nil)
        #expect(RepeatPreset(rule: rule("FREQ=WEEKLY;INTERVAL=3")) == nil)
    }

    @Test("Ending on a day writes UNTIL in UTC at the day's last second for a timed due, the day for a day")
    func endingOnADay() {
        let weekly = RepeatPreset.weekly.rule!

        let timed = weekly.ending(.onDay(day("2025-07-31")), hasTime: true, timeZone: kyiv)
        let allDay = weekly.ending(.onDay(day("2025-07-31")), hasTime: false, timeZone: kyiv)

        #expect(timed.text == "FREQ=WEEKLY;UNTIL=20250731T205959Z")
        #expect(allDay.text == "FREQ=WEEKLY;UNTIL=20250731")
        #expect(timed.repeatEnd(in: kyiv) == .onDay(day("2025-07-31")))
        #expect(weekly.ending(.afterCount(4), hasTime: true, timeZone: kyiv).repeatEnd(in: kyiv) == .afterCount(4))
    }
}
