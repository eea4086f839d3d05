import Fluent
import Foundation
import LarderCore

/// A person's food diary: entries by day and meal, with totals against their targets. The
/// diary is its owner's alone: every call is for one user, and another user's entry is
/// "not found", household or not.
struct DiaryService {
    let db: any Database
    let foods: FoodService
    let recipes: RecipeService
    let profiles: NutritionProfileService
    let clock: LarderClock

    /// An entry as asked for, before it is checked.
    struct Draft: Sendable {
        var kind: DiaryEntryKind
        var meal: Meal
        var foodID: UUID?
        var amount: Double?
        var unit: String?
        var recipeID: UUID?
        var servings: Double?
        var name: String?
        var energyKcal: Double?
        var protein: Double?
        var fat: Double?
        var carbohydrate: Double?
    }

    /// Changes to an entry; nil leaves a field as it is.
    struct Change: Sendable {
        var day: String?
        var meal: Meal?
        var amount: Double?
        var unit: String?
        var servings: Double?
        var name: String?
        var energyKcal: Double?
        var protein: Double?
        var fat: Double?
        var carbohydrate: Double?
    }

    /// A day of the diary with its totals.
    struct Day: Sendable {
        var day: CalendarDay
        /// In meal order, then the order they were logged.
        var entries: [DiaryEntry]
        var targets: EnergyTargets?

        func entries(of meal: Meal) -> [DiaryEntry] { entries.filter { $0.meal == meal } }

        func totals(of meal: Meal) -> NutrientValues { Self.sum(entries(of: meal)) }

        var totals: NutrientValues { Self.sum(entries) }

        /// The daily target minus the energy logged; nil without a target.
        var remainingKcal: Int? {
            targets.map { $0.dailyKcal - Int((totals[.energyKcal] ?? 0).rounded()) }
        }

        static func sum(_ entries: [DiaryEntry]) -> NutrientValues {
            var total = NutrientValues()
            for entry in entries { total.add(entry.nutrients) }
            return total
        }
    }

    /// What an entry counts, worked out from its food, recipe or figures.
    struct Counted: Sendable {
        var name: String
        var foodID: UUID?
        var amount: Double?
        var unit: String?
        var grams: Double?
        var recipeID: UUID?
        var servings: Double?
        var nutrients: NutrientValues
    }

    static let recipeServingsLimit = 0.0...1000.0
    static let quickKcalLimit = 20_000.0
    static let quickGramsLimit = 2000.0
    static let nameLimit = 100
    static let unitLimit = 40

    // MARK: Reading

    func day(_ day: CalendarDay, for userID: UUID) async throws -> Day {
        let entries = try await DiaryEntry.query(on: db)
            .filter(\.$userID == userID).filter(\.$day == day)
            .sort(\.$loggedAt).sort(\.$id).all()
        let ordered = Meal.allCases.flatMap { meal in entries.filter { $0.meal == meal } }
        return Day(day: day, entries: ordered, targets: try await profiles.profile(of: userID)?.targets)
    }

    // MARK: Writing

    func add(_ draft: Draft, on day: CalendarDay, by user: Person) async throws -> DiaryEntry {
        let counted = try await count(draft, for: user)
        let entry = try Self.entry(counted, kind: draft.kind, day: day, meal: draft.meal, userID: user.id, loggedAt: clock.now())
        try await entry.create(on: db)
        return entry
    }

    func update(_ id: UUID, with change: Change, by user: Person) async throws -> DiaryEntry {
        let entry = try await owned(id, by: user)
        if let text = change.day { entry.day = try NutritionProfileService.day(text, field: "date") }
        if let meal = change.meal { entry.meal = meal }
        switch entry.kind {
        case .food:
            try Self.refuse(change.servings, "servings", for: .food)
            try Self.refuse(change.name, "name", for: .food)
            try Self.refuseFigures(change, for: .food)
            if change.amount != nil || change.unit != nil {
                var draft = Draft(kind: .food, meal: entry.meal)
                draft.foodID = entry.foodID
                draft.amount = change.amount ?? entry.amount
                draft.unit = change.unit ?? entry.unit
                try Self.apply(try await count(draft, for: user), to: entry)
            }
        case .recipe:
            try Self.refuse(change.amount, "amount", for: .recipe)
            try Self.refuse(change.unit, "unit", for: .recipe)
            try Self.refuse(change.name, "name", for: .recipe)
            try Self.refuseFigures(change, for: .recipe)
            if let servings = change.servings {
                try Self.checkServings(servings)
                let before = entry.servings ?? 1
                entry.nutrients = entry.nutrients.scaled(by: before > 0 ? servings / before : 1)
                entry.servings = servings
            }
        case .quick:
            try Self.refuse(change.amount, "amount", for: .quick)
            try Self.refuse(change.unit, "unit", for: .quick)
            try Self.refuse(change.servings, "servings", for: .quick)
            let current = entry.nutrients
            var draft = Draft(kind: .quick, meal: entry.meal)
            draft.name = change.name ?? entry.name
            draft.energyKcal = change.energyKcal ?? current[.energyKcal]
            draft.protein = change.protein ?? current[.protein]
            draft.fat = change.fat ?? current[.fat]
            draft.carbohydrate = change.carbohydrate ?? current[.carbohydrate]
            try Self.apply(try Self.quick(draft), to: entry)
        }
        try await entry.save(on: db)
        return entry
    }

    func delete(_ id: UUID, by user: Person) async throws {
        try await owned(id, by: user).delete(on: db)
    }

    /// Copies a day, or one meal of it, to another day (and meal); returns the day copied to.
    func copy(from source: CalendarDay, meal: Meal?, to target: CalendarDay, toMeal: Meal?, by user: Person) async throws -> Day {
        let userID = user.id
        if source == target, meal == nil || (toMeal ?? meal) == meal {
            throw AppError.invalid("toDate", .nutritionErrorCopySameDay)
        }
        let from = try await day(source, for: userID)
        let entries = meal.map { from.entries(of: $0) } ?? from.entries
        let start = clock.now()
        let copies = entries.enumerated().map { offset, entry in
            entry.copy(
                to: target, meal: meal == nil ? entry.meal : (toMeal ?? entry.meal),
                loggedAt: start.addingTimeInterval(Double(offset) / 1000))
        }
        if !copies.isEmpty {
            try await db.transaction { db in try await copies.create(on: db) }
        }
        return try await day(target, for: userID)
    }

    /// Logs servings of a recipe the person ate: for the pantry's "cook" to call when someone
    /// cooks from the pantry and says how much they had. The person must be able to read the recipe.
    func logRecipeServings(user: Person, recipe recipeID: UUID, servings: Double, date: CalendarDay, meal: Meal) async throws
        -> DiaryEntry
    {
        var draft = Draft(kind: .recipe, meal: meal)
        draft.recipeID = recipeID
        draft.servings = servings
        return try await add(draft, on: date, by: user)
    }

    /// Logs grams of a food the person ate: for the planner, when a planned meal with their
    /// extras beside it is cooked.
    func logFood(user: Person, food foodID: UUID, grams: Double, date: CalendarDay, meal: Meal) async throws -> DiaryEntry {
        var draft = Draft(kind: .food, meal: meal)
        draft.foodID = foodID
        draft.amount = grams
        draft.unit = "g"
        return try await add(draft, on: date, by: user)
    }

    // MARK: Working out what an entry counts

    /// What `draft` counts, checked: a 400 naming the field, or 404 for a food or recipe the
    /// person cannot see.
    func count(_ draft: Draft, for user: Person) async throws -> Counted {
        switch draft.kind {
        case .food:
            try Self.refuse(draft.recipeID, "recipeId", for: .food)
            try Self.refuse(draft.servings, "servings", for: .food)
            try Self.refuseFigures(draft, for: .food)
            guard let foodID = draft.foodID else { throw AppError.invalid("foodId", .errorFieldRequired, ["foodId"]) }
            guard let amount = draft.amount else { throw AppError.invalid("amount", .errorFieldRequired, ["amount"]) }
            guard let unit = draft.unit else { throw AppError.invalid("unit", .errorFieldRequired, ["unit"]) }
            let viewer = try await RecipeViewer.of(user, on: db)
            let entry = try await foods.food(id: foodID, households: viewer.householdIDs)
            let grams = try Self.grams(amount, unit, of: entry.food)
            let key = entry.food.diaryUnits.choice(for: unit)?.key ?? unit
            return Counted(
                name: entry.food.name, foodID: foodID, amount: amount, unit: key, grams: grams,
                nutrients: entry.food.nutrients(inGrams: grams))
        case .recipe:
            try Self.refuse(draft.foodID, "foodId", for: .recipe)
            try Self.refuse(draft.amount, "amount", for: .recipe)
            try Self.refuse(draft.unit, "unit", for: .recipe)
            try Self.refuseFigures(draft, for: .recipe)
            guard let recipeID = draft.recipeID else { throw AppError.invalid("recipeId", .errorFieldRequired, ["recipeId"]) }
            guard let servings = draft.servings else { throw AppError.invalid("servings", .errorFieldRequired, ["servings"]) }
            try Self.checkServings(servings)
            let loaded = try await recipes.readable(recipeID, for: RecipeViewer.of(user, on: db))
            let perServing = recipes.nutrition(of: loaded).perServing ?? NutrientValues()
            return Counted(
                name: loaded.recipe.title, recipeID: recipeID, servings: servings, nutrients: perServing.scaled(by: servings))
        case .quick:
            try Self.refuse(draft.foodID, "foodId", for: .quick)
            try Self.refuse(draft.amount, "amount", for: .quick)
            try Self.refuse(draft.unit, "unit", for: .quick)
            try Self.refuse(draft.recipeID, "recipeId", for: .quick)
            try Self.refuse(draft.servings, "servings", for: .quick)
            return try Self.quick(draft)
        }
    }

    /// The grams of `amount` `unit` of `food`, or a 400 naming `amount` or `unit`.
    static func grams(_ amount: Double, _ unit: String, of food: Food) throws -> Double {
        guard unit.count <= unitLimit else { throw AppError.invalid("unit", .errorFieldTooLong, ["unit", String(unitLimit)]) }
        switch food.diaryUnits.grams(amount, unit) {
        case .success(let grams): return grams
        case .failure(.amountNotPositive), .failure(.amountTooLarge):
            throw AppError.invalid("amount", .errorFieldOutOfRange, ["amount", "0", DietText.number(FoodUnits.maximumAmount)])
        case .failure(.unitNotConvertible(let text)):
            let choices = food.diaryUnits.choices.map(\.key).joined(separator: ", ")
            throw AppError.invalid("unit", .nutritionErrorUnitNotConvertible, [text, food.name, choices])
        }
    }

    private static func quick(_ draft: Draft) throws -> Counted {
        let name = (draft.name ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard name.count <= nameLimit else { throw AppError.invalid("name", .errorFieldTooLong, ["name", String(nameLimit)]) }
        guard let kcal = draft.energyKcal else { throw AppError.invalid("energyKcal", .errorFieldRequired, ["energyKcal"]) }
        var values = NutrientValues()
        for (field, nutrient, value, limit) in [
            ("energyKcal", Nutrient.energyKcal, Optional(kcal), quickKcalLimit), ("protein", .protein, draft.protein, quickGramsLimit),
            ("fat", .fat, draft.fat, quickGramsLimit), ("carbohydrate", .carbohydrate, draft.carbohydrate, quickGramsLimit),
        ] {
            guard let value else { continue }
            guard value.isFinite, value >= 0, value <= limit else {
                throw AppError.invalid(field, .errorFieldOutOfRange, [field, "0", DietText.number(limit)])
            }
            values[nutrient] = value
        }
        return Counted(name: name, nutrients: values)
    }

    private static func checkServings(_ servings: Double) throws {
        guard servings.isFinite, servings > 0, servings <= recipeServingsLimit.upperBound else {
            throw AppError.invalid("servings", .errorFieldOutOfRange, ["servings", "0", "1000"])
        }
    }

    private static func refuse(_ value: (some Any)?, _ field: String, for kind: DiaryEntryKind) throws {
        guard value == nil else { throw AppError.invalid(field, .nutritionErrorFieldNotForKind, [field, kind.rawValue]) }
    }

    private static func refuseFigures(_ draft: Draft, for kind: DiaryEntryKind) throws {
        try refuse(draft.name, "name", for: kind)
        try refuse(draft.energyKcal, "energyKcal", for: kind)
        try refuse(draft.protein, "protein", for: kind)
        try refuse(draft.fat, "fat", for: kind)
        try refuse(draft.carbohydrate, "carbohydrate", for: kind)
    }

    private static func refuseFigures(_ change: Change, for kind: DiaryEntryKind) throws {
        try refuse(change.energyKcal, "energyKcal", for: kind)
        try refuse(change.protein, "protein", for: kind)
        try refuse(change.fat, "fat", for: kind)
        try refuse(change.carbohydrate, "carbohydrate", for: kind)
    }

    static func entry(
        _ counted: Counted, kind: DiaryEntryKind, day: CalendarDay, meal: Meal, userID: UUID, loggedAt: Date
    ) throws -> DiaryEntry {
        let entry = DiaryEntry()
        entry.userID = userID
        entry.day = day
        entry.meal = meal
        entry.loggedAt = loggedAt
        entry.kind = kind
        try apply(counted, to: entry)
        return entry
    }

    private static func apply(_ counted: Counted, to entry: DiaryEntry) throws {
        entry.name = counted.name
        entry.foodID = counted.foodID
        entry.amount = counted.amount
        entry.unit = counted.unit
        entry.grams = counted.grams
        entry.recipeID = counted.recipeID
        entry.servings = counted.servings
        entry.nutrients = counted.nutrients
    }

    /// The person's own entry, or 404: another person's entry is no more visible than a missing one.
    private func owned(_ id: UUID, by user: Person) async throws -> DiaryEntry {
        guard let entry = try await DiaryEntry.find(id, on: db), entry.userID == (user.id) else {
            throw AppError.notFound(.nutritionErrorEntryNotFound, field: "entryId")
        }
        return entry
    }
}
