import LarderCore
import Testing

@Suite("Step timers")
struct StepTimerTests {
    @Test("\"Bake 25 minutes\" asks for a 25-minute timer")
    func minutes() {
        #expect(StepTimer.find(in: "Bake 25 minutes until golden.").map(\.seconds) == [1500])
    }

    @Test("A range starts at its short end and keeps the long one")
    func range() {
        let timer = StepTimer.find(in: "Simmer for 10-12 mins.").first
        #expect(timer?.seconds == 600)
        #expect(timer?.maxSeconds == 720)
    }

    @Test("Hours and minutes add up: \"1 hour 30 minutes\" is 90 minutes")
    func compound() {
        #expect(StepTimer.find(in: "Roast 1 hour 30 minutes.").map(\.seconds) == [5400])
    }

    @Test("Fractions and words count: \"1 1/2 hours\", \"an hour\"")
    func fractionsAndWords() {
        #expect(StepTimer.find(in: "Rest 1 1/2 hours, then chill for an hour.").map(\.seconds) == [5400, 3600])
    }

    @Test("Ukrainian and Russian durations are read too")
    func otherLanguages() {
        #expect(StepTimer.find(in: "Випікайте 40 хвилин.").map(\.seconds) == [2400])
        #expect(StepTimer.find(in: "Варите 2 часа.").map(\.seconds) == [7200])
    }

    @Test("Temperatures, sizes and amounts are not timers")
    func notTimers() {
        #expect(StepTimer.find(in: "Heat the oven to 180 C and use a 23 cm tin with 2 mm of oil.").isEmpty)
    }
}
