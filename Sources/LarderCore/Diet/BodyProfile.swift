/// The sex the energy equations are fitted for.
public enum Sex: String, CaseIterable, Hashable, Sendable {
    case male, female
}

/// How active a person is, 1 (sedentary) to 5 (very hard exercise or a physical job), and the
/// factor that turns a resting metabolic rate into the energy a day uses (TDEE).
public enum ActivityLevel: Int, CaseIterable, Hashable, Sendable {
    case sedentary = 1
    case light = 2
    case moderate = 3
    case active = 4
    case veryActive = 5

    /// The Harris–Benedict activity factors: 1.2, 1.375, 1.55, 1.725, 1.9.
    public var factor: Double {
        switch self {
        case .sedentary: 1.2
        case .light: 1.375
        case .moderate: 1.55
        case .active: 1.725
        case .veryActive: 1.9
        }
    }
}

/// What the person wants their weight to do, and what that does to the daily target.
public enum WeightGoal: String, CaseIterable, Hashable, Sendable {
    case lose, maintain, gain

    /// Kilocalories a day added to the energy used: −700 to lose, +500 to gain.
    public var adjustment: Int {
        switch self {
        case .lose: -700
        case .maintain: 0
        case .gain: 500
        }
    }
}

/// Which equation estimates the basal metabolic rate.
public enum EnergyFormula: String, CaseIterable, Hashable, Sendable {
    /// Harris–Benedict as revised by Roza and Shizgal (1984): the source system's formula.
    case harrisBenedict = "harris-benedict"
    /// Mifflin–St Jeor (1990), which dietitians often prefer today.
    case mifflinStJeor = "mifflin-st-jeor"
}

/// Shares of the daily energy for protein, fat and carbohydrate, in whole percent summing to 100.
public struct MacroSplit: Hashable, Sendable {
    public var proteinPercent: Int
    public var fatPercent: Int
    public var carbohydratePercent: Int

    /// 20 % protein, 30 % fat, 50 % carbohydrate.
    public static let standard = MacroSplit(proteinPercent: 20, fatPercent: 30, carbohydratePercent: 50)

    public init(proteinPercent: Int, fatPercent: Int, carbohydratePercent: Int) {
        self.proteinPercent = proteinPercent
        self.fatPercent = fatPercent
        self.carbohydratePercent = carbohydratePercent
    }

    /// Kilocalories in a gram: 4 for protein and carbohydrate, 9 for fat (Atwater).
    public static let kcalPerGramProtein = 4.0
    public static let kcalPerGramFat = 9.0
    public static let kcalPerGramCarbohydrate = 4.0
}

/// What the energy equations need to know about a person.
public struct BodyProfile: Hashable, Sendable {
    public var sex: Sex
    /// Whole years.
    public var age: Int
    public var weightKg: Double
    public var heightCm: Double
    public var activity: ActivityLevel
    public var goal: WeightGoal
    public var formula: EnergyFormula
    public var macroSplit: MacroSplit

    public init(
        sex: Sex, age: Int, weightKg: Double, heightCm: Double, activity: ActivityLevel, goal: WeightGoal = .maintain,
        formula: EnergyFormula = .harrisBenedict, macroSplit: MacroSplit = .standard
    ) {
        self.sex = sex
        self.age = age
        self.weightKg = weightKg
        self.heightCm = heightCm
        self.activity = activity
        self.goal = goal
        self.formula = formula
        self.macroSplit = macroSplit
    }

    /// The ranges the equations are used within. They are fitted on adults; outside these a
    /// number is more likely a typing slip (a height of 0, an age of 300) than a person.
    public enum Limits {
        public static let age = 10...120
        public static let heightCm = 50.0...272.0
        public static let weightKg = 20.0...500.0
        public static let percent = 0...100
    }

    /// This profile, or the first field outside its range.
    public func validated() throws(DietInputProblem) -> BodyProfile {
        guard Limits.age.contains(age) else { throw .outOfRange(field: "birthDate", Limits.age.lowerBound, Limits.age.upperBound) }
        guard heightCm.isFinite, Limits.heightCm.contains(heightCm) else {
            throw .outOfRange(field: "heightCm", Limits.heightCm.lowerBound, Limits.heightCm.upperBound)
        }
        guard weightKg.isFinite, Limits.weightKg.contains(weightKg) else {
            throw .outOfRange(field: "weightKg", Limits.weightKg.lowerBound, Limits.weightKg.upperBound)
        }
        let split = macroSplit
        for (field, value) in [
            ("proteinPercent", split.proteinPercent), ("fatPercent", split.fatPercent),
            ("carbohydratePercent", split.carbohydratePercent),
        ]
        where !Limits.percent.contains(value) {
            throw .outOfRange(field: field, 0, 100)
        }
        guard split.proteinPercent + split.fatPercent + split.carbohydratePercent == 100 else {
            throw .macroSplitNot100(field: "proteinPercent")
        }
        return self
    }
}

/// Why a diet input was refused, naming the field as the API names it.
public enum DietInputProblem: Error, Hashable, Sendable {
    case outOfRange(field: String, Double, Double)
    case macroSplitNot100(field: String)
    case invalidDate(field: String)
    case negative(field: String)

    public var field: String {
        switch self {
        case .outOfRange(let field, _, _), .macroSplitNot100(let field), .invalidDate(let field), .negative(let field): field
        }
    }

    static func outOfRange(field: String, _ low: Int, _ high: Int) -> DietInputProblem {
        .outOfRange(field: field, Double(low), Double(high))
    }
}
