import Fluent
import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func listPantryItems(_ input: Operations.listPantryItems.Input) async throws -> Operations.listPantryItems.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let query = input.query
        let (page, per) = try pagination(page: query.page, per: query.per)
        if let days = query.expiringWithinDays, !(0...365).contains(days) {
            throw AppError.invalid("expiringWithinDays", .errorFieldOutOfRange, ["expiringWithinDays", "0", "365"])
        }
        if let location = query.location, location.count > PantryRules.locationLength {
            throw AppError.invalid("location", .errorFieldTooLong, ["location", String(PantryRules.locationLength)])
        }
        if let group = query.foodGroup, group.count > 100 {
            throw AppError.invalid("foodGroup", .errorFieldTooLong, ["foodGroup", "100"])
        }
        var filter = PantryService.Filter()
        filter.text = query.q ?? ""
        filter.location = query.location?.nonEmptyQuery
        filter.expiringWithinDays = query.expiringWithinDays
        filter.foodGroup = query.foodGroup?.nonEmptyQuery
        filter.lowStock = query.lowStock ?? false
        filter.includeEmpty = query.includeEmpty ?? false
        let pantry = request.pantry
        let items = try await pantry.items(filter, access)
        let shown = try await pantry.presenter(access)
        let slice = items.dropFirst((page - 1) * per).prefix(per)
        return .ok(.init(body: .json(.init(items: slice.map(shown.item), page: page, per: per, total: items.count))))
    }

    func addPantryItem(_ input: Operations.addPantryItem.Input) async throws -> Operations.addPantryItem.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let new = PantryService.NewItem(
            foodID: try body.foodId.map { try uuid($0, field: "foodId") }, name: body.name, amount: body.amount, unit: body.unit,
            location: body.location, bestBefore: body.bestBefore, openedOn: body.openedOn, barcode: body.barcode, note: body.note)
        let pantry = request.pantry
        let item = try await pantry.add(new, access, by: .person(user))
        return .created(.init(body: .json(try await pantry.presenter(access).item(item))))
    }

    func getPantryItem(_ input: Operations.getPantryItem.Input) async throws -> Operations.getPantryItem.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let pantry = request.pantry
        let item = try await pantry.item(uuid(input.path.itemId, field: "itemId"), access)
        return .ok(.init(body: .json(try await pantry.presenter(access).item(item))))
    }

    func updatePantryItem(_ input: Operations.updatePantryItem.Input) async throws -> Operations.updatePantryItem.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let changes = PantryService.ItemChanges(
            name: body.name, foodID: body.foodId, bestBefore: body.bestBefore, openedOn: body.openedOn, barcode: body.barcode,
            note: body.note)
        let pantry = request.pantry
        let item = try await pantry.edit(uuid(input.path.itemId, field: "itemId"), changes, access, by: .person(user))
        return .ok(.init(body: .json(try await pantry.presenter(access).item(item))))
    }

    func changePantryItemAmount(_ input: Operations.changePantryItemAmount.Input) async throws
        -> Operations.changePantryItemAmount.Output
    {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        guard let change = PantryService.AmountChange(rawValue: body.change.rawValue) else {
            throw AppError.invalid("change", .errorFieldValueNotAllowed, ["change"])
        }
        let pantry = request.pantry
        let item = try await pantry.changeAmount(
            uuid(input.path.itemId, field: "itemId"), change, amount: body.amount, unit: body.unit, access, by: .person(user))
        return .ok(.init(body: .json(try await pantry.presenter(access).item(item))))
    }

    func consumePantryItem(_ input: Operations.consumePantryItem.Input) async throws -> Operations.consumePantryItem.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let pantry = request.pantry
        let item = try await pantry.consume(
            uuid(input.path.itemId, field: "itemId"), amount: body.amount, unit: body.unit, access, by: .person(user))
        return .ok(.init(body: .json(try await pantry.presenter(access).item(item))))
    }

    func movePantryItem(_ input: Operations.movePantryItem.Input) async throws -> Operations.movePantryItem.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let pantry = request.pantry
        let item = try await pantry.move(uuid(input.path.itemId, field: "itemId"), to: body.location, access, by: .person(user))
        return .ok(.init(body: .json(try await pantry.presenter(access).item(item))))
    }

    func discardPantryItem(_ input: Operations.discardPantryItem.Input) async throws -> Operations.discardPantryItem.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        guard let reason = DiscardReason(rawValue: body.reason.rawValue) else {
            throw AppError.invalid("reason", .errorFieldValueNotAllowed, ["reason"])
        }
        let pantry = request.pantry
        let item = try await pantry.discard(uuid(input.path.itemId, field: "itemId"), reason: reason, access, by: .person(user))
        return .ok(.init(body: .json(try await pantry.presenter(access).item(item))))
    }

    func listExpiringPantryItems(_ input: Operations.listExpiringPantryItems.Input) async throws
        -> Operations.listExpiringPantryItems.Output
    {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        if let days = input.query.days, !(0...365).contains(days) {
            throw AppError.invalid("days", .errorFieldOutOfRange, ["days", "0", "365"])
        }
        let pantry = request.pantry
        let (days, items) = try await pantry.expiring(access, days: input.query.days)
        let shown = try await pantry.presenter(access, soonDays: days)
        let mapped = items.map(shown.item)
        return .ok(
            .init(
                body: .json(
                    .init(
                        days: days, count: mapped.count, expiredCount: mapped.filter { $0.freshness == .expired }.count, items: mapped))))
    }

    func listPantryTotals(_ input: Operations.listPantryTotals.Input) async throws -> Operations.listPantryTotals.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let totals = try await request.pantry.totals(access)
        return .ok(.init(body: .json(totals.map(Components.Schemas.PantryFoodTotal.init))))
    }

    func listPantryLocations(_ input: Operations.listPantryLocations.Input) async throws -> Operations.listPantryLocations.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        return .ok(.init(body: .json(try await request.pantry.locations(access))))
    }

    func listPantryMinimums(_ input: Operations.listPantryMinimums.Input) async throws -> Operations.listPantryMinimums.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let minimums = try await request.pantry.minimums(access)
        return .ok(.init(body: .json(minimums.map { Components.Schemas.PantryMinimum($0.0, foodName: $0.1) })))
    }

    func setPantryMinimum(_ input: Operations.setPantryMinimum.Input) async throws -> Operations.setPantryMinimum.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let (minimum, name) = try await request.pantry.setMinimum(
            foodID: uuid(input.path.foodId, field: "foodId"), amount: body.amount, unit: body.unit, access)
        return .ok(.init(body: .json(.init(minimum, foodName: name))))
    }

    func removePantryMinimum(_ input: Operations.removePantryMinimum.Input) async throws -> Operations.removePantryMinimum.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        try await request.pantry.removeMinimum(foodID: uuid(input.path.foodId, field: "foodId"), access)
        return .noContent(.init())
    }

    func getPantrySettings(_ input: Operations.getPantrySettings.Input) async throws -> Operations.getPantrySettings.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let preferences = try await request.pantry.preferences(access.householdID)
        return .ok(.init(body: .json(.init(staples: preferences.staples, expiringWithinDays: preferences.expiringDays))))
    }

    func updatePantrySettings(_ input: Operations.updatePantrySettings.Input) async throws -> Operations.updatePantrySettings.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let saved = try await request.pantry.setPreferences(
            .init(staples: body.staples, expiringDays: body.expiringWithinDays), access)
        return .ok(.init(body: .json(.init(staples: saved.staples, expiringWithinDays: saved.expiringDays))))
    }
}

extension String {
    /// The query value, or nil when it is empty (a cleared filter).
    var nonEmptyQuery: String? {
        let trimmed = trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}
