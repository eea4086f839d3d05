import Foundation
import LarderCore

/// A fill as the API or the web form sends it, checked into the planner's terms: a 400 naming
/// the field for anything out of range.
struct PlannerFillForm: Sendable {
    struct CountRule: Sendable {
        var category: String?
        var tag: String?
        var atLeast: Int?
        var atMost: Int?
    }

    struct Rules: Sendable {
        var noRepeatDays: Int?
        var weeklyCounts: [CountRule]?
        var weekdayMaxMinutes: Int?
        var leastRecentlyCookedFirst: Bool?
    }

    var from: String
    var to: String
    var day: String?
    var meal: Meal?
    var meals: [Meal]?
    var rules: Rules?

    func fill() throws -> PlannerService.Fill {
        let range = try PlannerService.range(from: from, to: to)
        let meals = meals.map { Array(Set($0)).sorted() } ?? [.breakfast, .lunch, .dinner]
        guard !meals.isEmpty else { throw AppError.invalid("meals", .errorFieldRequired, ["meals"]) }
        var scope = PlanScope.everything
        if let day {
            let chosen = try NutritionProfileService.day(day, field: "day")
            guard range.contains(chosen) else { throw AppError.invalid("day", .plannerErrorDayOutside, ["day"]) }
            scope = meal.map { .slot(PlanSlotKey(chosen, $0)) } ?? .day(chosen)
        } else if meal != nil {
            throw AppError.invalid("day", .errorFieldRequired, ["day"])
        }
        if case .slot(let key) = scope, !meals.contains(key.meal) {
            throw AppError.invalid("meal", .errorFieldValueNotAllowed, ["meal"])
        }
        return PlannerService.Fill(range: range, scope: scope, meals: meals, rules: try Self.rules(rules ?? Rules()))
    }

    static func rules(_ rules: Rules) throws -> PlanRules {
        let limits = PlannerService.Limits.self
        let noRepeat = rules.noRepeatDays ?? 0
        try check(noRepeat, limits.noRepeatDays, "rules.noRepeatDays")
        if let minutes = rules.weekdayMaxMinutes { try check(minutes, limits.minutes, "rules.weekdayMaxMinutes") }
        let counts = rules.weeklyCounts ?? []
        guard counts.count <= limits.countRules else {
            throw AppError.invalid("rules.weeklyCounts", .errorFieldTooMany, ["rules.weeklyCounts", String(limits.countRules)])
        }
        let weekly = try counts.enumerated().map { index, rule -> WeeklyCountRule in
            let field = "rules.weeklyCounts[\(index)]"
            let selector: RecipeSelector
            switch (rule.category.flatMap(RecipeCategory.init(rawValue:)), rule.tag?.trimmingCharacters(in: .whitespaces)) {
            case (let category?, nil): selector = .category(category)
            case (nil, let tag?) where !tag.isEmpty && tag.count <= 50: selector = .tag(tag)
            default: throw AppError.invalid("\(field).category", .plannerErrorCountRule, ["\(field).category"])
            }
            if let least = rule.atLeast { try check(least, limits.weeklyCount, "\(field).atLeast") }
            if let most = rule.atMost { try check(most, limits.weeklyCount, "\(field).atMost") }
            if let least = rule.atLeast, let most = rule.atMost, least > most {
                throw AppError.invalid("\(field).atMost", .errorFieldOutOfRange, ["\(field).atMost", String(least), "21"])
            }
            return WeeklyCountRule(selector, atLeast: rule.atLeast, atMost: rule.atMost)
        }
        return PlanRules(
            noRepeatDays: noRepeat, weeklyCounts: weekly, weekdayMaxMinutes: rules.weekdayMaxMinutes,
            preferLeastRecentlyCooked: rules.leastRecentlyCookedFirst ?? true)
    }

    static func check(_ value: Int, _ range: ClosedRange<Int>, _ field: String) throws {
        guard range.contains(value) else {
            throw AppError.invalid(field, .errorFieldOutOfRange, [field, String(range.lowerBound), String(range.upperBound)])
        }
    }
}
