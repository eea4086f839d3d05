import Testing

@testable import LarderCore

/// A tiny release in the SR format: `^` between fields, `~` around text, CRLF line ends.
/// Written for these tests (not copied from the USDA files).
private enum Release {
    static let groups = "~0100~^~Dairy and Egg Products~\r\n~0400~^~Fats and Oils~\r\n"
    static let descriptions =
        "~01001~^~0100~^~Butter, salted~^~BUTTER,WITH SALT~^~~^~~^~Y~^~~^0^~~^6.38^4.27^8.79^3.87\r\n"
        + "~01123~^~0100~^~Egg, whole, raw, fresh~^~EGG,WHL,RAW,FRSH~^~~^~~^~Y~^~Shell~^12^~~^6.25^4.36^9.02^3.68\r\n"
        + "~04053~^~0400~^~Oil, olive, salad or cooking~^~OIL,OLIVE~^~~^~~^~~^~~^0^~~^^^8.84^\r\n"
        + "~04999~^~0400~^~Frankfurter, beef~^~FRANKFURTER~^~hot dog, URMIS #1234, wiener~^~~^~~^~~^0^~~^^^^\r\n"
    static func abbreviatedRow(_ number: String, kcal: String, protein: String, extra: String = "") -> String {
        // NDB_No, Shrt_Desc, 46 nutrients (energy second), GmWt_1, GmWt_Desc1, GmWt_2, GmWt_Desc2, Refuse_Pct.
        var nutrients = Array(repeating: "", count: 46)
        nutrients[0] = "15.87"
        nutrients[1] = kcal
        nutrients[2] = protein
        return (["~\(number)~", "~X~"] + nutrients + extra.split(separator: "|", omittingEmptySubsequences: false).map(String.init))
            .joined(separator: "^")
    }
    static let abbreviated =
        [
            abbreviatedRow("01001", kcal: "717", protein: "0.85", extra: "14.2|~1 tbsp~|5|~1 pat~|0"),
            abbreviatedRow("01123", kcal: "143", protein: "12.56", extra: "50|~1 large~|||12"),
            abbreviatedRow("04053", kcal: "884", protein: "0.00", extra: "||||"),
            abbreviatedRow("04999", kcal: "290", protein: "", extra: "||||"),
        ].joined(separator: "\r\n") + "\r\n"
    static let weights =
        "~01001~^2^1^~cup~^227^^\r\n~01001~^1^1^~tbsp~^14.2^^\r\n~01123~^1^1^~large~^50^^\r\n~01123~^2^1^~medium~^44^^\r\n"

    static func files(
        descriptions: String = descriptions, groups: String = groups, abbreviated: String = abbreviated,
        weights: String = weights
    ) -> USDAReleaseFiles {
        USDAReleaseFiles(foodDescriptions: descriptions, foodGroups: groups, abbreviated: abbreviated, weights: weights)
    }
}

@Suite("USDA release files")
struct USDAReleaseTests {
    @Test("Every food of FOOD_DES becomes a food named and grouped as the release says")
    func namesAndGroups() throws {
        let foods = try USDARelease.foods(from: Release.files())

        #expect(foods.map(\.sourceID) == ["01001", "01123", "04053", "04999"])
        #expect(foods[1].name == "Egg, whole, raw, fresh")
        #expect(foods[1].group == "Dairy and Egg Products")
        #expect(foods.allSatisfy { $0.source == .usda })
    }

    @Test("Nutrients come from ABBREV per 100 g, and an empty field is not measured rather than zero")
    func nutrients() throws {
        let foods = try USDARelease.foods(from: Release.files())

        #expect(foods[0].nutrients[.energyKcal] == 717)
        #expect(foods[0].nutrients[.water] == 15.87)
        #expect(foods[2].nutrients[.protein] == 0)
        #expect(foods[3].nutrients[.protein] == nil)
        #expect(foods[3].nutrients[.sodium] == nil)
    }

    @Test("Household weights come from WEIGHT in sequence order, with ABBREV's only where WEIGHT lacks them")
    func householdWeights() throws {
        let butter = try USDARelease.foods(from: Release.files())[0]

        #expect(butter.portions.map(\.description) == ["tbsp", "cup", "pat"])
        #expect(butter.portions.map(\.grams) == [14.2, 227, 5])
        #expect(Measure(2, .tablespoon).grams(using: butter.measures) == .success(.exact(Rational(approximating: 28.4))))
    }

    @Test("Common names become synonyms, without the notes ComName also holds")
    func synonyms() throws {
        let frankfurter = try USDARelease.foods(from: Release.files())[3]

        #expect(frankfurter.synonyms == ["hot dog", "wiener"])
    }

    @Test("A food people report eating, weighed by household measures, counts as more common")
    func commonness() throws {
        let foods = try USDARelease.foods(from: Release.files())

        #expect(foods[1].commonness > foods[3].commonness)
    }

    @Test(
        "A malformed line stops the import with the file and line number",
        arguments: [
            (Release.files(abbreviated: Release.abbreviated + "~01002~^~X~^1\r\n"), "ABBREV.txt", 5),
            (Release.files(weights: Release.weights + "~01001~^3^1^~cup~^heavy^^\r\n"), "WEIGHT.txt", 5),
            (Release.files(weights: "~01001~^1^1^~tbsp~^14.2^^\r\n~09999~^1^1^~cup~^100^^\r\n"), "WEIGHT.txt", 2),
            (Release.files(descriptions: Release.descriptions + "~05000~^~9900~^~Thing~^~~^~~^~~^~~^~~^0^~~^^^^\r\n"), "FOOD_DES.txt", 5),
            (Release.files(groups: "~0100~^Dairy and Egg Products\r\n"), "FD_GROUP.txt", 1),
        ] as [(USDAReleaseFiles, String, Int)])
    func malformedLine(files: USDAReleaseFiles, file: String, line: Int) {
        #expect(throws: USDAFormatError.self) { try USDARelease.foods(from: files) }
        do {
            _ = try USDARelease.foods(from: files)
        } catch {
            #expect(error.file == file)
            #expect(error.line == line)
            #expect(error.description.hasPrefix("\(file) line \(line): "))
        }
    }

    @Test("Release text is read as UTF-8 when it is, and as Latin-1 otherwise")
    func decoding() {
        #expect(USDAText.decode(Array("~µg~".utf8)) == "~µg~")
        #expect(USDAText.decode([0x7E, 0xB5, 0x67, 0x7E]) == "~µg~")
    }
}
