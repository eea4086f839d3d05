import Foundation
import LarderCore

/// Core and stored values as the API's schemas.
extension Components.Schemas.NutritionProfile {
    init(_ profile: NutritionProfileService.Profile) {
        let body = profile.body
        self.init(
            sex: .init(body.sex), birthDate: profile.birthDate.description, age: body.age, heightCm: body.heightCm,
            heightUnit: profile.heightUnit == .cm ? .cm : .ft_hyphen_in, weightKg: body.weightKg,
            weightUnit: profile.weightUnit == .kg ? .kg : .lb, activityLevel: body.activity.rawValue, goal: .init(body.goal),
            formula: body.formula == .harrisBenedict ? .harris_hyphen_benedict : .mifflin_hyphen_st_hyphen_jeor,
            macroSplit: .init(
                proteinPercent: body.macroSplit.proteinPercent, fatPercent: body.macroSplit.fatPercent,
                carbohydratePercent: body.macroSplit.carbohydratePercent),
            targets: .init(profile.targets))
    }
}

extension Components.Schemas.NutritionTargets {
    init(_ targets: EnergyTargets) {
        self.init(
            bmr: targets.bmr, tdee: targets.tdee, dailyKcal: targets.dailyKcal, weeklyKcal: targets.weeklyKcal,
            lose: targets.lose, maintain: targets.maintain, gain: targets.gain, proteinGrams: targets.macros.protein,
            fatGrams: targets.macros.fat, carbohydrateGrams: targets.macros.carbohydrate,
            warning: targets.lowTargetWarning.map { warning in
                .init(
                    minimumKcal: warning.minimumKcal, suggestedKcal: warning.suggestedKcal,
                    suggestedDeficit: warning.suggestedDeficit,
                    message: Localizer(.en).text(
                        .nutritionLowTargetWarning,
                        [String(targets.dailyKcal), String(warning.minimumKcal), String(warning.suggestedDeficit)]))
            })
    }
}

extension Components.Schemas.NutritionSex {
    init(_ sex: Sex) { self = sex == .male ? .male : .female }
    var core: Sex { self == .male ? .male : .female }
}

extension Components.Schemas.NutritionGoal {
    init(_ goal: WeightGoal) {
        switch goal {
        case .lose: self = .lose
        case .maintain: self = .maintain
        case .gain: self = .gain
        }
    }

    var core: WeightGoal { WeightGoal(rawValue: rawValue) ?? .maintain }
}

extension Components.Schemas.Meal {
    init(_ meal: Meal) { self = Self(rawValue: meal.rawValue) ?? .snack }
    var core: Meal { Meal(rawValue: rawValue) ?? .snack }
}

extension Components.Schemas.NutritionFood {
    init(_ entry: FoodService.Entry) {
        let food = entry.food
        self.init(
            id: entry.id.uuidString, name: food.name, group: food.group, source: .init(food.source),
            householdId: entry.household?.householdID.uuidString, barcode: entry.household?.barcode,
            nutrients: .init(food.nutrients),
            portions: food.portions.map { .init(amount: $0.amount, description: $0.description, grams: $0.grams) },
            units: food.diaryUnits.choices.map(Components.Schemas.FoodUnit.init))
    }
}

extension Components.Schemas.FoodUnit {
    init(_ choice: FoodUnitChoice) {
        self.init(key: choice.key, gramsPerUnit: choice.gramsPerUnit, step: choice.step)
    }
}

extension Components.Schemas.DiaryEntry {
    init(_ entry: DiaryEntry) {
        self.init(
            id: entry.id?.uuidString ?? "", date: entry.day.description, meal: .init(entry.meal),
            kind: .init(entry.kind), name: entry.name,
            foodId: entry.foodID?.uuidString, amount: entry.amount, unit: entry.unit, grams: entry.grams,
            recipeId: entry.recipeID?.uuidString, servings: entry.servings, nutrients: .init(entry.nutrients))
    }
}

extension Components.Schemas.DiaryDay {
    init(_ day: DiaryService.Day) {
        self.init(
            date: day.day.description,
            meals: Meal.allCases.map { meal in
                .init(
                    meal: .init(meal), entries: day.entries(of: meal).map(Components.Schemas.DiaryEntry.init),
                    totals: .init(day.totals(of: meal)))
            },
            totals: .init(day.totals), targets: day.targets.map(Components.Schemas.NutritionTargets.init),
            remainingKcal: day.remainingKcal, previousDate: day.day.adding(days: -1).description,
            nextDate: day.day.adding(days: 1).description)
    }
}

extension Components.Schemas.DiaryCart {
    init(_ cart: DiaryService.Cart) {
        self.init(
            items: cart.lines.map { line in
                .init(
                    id: line.item.id?.uuidString ?? "", foodId: line.food.id.uuidString, name: line.food.food.name,
                    amount: line.item.amount, unit: line.item.unit, grams: line.grams, step: line.step,
                    units: line.units.choices.map(Components.Schemas.FoodUnit.init), nutrients: .init(line.nutrients))
            },
            totals: .init(cart.totals))
    }
}

extension Components.Schemas.WeightEntry {
    init(id: UUID, _ point: WeightTrend.Point) {
        self.init(id: id.uuidString, date: point.day.description, weightKg: point.weightKg, trendKg: point.trendKg)
    }
}

extension Components.Schemas.DiaryEntryKind {
    init(_ kind: DiaryEntryKind) {
        switch kind {
        case .food: self = .food
        case .recipe: self = .recipe
        case .quick: self = .quick
        }
    }
}
