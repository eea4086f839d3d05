import Testing

@testable import LarderCore

@Suite("Servings from yields in other languages")
struct ServingsLanguagesTests {
    @Test(
        "a count of servings or people in another language is that count",
        arguments: [
            ("4 Portionen", 4.0), ("Für 4 Personen", 4), ("4 personnes", 4), ("Pour 6 à 8 personnes", 6),
            ("4 porciones", 4), ("4 porções", 4), ("4 personer", 4), ("4 adag", 4), ("4 persone", 4),
        ] as [(String, Double)])
    func countsServingsInAnyLanguage(yields: String, servings: Double) {
        #expect(Servings.estimate(yields: yields) == servings)
    }

    @Test(
        "a number written as a word in another language is read",
        arguments: [("vier Portionen", 4.0), ("quatre personnes", 4), ("cuatro porciones", 4), ("zes personen", 6)]
            as [(String, Double)])
    func readsNumberWords(yields: String, servings: Double) {
        #expect(Servings.estimate(yields: yields) == servings)
    }

    @Test(
        "a whole cake, pie or loaf named in another language is cut in its usual slices",
        arguments: [("1 Kuchen", 12.0), ("1 tarte", 8), ("1 gâteau", 12), ("1 Brot", 10), ("1 kage", 12)]
            as [(String, Double)])
    func cutsForeignWholes(yields: String, servings: Double) {
        #expect(Servings.estimate(yields: yields) == servings)
    }

    @Test("a yield of one or two served by the slice is of whole things cut in slices")
    func slicedServingMeansWholes() {
        #expect(Servings.estimate(yields: "2 servings", servingSize: "1 slice") == 20)
        #expect(Servings.estimate(yields: "12 servings", servingSize: "1 slice") == 12)
    }
}
