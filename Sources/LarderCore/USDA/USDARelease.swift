/// The text of the four SR release files an import reads.
public struct USDAReleaseFiles: Sendable {
    public var foodDescriptions: String
    public var foodGroups: String
    public var abbreviated: String
    public var weights: String

    public init(foodDescriptions: String, foodGroups: String, abbreviated: String, weights: String) {
        self.foodDescriptions = foodDescriptions
        self.foodGroups = foodGroups
        self.abbreviated = abbreviated
        self.weights = weights
    }
}

/// Turns an SR release into Larder foods: names and groups from FOOD_DES and
/// FD_GROUP, nutrients from ABBREV, household weights from WEIGHT (and
/// ABBREV's two GmWt columns where WEIGHT lacks them), common names as
/// synonyms, and a commonness estimate from the release's own signals.
///
/// Pure: reads strings, returns values, and stops at the first malformed
/// line — including a row that names a food or group the release does not
/// have — with the file and line.
public enum USDARelease {
    public static func foods(from files: USDAReleaseFiles) throws(USDAFormatError) -> [Food] {
        let groups = try USDAFoodGroupRow.parse(files.foodGroups)
        let descriptions = try USDAFoodDescriptionRow.parse(files.foodDescriptions)
        let abbreviated = try USDAAbbreviatedRow.parse(files.abbreviated)
        let weights = try USDAWeightRow.parse(files.weights)

        let groupNames = Dictionary(groups.map { ($0.code, $0.name) }, uniquingKeysWith: { first, _ in first })
        var known: Set<String> = []
        for row in descriptions {
            guard groupNames[row.groupCode] != nil else {
                throw USDAFormatError(
                    file: USDAFile.foodDescriptions, line: row.line,
                    problem: "food group \(row.groupCode) is not in \(USDAFile.foodGroups)")
            }
            guard known.insert(row.ndbNumber).inserted else {
                throw USDAFormatError(
                    file: USDAFile.foodDescriptions, line: row.line, problem: "food \(row.ndbNumber) is listed twice")
            }
        }
        var nutrients: [String: USDAAbbreviatedRow] = [:]
        for row in abbreviated {
            guard known.contains(row.ndbNumber) else {
                throw unknownFood(row.ndbNumber, file: USDAFile.abbreviated, line: row.line)
            }
            guard nutrients.updateValue(row, forKey: row.ndbNumber) == nil else {
                throw USDAFormatError(
                    file: USDAFile.abbreviated, line: row.line, problem: "food \(row.ndbNumber) is listed twice")
            }
        }
        var portions: [String: [USDAWeightRow]] = [:]
        for row in weights {
            guard known.contains(row.ndbNumber) else {
                throw unknownFood(row.ndbNumber, file: USDAFile.weights, line: row.line)
            }
            portions[row.ndbNumber, default: []].append(row)
        }

        let commonness = USDACommonness(descriptions)
        return descriptions.map { row in
            let listed = (portions[row.ndbNumber] ?? []).sorted { $0.sequence < $1.sequence }.map(\.portion)
            let abbreviatedRow = nutrients[row.ndbNumber]
            let allPortions =
                listed
                + (abbreviatedRow?.portions ?? []).filter { extra in
                    !listed.contains { $0.sameMeasure(as: extra) }
                }
            return Food(
                source: .usda,
                sourceID: row.ndbNumber,
                name: row.longDescription,
                synonyms: synonyms(fromCommonNames: row.commonNames),
                group: groupNames[row.groupCode],
                nutrients: abbreviatedRow?.nutrients ?? NutrientValues(),
                portions: allPortions,
                commonness: commonness.estimate(row, householdMeasures: listed.count)
            )
        }
    }

    private static func unknownFood(_ number: String, file: String, line: Int) -> USDAFormatError {
        USDAFormatError(file: file, line: line, problem: "food \(number) is not in \(USDAFile.foodDescriptions)")
    }

    /// ComName lists other names ("hot dog, frank, wiener") but also notes
    /// ("URMIS #3313", "Includes USDA commodity food A343"); only the names are synonyms.
    static func synonyms(fromCommonNames text: String) -> [String] {
        text.split(separator: ",").compactMap { part in
            let name = part.trimmingSpaces()
            let lowered = name.lowercased()
            let isNote =
                name.isEmpty || name.contains("#") || name.contains(where: \.isNumber)
                || ["usda", "urmis", "commodity", "nfsmi", "includes", "recipe"].contains { lowered.contains($0) }
            return isNote ? nil : name
        }
    }
}

extension FoodPortion {
    /// True when both portions name the same measure ("1 tsp" in ABBREV, "tsp" in WEIGHT),
    /// whatever weight each gives.
    func sameMeasure(as other: FoodPortion) -> Bool {
        amount == other.amount && FoodText.words(description) == FoodText.words(other.description)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    func trimmingSpaces() -> String {
        let characters = Array(self)
        guard let start = characters.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let end = characters.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(characters[start...end])
    }
}
