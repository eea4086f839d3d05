import Fluent
import Foundation
import LarderCore

/// A person's body profile and the targets worked out from it.
struct NutritionProfileService {
    let db: any Database
    let clock: LarderClock

    /// The profile as typed: height in cm or ft/in, weight in kg or lb.
    struct Input: Sendable {
        var sex: Sex
        var birthDate: String
        var heightCm: Double?
        var heightFeet: Int?
        var heightInches: Double?
        var weightKg: Double?
        var weightLb: Double?
        var activityLevel: Int
        var goal: WeightGoal
        var formula: EnergyFormula?
        var proteinPercent: Int?
        var fatPercent: Int?
        var carbohydratePercent: Int?
    }

    /// A stored profile, read as the core's profile with its targets.
    struct Profile: Sendable {
        var birthDate: CalendarDay
        var heightUnit: HeightUnit
        var weightUnit: WeightUnit
        var body: BodyProfile
        var targets: EnergyTargets
    }

    /// The person's profile and targets, or nil before they saved one.
    func profile(of userID: UUID) async throws -> Profile? {
        guard let row = try await NutritionProfile.query(on: db).filter(\.$userID == userID).first() else { return nil }
        return try read(row)
    }

    /// The profile, or 404 before there is one.
    func requireProfile(of userID: UUID) async throws -> Profile {
        guard let profile = try await profile(of: userID) else {
            throw AppError.notFound(.nutritionErrorProfileMissing)
        }
        return profile
    }

    /// Saves the profile (creating it the first time); a 400 naming the field changes nothing.
    func save(_ input: Input, for userID: UUID) async throws -> Profile {
        let birth = try Self.day(input.birthDate, field: "birthDate")
        let age = today().years(since: birth)
        guard BodyProfile.Limits.age.contains(age) else {
            throw AppError.invalid(
                "birthDate", .nutritionErrorAgeOutOfRange,
                [String(age), String(BodyProfile.Limits.age.lowerBound), String(BodyProfile.Limits.age.upperBound)])
        }
        let (heightCm, heightUnit) = try Self.height(input)
        let (weightKg, weightUnit) = try Self.weight(input)
        guard let activity = ActivityLevel(rawValue: input.activityLevel) else {
            throw AppError.invalid("activityLevel", .errorFieldOutOfRange, ["activityLevel", "1", "5"])
        }
        let split = MacroSplit(
            proteinPercent: input.proteinPercent ?? MacroSplit.standard.proteinPercent,
            fatPercent: input.fatPercent ?? MacroSplit.standard.fatPercent,
            carbohydratePercent: input.carbohydratePercent ?? MacroSplit.standard.carbohydratePercent)
        let body = try Self.validated(
            BodyProfile(
                sex: input.sex, age: age, weightKg: weightKg, heightCm: heightCm, activity: activity, goal: input.goal,
                formula: input.formula ?? .harrisBenedict, macroSplit: split))
        let row = try await db.writeTransaction(locking: .person(userID)) { db in
            // One save per person at a time, so two first saves cannot both create a profile.
            let row = try await NutritionProfile.query(on: db).filter(\.$userID == userID).first() ?? NutritionProfile()
            Self.write(body, birth: birth, heightUnit: heightUnit, weightUnit: weightUnit, to: row, userID: userID)
            try await row.save(on: db)
            try await recordTarget(of: row, for: userID, on: db)
            return row
        }
        return try read(row)
    }

    private static func write(
        _ body: BodyProfile, birth: CalendarDay, heightUnit: HeightUnit, weightUnit: WeightUnit, to row: NutritionProfile, userID: UUID
    ) {
        let split = body.macroSplit
        row.userID = userID
        row.sex = body.sex
        row.birthDate = birth
        row.heightCm = body.heightCm
        row.heightUnit = heightUnit
        row.weightKg = body.weightKg
        row.weightUnit = weightUnit
        row.activityLevel = body.activity
        row.goal = body.goal
        row.formula = body.formula
        row.proteinPercent = split.proteinPercent
        row.fatPercent = split.fatPercent
        row.carbohydratePercent = split.carbohydratePercent
    }

    /// A newer weighing becomes the profile's weight, and so moves the targets.
    func updateWeight(_ weightKg: Double, for userID: UUID, on db: any Database) async throws {
        guard let row = try await NutritionProfile.query(on: db).filter(\.$userID == userID).first() else { return }
        row.weightKg = weightKg
        try await row.save(on: db)
        try await recordTarget(of: row, for: userID, on: db)
    }

    /// Keeps the target the profile now gives as today's (replacing an earlier change today).
    private func recordTarget(of row: NutritionProfile, for userID: UUID, on db: any Database) async throws {
        let day = today()
        let kcal = try read(row).targets.dailyKcal
        let latest = try await NutritionTarget.query(on: db).filter(\.$userID == userID).filter(\.$day <= day)
            .sort(\.$day, .descending).first()
        guard latest?.dailyKcal != kcal else { return }
        let target = latest?.day == day ? latest ?? NutritionTarget() : NutritionTarget()
        target.userID = userID
        target.day = day
        target.dailyKcal = kcal
        try await target.save(on: db)
    }

    /// The daily energy target each day from `first` to `last` was judged by: the latest target
    /// set on or before it. Days before the first recorded change (a profile older than the
    /// record) take the earliest known target; without any record, every day takes `current`.
    func dailyTargets(
        from first: CalendarDay, through last: CalendarDay, current: Int?, for userID: UUID
    ) async throws -> [CalendarDay: Int] {
        let changes = try await NutritionTarget.query(on: db).filter(\.$userID == userID).filter(\.$day <= last)
            .sort(\.$day).all()
        guard !changes.isEmpty else {
            guard let current else { return [:] }
            return Dictionary(uniqueKeysWithValues: CalendarDay.range(first, through: last).map { ($0, current) })
        }
        var targets: [CalendarDay: Int] = [:]
        var index = 0
        var target = changes[0].dailyKcal
        for day in CalendarDay.range(first, through: last) {
            while index < changes.count, changes[index].day <= day {
                target = changes[index].dailyKcal
                index += 1
            }
            targets[day] = target
        }
        return targets
    }

    /// Today where the household lives (`LARDER_TIME_ZONE`, else the server's zone).
    func today() -> CalendarDay {
        CalendarDay(clock.now(), in: clock.timeZone)
    }

    // MARK: - Reading and checking

    private func read(_ row: NutritionProfile) throws -> Profile {
        let birth = row.birthDate
        let body = BodyProfile(
            sex: row.sex,
            age: today().years(since: birth),
            weightKg: row.weightKg,
            heightCm: row.heightCm,
            activity: row.activityLevel,
            goal: row.goal,
            formula: row.formula,
            macroSplit: MacroSplit(
                proteinPercent: row.proteinPercent, fatPercent: row.fatPercent, carbohydratePercent: row.carbohydratePercent))
        return Profile(
            birthDate: birth, heightUnit: row.heightUnit,
            weightUnit: row.weightUnit, body: body, targets: EnergyTargets(body))
    }

    /// A day written "YYYY-MM-DD", or a 400 naming the field.
    static func day(_ text: String, field: String) throws -> CalendarDay {
        guard let day = CalendarDay(parsing: text.trimmingCharacters(in: .whitespaces)) else {
            throw AppError.invalid(field, .nutritionErrorDateInvalid, [field])
        }
        return day
    }

    private static func height(_ input: Input) throws -> (Double, HeightUnit) {
        if let cm = input.heightCm {
            guard input.heightFeet == nil, input.heightInches == nil else {
                throw AppError.invalid("heightFeet", .nutritionErrorHeightEitherOr)
            }
            return (cm, .cm)
        }
        guard let feet = input.heightFeet else { throw AppError.invalid("heightCm", .nutritionErrorHeightEitherOr) }
        let inches = input.heightInches ?? 0
        guard (0...9).contains(feet) else { throw AppError.invalid("heightFeet", .errorFieldOutOfRange, ["heightFeet", "0", "9"]) }
        guard inches.isFinite, inches >= 0, inches < 12 else {
            throw AppError.invalid("heightInches", .errorFieldOutOfRange, ["heightInches", "0", "11.9"])
        }
        let cm = BodyUnits.centimeters(feet: Double(feet), inches: inches)
        guard BodyProfile.Limits.heightCm.contains(cm) else {
            throw AppError.invalid("heightFeet", .errorFieldOutOfRange, ["heightFeet", "1 ft 8 in", "8 ft 11 in"])
        }
        return (cm, .ftIn)
    }

    private static func weight(_ input: Input) throws -> (Double, WeightUnit) {
        switch (input.weightKg, input.weightLb) {
        case (let kg?, nil): return (kg, .kg)
        case (nil, let lb?):
            let kg = BodyUnits.kilograms(pounds: lb)
            guard lb.isFinite, BodyProfile.Limits.weightKg.contains(kg) else {
                throw AppError.invalid("weightLb", .errorFieldOutOfRange, ["weightLb", "44.1", "1102.3"])
            }
            return (kg, .lb)
        case (nil, nil): throw AppError.invalid("weightKg", .nutritionErrorWeightEitherOr)
        case (_?, _?): throw AppError.invalid("weightLb", .nutritionErrorWeightEitherOr)
        }
    }

    private static func validated(_ body: BodyProfile) throws -> BodyProfile {
        do {
            return try body.validated()
        } catch {
            throw AppError(dietProblem: error)
        }
    }
}

extension AppError {
    /// A core diet rule's refusal, as the API says it.
    init(dietProblem problem: DietInputProblem) {
        switch problem {
        case .outOfRange(let field, let low, let high):
            self = .invalid(field, .errorFieldOutOfRange, [field, DietText.number(low), DietText.number(high)])
        case .macroSplitNot100(let field):
            self = .invalid(field, .nutritionErrorMacroSplit)
        case .invalidDate(let field):
            self = .invalid(field, .nutritionErrorDateInvalid, [field])
        case .negative(let field):
            self = .invalid(field, .errorFieldOutOfRange, [field, "0", "∞"])
        }
    }
}
