import Fluent
import Foundation
import LarderCore

/// A person's weighings, one a day, with the trend line through them.
struct WeightLogService {
    let db: any Database
    let profiles: NutritionProfileService

    /// Weighings between two days with the trend as of each, and the recent weekly rate.
    struct Log: Sendable {
        var points: [(id: UUID, point: WeightTrend.Point)]
        var kgPerWeek: Double?
    }

    /// How far back a trend starts when nobody says: the last 90 days are shown.
    static let defaultDays = 90

    /// Records the day's weight, replacing an earlier weighing of that day. A weighing on or
    /// after the latest one becomes the profile's weight, so the targets follow it.
    func log(_ weight: Double, unit: WeightUnit, on day: CalendarDay, for userID: UUID) async throws -> (UUID, WeightTrend.Point) {
        let kg = unit.kilograms(weight)
        guard weight.isFinite, BodyProfile.Limits.weightKg.contains(kg) else {
            let range = unit == .kg ? ["20", "500"] : ["44.1", "1102.3"]
            throw AppError.invalid("weight", .errorFieldOutOfRange, ["weight"] + range)
        }
        let profiles = profiles
        // One writer per person at a time: weighing the same day twice at once must not trip the unique day.
        let id = try await db.writeTransaction(locking: .person(userID)) { db -> UUID in
            let existing = try await WeightEntry.query(on: db).filter(\.$userID == userID).filter(\.$day == day).first()
            let entry = existing ?? WeightEntry()
            entry.userID = userID
            entry.day = day
            entry.weightKg = kg
            try await entry.save(on: db)
            let later = try await WeightEntry.query(on: db).filter(\.$userID == userID).filter(\.$day > day).count()
            if later == 0 { try await profiles.updateWeight(kg, for: userID, on: db) }
            return try entry.requireID()
        }
        let log = try await self.log(from: day, through: day, for: userID)
        guard let point = log.points.first(where: { $0.id == id })?.point else {
            return (id, WeightTrend.Point(day: day, weightKg: kg, trendKg: kg))
        }
        return (id, point)
    }

    /// The weighings from `first` to `last`, the trend counted from every earlier weighing.
    func log(from first: CalendarDay, through last: CalendarDay, for userID: UUID) async throws -> Log {
        let rows = try await WeightEntry.query(on: db)
            .filter(\.$userID == userID).filter(\.$day <= last).sort(\.$day).all()
        var ids: [CalendarDay: UUID] = [:]
        var weighings: [(day: CalendarDay, weightKg: Double)] = []
        for row in rows {
            guard let id = row.id else { continue }
            let day = row.day
            ids[day] = id
            weighings.append((day, row.weightKg))
        }
        let trend = WeightTrend(weighings)
        let points = trend.points.filter { $0.day >= first }.compactMap { point in ids[point.day].map { ($0, point) } }
        return Log(points: points, kgPerWeek: trend.kgPerWeek)
    }

    func delete(_ id: UUID, for userID: UUID) async throws {
        guard let entry = try await WeightEntry.find(id, on: db), entry.userID == userID else {
            throw AppError.notFound(.nutritionErrorWeightNotFound, field: "weightId")
        }
        try await entry.delete(on: db)
    }
}
