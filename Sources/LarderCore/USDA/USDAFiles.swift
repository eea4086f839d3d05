/// The SR release files Larder imports, by name, and what each row says.
public enum USDAFile {
    public static let foodDescriptions = "FOOD_DES.txt"
    public static let foodGroups = "FD_GROUP.txt"
    public static let abbreviated = "ABBREV.txt"
    public static let weights = "WEIGHT.txt"

    /// Every file an import reads, in the order it reads them.
    public static let all = [foodDescriptions, foodGroups, abbreviated, weights]
}

/// A row of FD_GROUP.txt: `FdGrp_Cd^FdGrp_Desc`.
struct USDAFoodGroupRow {
    var code: String
    var name: String

    static func parse(_ text: String) throws(USDAFormatError) -> [USDAFoodGroupRow] {
        let reader = USDARecordReader(
            file: USDAFile.foodGroups,
            columns: [
                .init(name: "FdGrp_Cd", kind: .text, required: true),
                .init(name: "FdGrp_Desc", kind: .text, required: true),
            ])
        return try reader.records(in: text).map { USDAFoodGroupRow(code: $0.text(0), name: $0.text(1)) }
    }
}

/// A row of FOOD_DES.txt: the food's names, group and survey flag.
struct USDAFoodDescriptionRow {
    var line: Int
    var ndbNumber: String
    var groupCode: String
    var longDescription: String
    var commonNames: String
    var manufacturer: String
    /// "Y" when the food is used in the USDA's dietary intake survey: foods people report eating.
    var isSurveyFood: Bool

    static func parse(_ text: String) throws(USDAFormatError) -> [USDAFoodDescriptionRow] {
        let names = [
            "NDB_No", "FdGrp_Cd", "Long_Desc", "Shrt_Desc", "ComName", "ManufacName", "Survey", "Ref_desc",
            "Refuse", "SciName", "N_Factor", "Pro_Factor", "Fat_Factor", "CHO_Factor",
        ]
        let numeric: Set = ["Refuse", "N_Factor", "Pro_Factor", "Fat_Factor", "CHO_Factor"]
        let required: Set = ["NDB_No", "FdGrp_Cd", "Long_Desc"]
        let reader = USDARecordReader(
            file: USDAFile.foodDescriptions,
            columns: names.map {
                .init(name: $0, kind: numeric.contains($0) ? .number : .text, required: required.contains($0))
            })
        return try reader.records(in: text).map { record in
            USDAFoodDescriptionRow(
                line: record.line,
                ndbNumber: record.text(0),
                groupCode: record.text(1),
                longDescription: record.text(2),
                commonNames: record.text(4),
                manufacturer: record.text(5),
                isSurveyFood: record.text(6) == "Y"
            )
        }
    }
}

/// A row of ABBREV.txt: nutrients per 100 g and up to two household weights.
struct USDAAbbreviatedRow {
    var line: Int
    var ndbNumber: String
    var nutrients: NutrientValues
    /// GmWt_1/GmWt_Desc1 and GmWt_2/GmWt_Desc2, as portions (".5 cup" → amount 0.5, "cup").
    var portions: [FoodPortion]

    /// ABBREV's columns after NDB_No and Shrt_Desc: one per nutrient, in `Nutrient.allCases` order.
    private static let nutrientColumns = [
        "Water_(g)", "Energ_Kcal", "Protein_(g)", "Lipid_Tot_(g)", "Ash_(g)", "Carbohydrt_(g)",
        "Fiber_TD_(g)", "Sugar_Tot_(g)", "Calcium_(mg)", "Iron_(mg)", "Magnesium_(mg)", "Phosphorus_(mg)",
        "Potassium_(mg)", "Sodium_(mg)", "Zinc_(mg)", "Copper_mg)", "Manganese_(mg)", "Selenium_(µg)",
        "Vit_C_(mg)", "Thiamin_(mg)", "Riboflavin_(mg)", "Niacin_(mg)", "Panto_Acid_mg)", "Vit_B6_(mg)",
        "Folate_Tot_(µg)", "Folic_Acid_(µg)", "Food_Folate_(µg)", "Folate_DFE_(µg)", "Choline_Tot_ (mg)",
        "Vit_B12_(µg)", "Vit_A_IU", "Vit_A_RAE", "Retinol_(µg)", "Alpha_Carot_(µg)", "Beta_Carot_(µg)",
        "Beta_Crypt_(µg)", "Lycopene_(µg)", "Lut+Zea_ (µg)", "Vit_E_(mg)", "Vit_D_µg", "Vit_D_IU",
        "Vit_K_(µg)", "FA_Sat_(g)", "FA_Mono_(g)", "FA_Poly_(g)", "Cholestrl_(mg)",
    ]

    static func parse(_ text: String) throws(USDAFormatError) -> [USDAAbbreviatedRow] {
        var columns: [USDARecordReader.Column] = [
            .init(name: "NDB_No", kind: .text, required: true), .init(name: "Shrt_Desc", kind: .text),
        ]
        columns += nutrientColumns.map { .init(name: $0, kind: .number) }
        columns += [
            .init(name: "GmWt_1", kind: .number), .init(name: "GmWt_Desc1", kind: .text),
            .init(name: "GmWt_2", kind: .number), .init(name: "GmWt_Desc2", kind: .text),
            .init(name: "Refuse_Pct", kind: .number),
        ]
        let reader = USDARecordReader(file: USDAFile.abbreviated, columns: columns)
        let nutrients = Nutrient.allCases
        return try reader.records(in: text).map { record in
            var values = NutrientValues()
            for (offset, nutrient) in nutrients.enumerated() {
                values[nutrient] = record.number(2 + offset)
            }
            let portions = [(48, 49), (50, 51)].compactMap { gramsColumn, descriptionColumn in
                record.number(gramsColumn).flatMap { grams in
                    FoodPortion(amountAndMeasure: record.text(descriptionColumn), grams: grams)
                }
            }
            return USDAAbbreviatedRow(line: record.line, ndbNumber: record.text(0), nutrients: values, portions: portions)
        }
    }
}

/// A row of WEIGHT.txt: `NDB_No^Seq^Amount^Msre_Desc^Gm_Wgt^Num_Data_Pts^Std_Dev`.
struct USDAWeightRow {
    var line: Int
    var ndbNumber: String
    var sequence: Int
    var portion: FoodPortion

    static func parse(_ text: String) throws(USDAFormatError) -> [USDAWeightRow] {
        let reader = USDARecordReader(
            file: USDAFile.weights,
            columns: [
                .init(name: "NDB_No", kind: .text, required: true),
                .init(name: "Seq", kind: .number, required: true),
                .init(name: "Amount", kind: .number, required: true),
                .init(name: "Msre_Desc", kind: .text, required: true),
                .init(name: "Gm_Wgt", kind: .number, required: true),
                .init(name: "Num_Data_Pts", kind: .number),
                .init(name: "Std_Dev", kind: .number),
            ])
        return try reader.records(in: text).map { record in
            USDAWeightRow(
                line: record.line,
                ndbNumber: record.text(0),
                sequence: Int(record.number(1) ?? 0),
                portion: FoodPortion(amount: record.number(2) ?? 1, description: record.text(3), grams: record.number(4) ?? 0)
            )
        }
    }
}

extension FoodPortion {
    /// A portion written with its amount first, as ABBREV's GmWt_Desc columns
    /// do: ".5 cup", "1 serving", "3 cloves". Nil when the text is empty.
    init?(amountAndMeasure text: String, grams: Double) {
        let trimmed = text.drop { $0 == " " }
        guard !trimmed.isEmpty else { return nil }
        let number = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "/" }
        let rest = trimmed.dropFirst(number.count).drop { $0 == " " }
        let amount = Double(number) ?? Rational(parsing: String(number))?.doubleValue
        self.init(amount: amount ?? 1, description: String(amount == nil ? trimmed : rest), grams: grams)
    }
}
