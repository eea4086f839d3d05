import Fluent
import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func getPantryItemHistory(_ input: Operations.getPantryItemHistory.Input) async throws -> Operations.getPantryItemHistory.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let views = try await request.pantry.history(of: uuid(input.path.itemId, field: "itemId"), access)
        return .ok(.init(body: .json(views.map(Components.Schemas.PantryLedgerEntry.init))))
    }

    func listPantryLedger(_ input: Operations.listPantryLedger.Input) async throws -> Operations.listPantryLedger.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let (views, total) = try await request.pantry.ledger(access, page: page, per: per)
        return .ok(
            .init(
                body: .json(
                    .init(
                        items: views.map(Components.Schemas.PantryLedgerEntry.init), page: page, per: per, total: total))))
    }

    func undoPantryLedgerEntry(_ input: Operations.undoPantryLedgerEntry.Input) async throws -> Operations.undoPantryLedgerEntry.Output {
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let pantry = request.pantry
        let (entries, items) = try await pantry.undo(uuid(input.path.entryId, field: "entryId"), access, by: .person(user))
        let shown = try await pantry.presenter(access)
        return .ok(
            .init(
                body: .json(
                    .init(
                        entries: entries.map(Components.Schemas.PantryLedgerEntry.init), items: try items.map(shown.item)))))
    }
}

extension LarderAPI {
    func cookRecipe(_ input: Operations.cookRecipe.Input) async throws -> Operations.cookRecipe.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(body.householdId)
        let recipeID = try uuid(input.path.recipeId, field: "recipeId")
        let diaryLog = try body.logToDiary.map { try PantryDiaryLog(meal: $0.meal.core, date: $0.date, servings: $0.servings) }
        let viewer = try await RecipeViewer.of(user, on: request.db)
        switch try await request.pantry.cook(recipeID, servings: body.servings, access, viewer: viewer, by: .person(user)) {
        case .cooked(let receipt):
            try await diaryLog?.log(receipt.recipeID, for: user, on: request)
            return .ok(
                .init(
                    body: .json(
                        .init(
                            recipeId: receipt.recipeID.uuidString, recipeTitle: receipt.recipeTitle, servings: receipt.servings,
                            operationId: receipt.operationID.uuidString,
                            used: receipt.used.map { use in
                                .init(
                                    itemId: use.item.id?.uuidString ?? "", name: use.item.name, amount: use.amount, unit: use.item.unit,
                                    display: use.item.stockUnit.format(use.amount), remaining: use.item.amount)
                            },
                            skipped: receipt.skipped.map { .init(text: $0.text, reason: .init(rawValue: $0.reason.rawValue) ?? .optional) })
                    )))
        case .short(let shortfall):
            let names = shortfall.missing.map(\.name).joined(separator: ", ")
            let message = Localizer(.en).text(.pantryErrorCookShort, [names])
            return .conflict(
                .init(
                    body: .json(
                        .init(
                            error: .init(code: "conflict", message: message), recipeId: shortfall.recipeID.uuidString,
                            recipeTitle: shortfall.recipeTitle, servings: shortfall.servings,
                            missing: shortfall.missing.map(Components.Schemas.CookMissing.init)))))
        }
    }

    func addPantryShortfallToShoppingList(_ input: Operations.addPantryShortfallToShoppingList.Input) async throws
        -> Operations.addPantryShortfallToShoppingList.Output
    {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        if let servings = body.servings, !(1...1000).contains(servings) {
            throw AppError.invalid("servings", .errorFieldOutOfRange, ["servings", "1", "1000"])
        }
        var recipeID: UUID?
        var recipeTitle: String?
        if let id = body.recipeId {
            let viewer = try await RecipeViewer.of(user, on: request.db)
            let recipe = try await request.recipes.visible(uuid(id, field: "recipeId"), for: viewer)
            recipeID = try recipe.requireID()
            recipeTitle = recipe.title
        }
        let missing: [PantryService.Missing] = try body.missing.enumerated().map { index, line in
            // The recipe's line is only echoed back, but it is held to the document's limit too.
            if line.text.count > 500 { throw AppError.invalid("missing[\(index)].text", .errorFieldTooLong, ["missing[\(index)].text", "500"]) }
            return .init(
                name: line.name, unit: line.unit, shortfall: line.shortfall,
                foodID: try line.foodId.map { try uuid($0, field: "missing[\(index)].foodId") },
                needed: line.needed, available: line.available)
        }
        let lines = try await request.pantry.addToShoppingList(
            missing, recipeID: recipeID,
            recipeTitle: recipeTitle, servings: body.servings, access, by: user)
        return .created(.init(body: .json(.init(lines: lines))))
    }

    func listCookableRecipes(_ input: Operations.listCookableRecipes.Input) async throws -> Operations.listCookableRecipes.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let (items, staples) = try await request.pantry.cookable(
            access, limit: input.query.limit ?? 20, maxMissing: input.query.maxMissing)
        return .ok(
            .init(
                body: .json(
                    .init(
                        items: items.map { cookable in
                            let match = cookable.match
                            return .init(
                                recipeId: match.recipeID.uuidString, title: match.title,
                                photoUrl: cookable.facts.photo.map(RecipePresenter.photoPath), totalMinutes: cookable.facts.totalMinutes,
                                servings: cookable.facts.servings, ingredientCount: match.required, inStockCount: match.inStock,
                                missingCount: match.missingCount, stockShare: match.share, usesExpiring: match.expiringUse,
                                missing: match.missing.map(Components.Schemas.CookMissing.init))
                        },
                        staples: staples))))
    }
}
