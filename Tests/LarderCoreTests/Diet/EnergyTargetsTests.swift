import Testing

@testable import LarderCore

@Suite("Energy targets")
struct EnergyTargetsTests {
    let man = BodyProfile(sex: .male, age: 30, weightKg: 80, heightCm: 180, activity: .moderate)
    let woman = BodyProfile(sex: .female, age: 25, weightKg: 60, heightCm: 165, activity: .sedentary)

    @Test("A man of 80 kg, 180 cm, 30 years, level 3: BMR 1853.6, targets 2173 / 2873 / 3373")
    func manVector() {
        let targets = EnergyTargets(man)

        #expect(targets.bmr == 1853.6)
        #expect([targets.lose, targets.maintain, targets.gain] == [2173, 2873, 3373])
    }

    @Test("A woman of 60 kg, 165 cm, 25 years, level 1: BMR 1405.3, targets 986 / 1686 / 2186")
    func womanVector() {
        let targets = EnergyTargets(woman)

        #expect(targets.bmr == 1405.3)
        #expect([targets.lose, targets.maintain, targets.gain] == [986, 1686, 2186])
    }

    @Test("Revised Harris–Benedict is the default equation, term by term")
    func harrisBenedict() {
        #expect(EnergyTargets.basalMetabolicRate(man) == 88.362 + 13.397 * 80 + 4.799 * 180 - 5.677 * 30)
        #expect(EnergyTargets.basalMetabolicRate(woman) == 447.593 + 9.247 * 60 + 3.098 * 165 - 4.330 * 25)
    }

    @Test("Mifflin–St Jeor can be chosen: 10·kg + 6.25·cm − 5·age, +5 for men, −161 for women")
    func mifflinStJeor() {
        var man = man
        var woman = woman
        man.formula = .mifflinStJeor
        woman.formula = .mifflinStJeor

        #expect(EnergyTargets(man).bmr == 1780)
        #expect(EnergyTargets(woman).bmr == 1345.3)
        #expect(EnergyTargets(man).maintain == 2759)
    }

    @Test("Each activity level multiplies the BMR by its factor", arguments: ActivityLevel.allCases)
    func activityFactors(level: ActivityLevel) {
        var profile = man
        profile.activity = level
        let factors: [Int: Double] = [1: 1.2, 2: 1.375, 3: 1.55, 4: 1.725, 5: 1.9]
        let expected = factors[level.rawValue] ?? 0

        #expect(EnergyTargets(profile).tdee == Int((EnergyTargets.basalMetabolicRate(profile) * expected).rounded()))
    }

    @Test("The daily target follows the goal, and the weekly target is seven of it")
    func goalAndWeek() {
        var profile = man
        profile.goal = .lose
        let targets = EnergyTargets(profile)

        #expect(targets.dailyKcal == 2173)
        #expect(targets.weeklyKcal == 7 * 2173)
    }

    @Test("Macro grams come from the split of the daily energy: 20/30/50 by default")
    func macros() {
        let targets = EnergyTargets(man)

        // 2873 kcal: 20 % / 4 = 143.65 g, 30 % / 9 = 95.77 g, 50 % / 4 = 359.125 g.
        #expect(targets.macros == MacroGrams(kcal: 2873, split: .standard))
        #expect([targets.macros.protein, targets.macros.fat, targets.macros.carbohydrate] == [144, 96, 359])
    }

    @Test("A chosen split changes the grams")
    func chosenSplit() {
        let grams = MacroGrams(kcal: 2000, split: MacroSplit(proteinPercent: 30, fatPercent: 30, carbohydratePercent: 40))

        #expect([grams.protein, grams.fat, grams.carbohydrate] == [150, 67, 200])
    }

    @Test("A woman's target under 1,200 kcal is kept and warned about, with a suggestion")
    func lowTargetWoman() {
        var profile = woman
        profile.goal = .lose
        let targets = EnergyTargets(profile)

        #expect(targets.dailyKcal == 986)
        #expect(targets.lowTargetWarning == LowTargetWarning(minimumKcal: 1200, suggestedKcal: 1200, suggestedDeficit: 486))
    }

    @Test("A man's target under 1,500 kcal is warned about; one above is not")
    func lowTargetMan() {
        var small = BodyProfile(sex: .male, age: 70, weightKg: 50, heightCm: 155, activity: .sedentary, goal: .lose)
        #expect(EnergyTargets(small).lowTargetWarning?.minimumKcal == 1500)
        small.goal = .gain
        #expect(EnergyTargets(small).lowTargetWarning == nil)
        #expect(EnergyTargets(man).lowTargetWarning == nil)
    }

    @Test(
        "Profiles outside the equations' ranges are refused naming the field",
        arguments: [
            (BodyProfile(sex: .male, age: 30, weightKg: 80, heightCm: 0, activity: .moderate), "heightCm"),
            (BodyProfile(sex: .male, age: 300, weightKg: 80, heightCm: 180, activity: .moderate), "birthDate"),
            (BodyProfile(sex: .male, age: 30, weightKg: -5, heightCm: 180, activity: .moderate), "weightKg"),
            (BodyProfile(sex: .male, age: 30, weightKg: .nan, heightCm: 180, activity: .moderate), "weightKg"),
            (
                BodyProfile(
                    sex: .male, age: 30, weightKg: 80, heightCm: 180, activity: .moderate,
                    macroSplit: MacroSplit(proteinPercent: 20, fatPercent: 30, carbohydratePercent: 40)), "proteinPercent"
            ),
        ])
    func refusesOutOfRange(profile: BodyProfile, field: String) {
        #expect(throws: DietInputProblem.self) { try profile.validated() }
        do {
            _ = try profile.validated()
        } catch {
            #expect(error.field == field)
        }
    }
}
