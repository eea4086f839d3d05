import Testing

@testable import LarderCore

@Suite("Intake progress, streaks and weight trend")
struct ProgressTests {
    func day(_ text: String) -> CalendarDay { CalendarDay(parsing: text)! }

    @Test("A week's days, average over the logged days, and days within 10 % of the target")
    func week() {
        let intake = [day("2025-05-01"): 2000.0, day("2025-05-02"): 2500, day("2025-05-04"): 1850]

        let progress = IntakeProgress(
            from: day("2025-05-01"), through: day("2025-05-07"), intake: intake, target: 2000, loggedDays: [])

        #expect(progress.days.count == 7)
        #expect(progress.days.map(\.logged) == [true, true, false, true, false, false, false])
        let average: Double = (2000 + 2500 + 1850) / 3
        #expect(progress.averageKcal == average)
        #expect(progress.daysLogged == 3)
        #expect(progress.daysOnTarget == 2)
        #expect(progress.days[2].onTarget == nil && progress.days[2].kcal == 0)
    }

    @Test("Each day is judged by the target it had then; days without one by today's")
    func targetsOfTheirTime() {
        let intake = [day("2025-05-01"): 2600.0, day("2025-05-02"): 2000, day("2025-05-03"): 2000]

        let progress = IntakeProgress(
            from: day("2025-05-01"), through: day("2025-05-03"), intake: intake, target: 2000,
            dailyTargets: [day("2025-05-01"): 2600, day("2025-05-02"): 2000], loggedDays: [])

        #expect(progress.days.map(\.onTarget) == [true, true, true])
        #expect(progress.targetKcal == 2000)
    }

    @Test("Nothing logged has no average, and no target means no on-target days")
    func empty() {
        let progress = IntakeProgress(from: day("2025-05-01"), through: day("2025-05-30"), intake: [:], target: nil, loggedDays: [])

        #expect(progress.averageKcal == nil)
        #expect(progress.days.count == 30)
        #expect(progress.daysOnTarget == 0)
    }

    @Test("The current streak runs back from today, or from yesterday while today is empty; the longest is kept")
    func streaks() {
        let logged: Set<CalendarDay> = [
            day("2025-04-01"), day("2025-04-02"), day("2025-04-03"), day("2025-04-04"),
            day("2025-04-08"), day("2025-04-09"),
        ]

        #expect(Streaks(loggedDays: logged, through: day("2025-04-09")) == Streaks(current: 2, longest: 4))
        #expect(Streaks(loggedDays: logged, through: day("2025-04-10")).current == 2)
        #expect(Streaks(loggedDays: logged, through: day("2025-04-11")).current == 0)
        #expect(Streaks(loggedDays: logged, through: day("2025-04-03")) == Streaks(current: 3, longest: 3))
    }

    @Test("The weight trend moves a tenth of the way to each daily weighing")
    func trendDaily() {
        let trend = WeightTrend([(day("2025-05-01"), 80), (day("2025-05-02"), 81), (day("2025-05-03"), 79)])

        #expect(trend.points.map(\.trendKg) == [80, 80.1, 80.1 + 0.1 * (79 - 80.1)])
    }

    @Test("A gap of several days counts as that many daily steps")
    func trendGap() throws {
        let trend = WeightTrend([(day("2025-05-01"), 80), (day("2025-05-11"), 70)])
        let share = 1 - 0.9 * 0.9 * 0.9 * 0.9 * 0.9 * 0.9 * 0.9 * 0.9 * 0.9 * 0.9

        #expect(abs(try #require(trend.points.last).trendKg - (80 - 10 * share)) < 1e-9)
    }

    @Test("The weekly rate is the least-squares slope of the last four weeks")
    func rate() throws {
        let weighings = (0..<14).map { (day("2025-05-01").adding(days: $0), 90 - 0.1 * Double($0)) }
        let trend = WeightTrend(weighings + [(day("2025-03-01"), 120)])

        #expect(abs(try #require(trend.kgPerWeek) - -0.7) < 1e-9)
        #expect(WeightTrend([(day("2025-05-01"), 80)]).kgPerWeek == nil)
    }

    @Test("The CSV export quotes what needs it and defuses formulas")
    func csv() {
        let row = DiaryCSV.Row(
            day: day("2025-05-01"), meal: .breakfast, kind: "food", name: "Milk, whole", amount: 1, unit: "cup", grams: 244,
            servings: nil, nutrients: NutrientValues([.energyKcal: 148.84, .protein: 7.808]))
        let formula = DiaryCSV.Row(
            day: day("2025-05-01"), meal: .snack, kind: "quick", name: "=HYPERLINK(\"x\")", amount: nil, unit: nil, grams: nil,
            servings: nil, nutrients: NutrientValues([.energyKcal: 100]))

        let lines = DiaryCSV.text([row, formula]).components(separatedBy: "\r\n")

        #expect(lines[0].hasPrefix("date,meal,kind,name,amount,unit,grams,servings,energyKcal_kcal,protein_g"))
        #expect(lines[1] == "2025-05-01,breakfast,food,\"Milk, whole\",1,cup,244,,148.84,7.81,,,,,,")
        #expect(lines[2] == "2025-05-01,snack,quick,\"'=HYPERLINK(\"\"x\"\")\",,,,,100,,,,,,,")
    }
}
