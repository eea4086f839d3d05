import Foundation
import Testing

@testable import LarderCore

@Suite("Wall times in a time zone")
struct TimeZoneWallTimeTests {
    @Test("A wall time the clocks skip lands the length of the gap later (zoneinfo's fold=0)")
    func skippedTime() {
        // New York springs forward at 02:00 on 10 March 2024: 02:30 is read as EST.
        let instant = newYork.instant(of: wall("2024-03-10T02:30:00"))

        #expect(instant == utc("2024-03-10T07:30:00"))
        #expect(newYork.wallTime(of: instant) == wall("2024-03-10T03:30:00"))
    }

    @Test("A wall time the clocks show twice is the first of the two")
    func repeatedTime() {
        // Kyiv falls back from 04:00 to 03:00 on 27 October 2024: 03:30 happens at 00:30 and 01:30 UTC.
        #expect(kyiv.instant(of: wall("2024-10-27T03:30:00")) == utc("2024-10-27T00:30:00"))
        #expect(newYork.instant(of: wall("2024-11-03T01:30:00")) == utc("2024-11-03T05:30:00"))
    }

    @Test("Ordinary wall times go to an instant and back unchanged, in summer and winter")
    func roundTrip() {
        for text in ["2024-07-01T12:00:00", "2024-01-15T00:00:00", "2024-10-06T03:00:00", "2024-04-07T02:59:59"] {
            #expect(sydney.wallTime(of: sydney.instant(of: wall(text))) == wall(text))
        }
        #expect(sydney.instant(of: wall("2024-07-01T12:00:00")) == utc("2024-07-01T02:00:00"))
    }
}
