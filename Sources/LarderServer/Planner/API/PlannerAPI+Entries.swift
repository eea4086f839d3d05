import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func getMealPlan(_ input: Operations.getMealPlan.Input) async throws -> Operations.getMealPlan.Output {
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let range = try PlannerService.range(from: input.query.from, to: input.query.to)
        let week = try await request.planner.week(range, access)
        return .ok(.init(body: .json(.init(week, text: Localizer(user.preferredLanguage ?? .en)))))
    }

    func addPlanEntry(_ input: Operations.addPlanEntry.Input) async throws -> Operations.addPlanEntry.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let new = PlannerService.NewEntry(
            day: body.day, meal: body.meal.core, recipeID: body.recipeId, portions: body.portions?.map(\.core), locked: body.locked,
            note: body.note)
        let viewer = try await RecipeViewer.of(user, on: request.db)
        let entry = try await request.planner.add(new, access, viewer: viewer)
        return .created(.init(body: .json(.init(entry))))
    }

    func updatePlanEntry(_ input: Operations.updatePlanEntry.Input) async throws -> Operations.updatePlanEntry.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let change = PlannerService.EntryChange(
            day: body.day, meal: body.meal?.core, portions: body.portions?.map(\.core), locked: body.locked, note: body.note)
        let entry = try await request.planner.update(uuid(input.path.entryId, field: "entryId"), change, access)
        return .ok(.init(body: .json(.init(entry))))
    }

    func deletePlanEntry(_ input: Operations.deletePlanEntry.Input) async throws -> Operations.deletePlanEntry.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        try await request.planner.remove(uuid(input.path.entryId, field: "entryId"), access)
        return .noContent(.init())
    }

    func swapPlanEntries(_ input: Operations.swapPlanEntries.Input) async throws -> Operations.swapPlanEntries.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        try await request.planner.swap(
            uuid(input.path.entryId, field: "entryId"), with: uuid(body.otherEntryId, field: "otherEntryId"), access)
        return .noContent(.init())
    }

    func copyMealPlan(_ input: Operations.copyMealPlan.Input) async throws -> Operations.copyMealPlan.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let copies = try await request.planner.copy(from: body.from, to: body.to, days: body.days, access)
        return .created(.init(body: .json(copies.map { Components.Schemas.PlanEntry($0) })))
    }

    func cookPlanEntry(_ input: Operations.cookPlanEntry.Input) async throws -> Operations.cookPlanEntry.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let viewer = try await RecipeViewer.of(user, on: request.db)
        let outcome = try await request.planner.cook(
            uuid(input.path.entryId, field: "entryId"), logToDiary: body.logToDiary ?? true, access, by: user, viewer: viewer)
        switch outcome {
        case .cooked(let entry, let receipt, let diaryEntries):
            return .ok(.init(body: .json(.init(entry: .init(entry), cook: receipt.map(Components.Schemas.CookResult.init), diaryEntries: diaryEntries))))
        case .short(let shortfall):
            let message = Localizer(.en).text(.pantryErrorCookShort, [shortfall.missing.map(\.name).joined(separator: ", ")])
            return .conflict(
                .init(
                    body: .json(
                        .init(
                            error: .init(code: "conflict", message: message), recipeId: shortfall.recipeID.uuidString,
                            recipeTitle: shortfall.recipeTitle, servings: shortfall.servings,
                            missing: shortfall.missing.map(Components.Schemas.CookMissing.init)))))
        }
    }

    func remindPlanEntryPreparation(_ input: Operations.remindPlanEntryPreparation.Input) async throws
        -> Operations.remindPlanEntryPreparation.Output
    {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let reminder = try await request.planner.remindPreparation(
            uuid(input.path.entryId, field: "entryId"), access, text: request.web.text)
        return .created(
            .init(
                body: .json(
                    .init(
                        reminderId: reminder.id.uuidString, title: reminder.title, due: reminder.due,
                        preparation: reminder.preparation.compactMap { .init(rawValue: $0.rawValue) }))))
    }
}
