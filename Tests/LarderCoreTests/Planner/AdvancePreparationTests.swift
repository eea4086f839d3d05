import LarderCore
import Testing

@Suite("Preparation the day before")
struct AdvancePreparationTests {
    @Test("A step that says to thaw or defrost asks for defrosting")
    func defrostingInEnglish() {
        #expect(AdvancePreparation.needed(in: ["Thaw the chicken in the fridge overnight.", "Roast it."]) == [.defrost])
        #expect(AdvancePreparation.needed(in: ["Defrost the prawns."]) == [.defrost])
    }

    @Test("Ukrainian and Russian steps are read too")
    func ukrainianAndRussian() {
        #expect(AdvancePreparation.needed(in: ["Розморозьте курку в холодильнику."]) == [.defrost])
        #expect(AdvancePreparation.needed(in: ["Замочіть квасолю на ніч."]) == [.soak])
        #expect(AdvancePreparation.needed(in: ["Фасоль замачивают на ночь.", "Мясо разморозить."]) == [.defrost, .soak])
    }

    @Test("An ingredient line can ask for soaking")
    func soakingFromALine() {
        #expect(AdvancePreparation.needed(in: ["200 g dried chickpeas, soaked overnight", "Simmer for an hour."]) == [.soak])
    }

    @Test("A recipe that asks for nothing ahead needs nothing")
    func nothingAhead() {
        #expect(AdvancePreparation.needed(in: ["300 g potatoes", "Boil the potatoes.", "Serve with frozen peas."]).isEmpty)
    }
}
