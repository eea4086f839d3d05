import Foundation
import LarderCore
import Vapor

/// What `larder bench planner --stored` drives: a week filled and a member's nutrition profile saved,
/// through the same services the API uses.
extension Application {
    /// Fills breakfast, lunch and dinner of `days` days from today, as `POST …/plan/fill` does with no
    /// rules; returns how many person-days came within ±5 % of their energy target, of how many.
    package func fillPlan(days: Int, _ access: HouseholdService.Access) async throws -> (withinEnergy: Int, personDays: Int) {
        let planner = plannerService
        let first = planner.today
        let range = first...first.adding(days: days - 1)
        let week = try await planner.fill(.init(range: range, scope: .everything, meals: [.breakfast, .lunch, .dinner], rules: PlanRules()), access)
        let personDays = week.days.flatMap(\.eaters)
        return (personDays.filter(\.withinEnergyBand).count, personDays.count)
    }

    /// Gives a member a nutrition profile (and so daily targets), as the profile form does.
    package func saveNutritionProfile(
        for userID: UUID, sex: Sex, birthDate: String, heightCm: Double, weightKg: Double, activityLevel: Int
    ) async throws {
        _ = try await nutritionProfileService.save(
            .init(sex: sex, birthDate: birthDate, heightCm: heightCm, weightKg: weightKg, activityLevel: activityLevel, goal: .maintain),
            for: userID)
    }
}
