import Fluent
import Foundation
import LarderCore

/// Extras: simple foods one member has beside a day's dishes. The fill plans them from the
/// starter foods of `PlanExtras` (a pot of yoghurt, a slice of bread) where the shared dishes
/// alone cannot meet that member's targets; a member may add any food by hand.
extension PlannerService {
    struct NewExtra: Sendable {
        var day: String
        var meal: Meal
        var userID: String
        var foodID: String
        var grams: Double
    }

    enum ExtraLimits {
        static let grams = 1.0...2000.0
    }

    /// The extras of the household `access` opens (`extras(_:householdID:on:)`).
    func extras(_ range: ClosedRange<CalendarDay>, _ access: HouseholdService.Access, on db: (any Database)? = nil) async throws
        -> [PlanExtraItem]
    {
        try await extras(range, householdID: access.householdID, on: db)
    }

    /// The household's extras on the days of `range`, by day, meal and when they were added.
    func extras(_ range: ClosedRange<CalendarDay>, householdID: UUID, on db: (any Database)? = nil) async throws -> [PlanExtraItem] {
        try await PlanExtraItem.query(on: db ?? self.db)
            .filter(\.$householdID == householdID)
            .filter(\.$day ~~ Self.days(range))
            .all()
            .sorted { ($0.day, $0.meal, $0.createdAt ?? .distantPast) < ($1.day, $1.meal, $1.createdAt ?? .distantPast) }
    }

    /// Adds a food a member has beside a meal; its nutrition is worked out from the food's values.
    func addExtra(_ new: NewExtra, _ access: HouseholdService.Access) async throws -> PlanExtraItem {
        let day = try NutritionProfileService.day(new.day, field: "day")
        guard let userID = UUID(uuidString: new.userID), try await members(access).contains(where: { $0.userID == userID }) else {
            throw AppError.invalid("userId", .plannerErrorNotMember, ["userId"])
        }
        guard new.grams.isFinite, ExtraLimits.grams.contains(new.grams) else {
            throw AppError.invalid("grams", .errorFieldOutOfRange, ["grams", "1", "2000"])
        }
        guard let foodID = UUID(uuidString: new.foodID) else { throw AppError.invalid("foodId", .errorIdentifierInvalid, ["foodId"]) }
        let entry = try await foods.food(id: foodID, households: [access.householdID])
        guard let nutrition = PlanNutrition(entry.food, grams: new.grams) else {
            throw AppError.invalid("foodId", .plannerErrorFoodWithoutEnergy, ["foodId"])
        }
        let extra = PlanExtraItem(
            householdID: access.householdID, day: day, meal: new.meal, userID: userID, foodID: foodID, foodName: entry.food.name,
            grams: new.grams, nutrition: nutrition)
        try await change(access) { db in try await extra.create(on: db) }
        return extra
    }

    /// The extra, or 404 when it is not the household's.
    func extra(_ id: UUID, _ access: HouseholdService.Access, on db: (any Database)? = nil) async throws -> PlanExtraItem {
        guard let extra = try await PlanExtraItem.query(on: db ?? self.db).filter(\.$id == id).filter(\.$householdID == access.householdID).first()
        else { throw AppError.notFound(.plannerErrorExtraNotFound, field: "extraId") }
        return extra
    }

    func removeExtra(_ id: UUID, _ access: HouseholdService.Access) async throws {
        try await change(access) { db in try await self.extra(id, access, on: db).delete(on: db) }
    }

    /// The extras the fill may plan: the catalogue's starter foods, each known by its food id.
    func offeredExtras() async throws -> [PlanExtra] {
        let found = try await foods.starterFoods(slugs: Set(PlanExtras.catalogue.map(\.slug)))
        return PlanExtras.extras(from: found.map { (id: $0.id.uuidString, food: $0.food) })
    }
}

extension PlannerService {
    /// Whether a fill plans the extras of `day` afresh: a fill of the range or of that day does,
    /// a fill of one slot keeps them.
    static func replacesExtras(on day: CalendarDay, _ fill: Fill) -> Bool {
        switch fill.scope {
        case .everything: true
        case .day(let filled): filled == day
        case .slot, .nothing: false
        }
    }

    /// The extras a fill keeps, as the planner counts them.
    static func keptExtras(_ extras: [PlanExtraItem], _ fill: Fill) -> [KeptExtra] {
        extras.filter { !replacesExtras(on: $0.day, fill) }.map {
            KeptExtra(eaterID: $0.userID.uuidString, day: $0.day, nutrition: $0.nutrition)
        }
    }

    /// Replaces the extras of the days the fill planned with the plan's.
    static func storeExtras(
        _ plan: MealPlan, offered: [PlanExtra], replacing existing: [PlanExtraItem], _ fill: Fill, householdID: UUID,
        on db: any Database
    ) async throws {
        let replaced = existing.filter { replacesExtras(on: $0.day, fill) }.compactMap(\.id)
        if !replaced.isEmpty { try await PlanExtraItem.query(on: db).filter(\.$id ~~ replaced).delete() }
        let byID = Dictionary(offered.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let planned = plan.extras.compactMap { planned -> PlanExtraItem? in
            guard let extra = byID[planned.extraID], let foodID = UUID(uuidString: extra.food),
                let userID = UUID(uuidString: planned.eaterID)
            else { return nil }
            return PlanExtraItem(
                householdID: householdID, day: planned.key.day, meal: planned.key.meal, userID: userID, foodID: foodID,
                foodName: extra.title, grams: (extra.portionGrams * planned.portions).rounded(), nutrition: extra.perPortion * planned.portions)
        }
        try await planned.create(on: db)
    }
}
