import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func fillMealPlan(_ input: Operations.fillMealPlan.Input) async throws -> Operations.fillMealPlan.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let fill = try PlannerFillForm(
            from: body.from, to: body.to, day: body.day, meal: body.meal?.core, meals: body.meals?.map(\.core),
            rules: body.rules.map(PlannerFillForm.Rules.init)
        ).fill()
        let week = try await request.planner.fill(fill, access)
        return .ok(.init(body: .json(.init(week, text: Localizer(user.preferredLanguage ?? .en)))))
    }

    func addMealPlanToShoppingList(_ input: Operations.addMealPlanToShoppingList.Input) async throws
        -> Operations.addMealPlanToShoppingList.Output
    {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let range = try PlannerService.range(from: body.from, to: body.to)
        let viewer = try await RecipeViewer.of(user, on: request.db)
        let outcome = try await request.planner.toShoppingList(range, access, by: user, viewer: viewer)
        return .ok(
            .init(
                body: .json(
                    .init(listId: outcome.list.id.uuidString, itemIds: outcome.itemIDs.map(\.uuidString), cooks: outcome.cooks))))
    }

    func getMealPlanFeed(_ input: Operations.getMealPlanFeed.Input) async throws -> Operations.getMealPlanFeed.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        return .ok(.init(body: .json(.init(token: try await request.planner.feedToken(access)))))
    }

    func regenerateMealPlanFeed(_ input: Operations.regenerateMealPlanFeed.Input) async throws
        -> Operations.regenerateMealPlanFeed.Output
    {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        return .ok(.init(body: .json(.init(token: try await request.planner.regenerateFeedToken(access)))))
    }

    func getMealPlanCalendar(_ input: Operations.getMealPlanCalendar.Input) async throws -> Operations.getMealPlanCalendar.Output {
        let calendar = try await request.planner.calendar(token: input.path.token)
        return .ok(.init(body: .text_calendar(.init(calendar))))
    }
}
