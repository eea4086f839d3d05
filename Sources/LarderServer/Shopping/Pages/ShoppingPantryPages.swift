import Foundation
import LarderCore
import Vapor

/// Where a list meets the pantry: the "bought → pantry" dialog, and putting the foods that run
/// low on a list (from the list page, or from the pantry's "running low" view onto the default
/// list). Someone outside the household is told the list does not exist.
struct ShoppingPantryPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(ShoppingRoute.bought(.key), use: boughtDialog)
        routes.post(ShoppingRoute.bought(.key), use: stockBought)
        routes.post(ShoppingRoute.lowStock(.key), use: addLowStock)
        routes.post(ShoppingRoute.lowStockToDefaultList(.key), use: addLowStockToDefaultList)
    }

    @Sendable
    func boughtDialog(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let plans = try await request.pantry.boughtPlans(for: list.ref)
        let locations = try await request.pantry.locations(access)
        let model = ShoppingBoughtPage.Model(list: try ShoppingListLink(list), plans: plans, locations: locations)
        return ShoppingBoughtPage.View(context: request.web, model: model).response()
    }

    /// Moves the items left ticked in the dialog, each with what was changed in its row; the
    /// amount counts as changed only when its text differs from what the dialog showed.
    @Sendable
    func stockBought(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let form = try request.content.decode([String: String].self)
        let plans = try await request.pantry.boughtPlans(for: list.ref)
        var choices: [PantryService.BoughtChoice] = []
        for plan in plans where form["include-\(plan.itemID)"] == "on" {
            let id = plan.itemID.uuidString
            var choice = PantryService.BoughtChoice(itemID: plan.itemID)
            if let location = form["location-\(id)"], location != plan.location { choice.location = location }
            if let date = form["bestBefore-\(id)"]?.trimmingCharacters(in: .whitespaces), date != (plan.bestBefore ?? "") {
                choice.bestBefore = date
            }
            if plan.amounts.count == 1, let shown = plan.amounts.first {
                let amountText = form["amount-\(id)"]?.trimmingCharacters(in: .whitespaces) ?? ""
                let unitText = form["unit-\(id)"]?.trimmingCharacters(in: .whitespaces) ?? ""
                if amountText != AmountFormatter.string(shown.amount, style: .decimal) || unitText != shown.unit.code {
                    choice.amount = Double(amountText.replacingOccurrences(of: ",", with: ".")) ?? .nan
                    choice.unit = unitText
                }
            }
            choices.append(choice)
        }
        guard !choices.isEmpty else {
            request.setFlash(.error, request.web.text[.shoppingBoughtNothingChosen])
            return request.redirect(to: ShoppingRoute.bought(.value(try list.requireID())))
        }
        do {
            let stocked = try await request.pantry.stockBought(
                from: list.ref, location: nil, choices: choices, access, by: try request.requireWebUser())
            request.setFlash(.success, request.web.text.text(.shoppingFlashBought, [String(stocked.removedItemCount), String(stocked.items.count)]))
            return request.redirect(to: ShoppingRoute.list(.value(try list.requireID())))
        } catch let error as AppError where error.kind == .invalidInput {
            request.setFlash(.error, Self.message(error, choices: choices, plans: plans, text: request.web.text))
            return request.redirect(to: ShoppingRoute.bought(.value(try list.requireID())))
        }
    }

    /// The API names the field at fault "items[2].bestBefore"; the dialog names the item and the
    /// field's label instead.
    private static func message(
        _ error: AppError, choices: [PantryService.BoughtChoice], plans: [PantryService.BoughtPlan], text: Localizer
    ) -> String {
        guard let field = error.field, field.hasPrefix("items["), let close = field.firstIndex(of: "]"),
            let index = Int(field[field.index(field.startIndex, offsetBy: 6)..<close]), choices.indices.contains(index),
            let plan = plans.first(where: { $0.itemID == choices[index].itemID })
        else { return text.sentence(for: error) }
        let labels: [String: Phrase] = [
            "location": .pantryFieldLocation, "bestBefore": .shoppingBoughtBestBefore, "amount": .shoppingBoughtAmount,
            "unit": .shoppingBoughtUnit,
        ]
        let name = field[field.index(after: close)...].drop(while: { $0 == "." })
        let label = labels[String(name)].map { text[$0] } ?? String(name)
        return "\(plan.name): " + text.text(error.phrase, error.arguments.map { $0 == field ? label : $0 })
    }

    @Sendable
    func addLowStock(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        try await addLowStock(to: list, access, request)
        return request.redirect(to: ShoppingRoute.list(.value(try list.requireID())))
    }

    @Sendable
    func addLowStockToDefaultList(request: Request) async throws -> Response {
        let access = try await request.shoppingHouseholdPageAccess()
        let list = try await request.shoppingList.defaultList(access)
        try await addLowStock(to: list, access, request)
        return request.redirect(to: ShoppingRoute.list(.value(try list.requireID())))
    }

    private func addLowStock(to list: ShoppingList, _ access: HouseholdService.Access, _ request: Request) async throws {
        do {
            let added = try await request.pantry.addLowStock(to: list.ref, access, by: request.requireWebUser())
            let text = request.web.text
            if !added.entries.isEmpty {
                request.setFlash(.success, text.text(.shoppingFlashLowStockAdded, [String(added.entries.count)]))
            } else if !added.alreadyListed.isEmpty {
                request.setFlash(.success, text.text(.shoppingFlashLowStockListed, [added.alreadyListed.joined(separator: ", ")]))
            } else {
                request.setFlash(.success, text[.shoppingFlashLowStockNone])
            }
        } catch let error as AppError where error.kind == .conflict {
            request.setFlash(.error, request.web.text.sentence(for: error))
        }
    }

    private func listAccess(_ request: Request) async throws -> (ShoppingList, HouseholdService.Access) {
        try await request.shoppingListPageAccess()
    }
}
