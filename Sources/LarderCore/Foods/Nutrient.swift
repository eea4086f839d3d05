/// A nutrient Larder tracks per 100 g of a food: every column of the USDA SR
/// abbreviated table, in its order, with the unit the value is in.
///
/// The raw value is the name used in JSON (`energyKcal`, `saturatedFat`), so
/// clients read the same keys the API and `larder nutrition` write.
public enum Nutrient: String, CaseIterable, Hashable, Sendable, Codable {
    case water
    case energyKcal
    case protein
    case fat
    case ash
    case carbohydrate
    case fiber
    case sugars
    case calcium
    case iron
    case magnesium
    case phosphorus
    case potassium
    case sodium
    case zinc
    case copper
    case manganese
    case selenium
    case vitaminC
    case thiamin
    case riboflavin
    case niacin
    case pantothenicAcid
    case vitaminB6
    case folateTotal
    case folicAcid
    case foodFolate
    case folateDFE
    case choline
    case vitaminB12
    case vitaminAIU
    case vitaminARAE
    case retinol
    case alphaCarotene
    case betaCarotene
    case betaCryptoxanthin
    case lycopene
    case luteinZeaxanthin
    case vitaminE
    case vitaminD
    case vitaminDIU
    case vitaminK
    case saturatedFat
    case monounsaturatedFat
    case polyunsaturatedFat
    case cholesterol

    /// The unit a value of this nutrient is in.
    public enum Unit: String, Hashable, Sendable {
        case gram = "g"
        case milligram = "mg"
        case microgram = "µg"
        case kilocalorie = "kcal"
        case internationalUnit = "IU"
    }

    public var unit: Unit {
        switch self {
        case .energyKcal: .kilocalorie
        case .water, .protein, .fat, .ash, .carbohydrate, .fiber, .sugars,
            .saturatedFat, .monounsaturatedFat, .polyunsaturatedFat:
            .gram
        case .calcium, .iron, .magnesium, .phosphorus, .potassium, .sodium, .zinc, .copper, .manganese,
            .vitaminC, .thiamin, .riboflavin, .niacin, .pantothenicAcid, .vitaminB6, .choline, .vitaminE,
            .cholesterol:
            .milligram
        case .selenium, .folateTotal, .folicAcid, .foodFolate, .folateDFE, .vitaminB12, .vitaminARAE,
            .retinol, .alphaCarotene, .betaCarotene, .betaCryptoxanthin, .lycopene, .luteinZeaxanthin,
            .vitaminD, .vitaminK:
            .microgram
        case .vitaminAIU, .vitaminDIU: .internationalUnit
        }
    }

    /// The nutrients a label shows first, and that every summary reports:
    /// energy and the macronutrients.
    public static let headline: [Nutrient] = [
        .energyKcal, .protein, .fat, .saturatedFat, .carbohydrate, .sugars, .fiber, .sodium,
    ]
}
