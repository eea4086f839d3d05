import Testing

@testable import LarderCore

/// What the foods people meet most are called in Ukrainian and Russian.
@Suite("Food names in other languages")
struct FoodNameTranslationsTests {
    @Test("Every starter food has a Ukrainian and a Russian name")
    func everyStarterFoodNamed() {
        let unnamed = StarterFoods.all.filter { food in ["uk", "ru"].contains { FoodNameTranslations.name(of: food.name, in: $0) == nil } }
        #expect(unnamed.isEmpty, "\(unnamed.map(\.name))")
    }

    @Test("Ukrainian names are written in Ukrainian letters and Russian names in Russian ones")
    func lettersOfEachLanguage() {
        for food in StarterFoods.all {
            let ukrainian = FoodNameTranslations.name(of: food.name, in: "uk") ?? ""
            let russian = FoodNameTranslations.name(of: food.name, in: "ru") ?? ""
            #expect(!ukrainian.contains { "ыэёъ".contains($0) }, "\(ukrainian)")
            #expect(!russian.contains { "іїєґ".contains($0) }, "\(russian)")
            #expect(!(ukrainian + russian).contains { $0.isASCII && $0.isLetter }, "\(ukrainian) / \(russian)")
        }
    }

    @Test("A food is found by the name its Ukrainian or Russian reader sees")
    func foundByTranslatedName() {
        let index = FoodIndex(StarterFoods.all)
        for food in StarterFoods.all {
            for language in ["uk", "ru"] {
                let name = FoodNameTranslations.name(of: food.name, in: language) ?? ""
                let found = index.search(name, limit: 200).positions.map { index.foods[$0].name }
                #expect(found.contains(food.name), "\(language) \(name) → \(found.prefix(3))")
            }
        }
    }

    @Test("English and names the table lacks have no translation")
    func untranslated() {
        #expect(FoodNameTranslations.name(of: "Butter, without salt", in: "en") == nil)
        #expect(FoodNameTranslations.name(of: "Grandma's jam", in: "uk") == nil)
    }
}
