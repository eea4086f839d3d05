import Testing

@testable import LarderCore

@Suite("Body units and calendar days")
struct BodyUnitsTests {
    @Test("Feet and inches become centimetres at 2.54 cm an inch, and back")
    func feetAndInches() {
        #expect(BodyUnits.centimeters(feet: 5, inches: 11) == 71 * 2.54)
        #expect(BodyUnits.feetAndInches(centimeters: 180).feet == 5)
        #expect(BodyUnits.feetAndInches(centimeters: 180).inches == 10.9)
        #expect(BodyUnits.feetAndInches(centimeters: 182.88) == (6, 0))
    }

    @Test("Pounds become kilograms at 0.45359237 kg a pound, and back")
    func pounds() {
        #expect(BodyUnits.kilograms(pounds: 176) == 176 * 0.45359237)
        #expect(abs(WeightUnit.lb.value(ofKilograms: WeightUnit.lb.kilograms(150)) - 150) < 1e-9)
        #expect(WeightUnit.kg.kilograms(70) == 70)
    }

    @Test("Days are read only as YYYY-MM-DD and must exist")
    func parsing() {
        #expect(CalendarDay(parsing: "2024-02-29")?.description == "2024-02-29")
        for bad in ["2023-02-29", "2025-13-01", "2025-5-1", "01/05/2025", "", "2025-05-01T00:00", "０２０２-01-01"] {
            #expect(CalendarDay(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test("Day arithmetic crosses months, years and leap days")
    func arithmetic() throws {
        let day = try #require(CalendarDay(parsing: "2024-02-28"))

        #expect(day.adding(days: 1).description == "2024-02-29")
        #expect(day.adding(days: 2).description == "2024-03-01")
        #expect(day.adding(days: -59).description == "2023-12-31")
        #expect(CalendarDay(dayNumber: 0).description == "1970-01-01")
        #expect(try #require(CalendarDay(parsing: "2025-01-01")).days(since: day) == 308)
        #expect(CalendarDay.range(day, through: day.adding(days: 6)).count == 7)
    }

    @Test("Age is whole years, a birthday counting on the day itself")
    func age() throws {
        let birth = try #require(CalendarDay(parsing: "1995-06-15"))

        #expect(try #require(CalendarDay(parsing: "2025-06-14")).years(since: birth) == 29)
        #expect(try #require(CalendarDay(parsing: "2025-06-15")).years(since: birth) == 30)
        let leapling = try #require(CalendarDay(parsing: "2000-02-29"))
        #expect(try #require(CalendarDay(parsing: "2025-02-28")).years(since: leapling) == 24)
        #expect(try #require(CalendarDay(parsing: "2025-03-01")).years(since: leapling) == 25)
    }
}
