import Fluent
import Foundation
import LarderCore
import SQLKit

/// Looking back over the diary: progress against the target, and the CSV export.
extension DiaryService {
    enum Period: String, Sendable {
        case week, month

        /// A week is the last 7 days, a month the last 30.
        var days: Int { self == .week ? 7 : 30 }
    }

    /// How far back a streak is followed.
    static let streakHorizonDays = 366
    /// The longest range one export covers.
    static let exportLimitDays = 366

    /// Energy eaten each day of the period ending on `last`, against today's target.
    func progress(_ period: Period, endingOn last: CalendarDay, for userID: UUID) async throws -> IntakeProgress {
        let first = last.adding(days: -(period.days - 1))
        let entries = try await entries(from: first, through: last, for: userID)
        var intake: [CalendarDay: Double] = [:]
        for entry in entries { intake[entry.day, default: 0] += entry.nutrients[.energyKcal] ?? 0 }
        let horizon = last.adding(days: -Self.streakHorizonDays)
        let rows = try await db.sql().select().distinct().column("day").from(DiaryEntry.schema)
            .where("user_id", .equal, SQLBind(userID))
            .where("day", .greaterThanOrEqual, SQLBind(horizon.description))
            .where("day", .lessThanOrEqual, SQLBind(last.description))
            .all()
        let logged = Set(try rows.compactMap { CalendarDay(parsing: try $0.decode(column: "day", as: String.self)) })
        let target = try await profiles.profile(of: userID)?.targets.dailyKcal
        let targets = try await profiles.dailyTargets(from: first, through: last, current: target, for: userID)
        return IntakeProgress(from: first, through: last, intake: intake, target: target, dailyTargets: targets, loggedDays: logged)
    }

    /// The diary from `first` to `last` as CSV.
    func export(from first: CalendarDay, through last: CalendarDay, for userID: UUID) async throws -> String {
        guard first <= last, last.days(since: first) < Self.exportLimitDays else {
            throw AppError.invalid("to", .nutritionErrorRangeTooLong, [String(Self.exportLimitDays)])
        }
        let entries = try await entries(from: first, through: last, for: userID)
        let mealOrder = Dictionary(uniqueKeysWithValues: Meal.allCases.enumerated().map { ($1, $0) })
        let sorted = entries.sorted {
            ($0.day, mealOrder[$0.meal] ?? 0, $0.loggedAt) < ($1.day, mealOrder[$1.meal] ?? 0, $1.loggedAt)
        }
        return DiaryCSV.text(
            sorted.map { entry in
                DiaryCSV.Row(
                    day: entry.day, meal: entry.meal, kind: entry.kind.rawValue, name: entry.name, amount: entry.amount,
                    unit: entry.unit, grams: entry.grams, servings: entry.servings, nutrients: entry.nutrients)
            })
    }

    private func entries(from first: CalendarDay, through last: CalendarDay, for userID: UUID) async throws -> [DiaryEntry] {
        try await DiaryEntry.query(on: db)
            .filter(\.$userID == userID)
            .filter(\.$day >= first).filter(\.$day <= last)
            .sort(\.$day).sort(\.$loggedAt).all()
    }
}
