import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func addPlanExtra(_ input: Operations.addPlanExtra.Input) async throws -> Operations.addPlanExtra.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let new = PlannerService.NewExtra(day: body.day, meal: body.meal.core, userID: body.userId, foodID: body.foodId, grams: body.grams)
        let extra = try await request.planner.addExtra(new, access)
        return .created(.init(body: .json(.init(extra))))
    }

    func deletePlanExtra(_ input: Operations.deletePlanExtra.Input) async throws -> Operations.deletePlanExtra.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        try await request.planner.removeExtra(uuid(input.path.extraId, field: "extraId"), access)
        return .noContent(.init())
    }
}

extension Components.Schemas.PlanExtra {
    init(_ extra: PlanExtraItem) {
        self.init(
            id: extra.id?.uuidString ?? "", day: extra.day.description, meal: .init(extra.meal), userId: extra.userID.uuidString,
            foodId: extra.foodID.uuidString, foodName: extra.foodName, grams: extra.grams, nutrition: .init(extra.nutrition),
            eatenAt: extra.eatenAt)
    }
}
