import Testing

@testable import LarderCore

@Suite("Cooking times")
struct RecipeDurationTextTests {
    @Test(arguments: [
        ("PT1H30M", 90), ("P0DT0H45M", 45), ("PT45M", 45), ("P0DT1H0M0S", 60), ("PT0.5H", 30), ("P1DT2H", 1_560),
    ])
    func readsISO8601Durations(text: String, minutes: Int) {
        #expect(RecipeDurationText.minutes(in: text) == minutes)
    }

    @Test(arguments: [("PT90M0S", 90), ("pt15m", 15), ("PT1H30", 90), ("P30M", 30), ("PT 1H 5M", 65)])
    func toleratesSloppyISODurations(text: String, minutes: Int) {
        #expect(RecipeDurationText.minutes(in: text) == minutes)
    }

    @Test func roundsSecondsUpToAWholeMinute() {
        #expect(RecipeDurationText.minutes(in: "PT20S") == 1)
    }

    @Test func treatsAZeroDurationAsNoTime() {
        #expect(RecipeDurationText.minutes(in: "PT0M") == nil)
        #expect(RecipeDurationText.minutes(in: "0") == nil)
    }

    @Test(arguments: [
        ("1 hour 30 mins", 90), ("45 minutes", 45), ("1½ hours", 90), ("1 1/2 hrs", 90), ("2h 15m", 135),
        ("45", 45), ("1:30", 90), ("20 Minuten", 20), ("1 heure 10 min", 70),
    ])
    func readsTimesWrittenAsText(text: String, minutes: Int) {
        #expect(RecipeDurationText.minutes(in: text) == minutes)
    }

    @Test func countsARangeAsItsUpperEnd() {
        #expect(RecipeDurationText.minutes(in: "10-15 minutes") == 15)
        #expect(RecipeDurationText.minutes(in: "10 to 15 minutes") == 15)
    }

    @Test func readsNumbersAndQuantitativeValuesFromJSON() {
        #expect(RecipeDurationText.minutes(in: LinkedDataValue.number("25")) == 25)
        let range = LinkedDataObject([("minValue", .string("PT10M")), ("maxValue", .string("PT20M"))])
        #expect(RecipeDurationText.minutes(in: LinkedDataValue.object(range)) == 20)
    }

    @Test func findsNoTimeInTextWithoutOne() {
        #expect(RecipeDurationText.minutes(in: "overnight") == nil)
    }
}
