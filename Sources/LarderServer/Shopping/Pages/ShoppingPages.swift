import Foundation
import LarderCore
import Vapor

/// The Shopping tab: the household's lists, one list to shop from (grouped by aisle or by
/// recipe, ticked off with one tap, updated live), sharing it, and the stores' aisle orders.
/// Every form works without the script; with it, forms marked `data-shopping-form` post in the
/// background and the list is swapped in place. Someone outside the household is told the list
/// does not exist.
struct ShoppingPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(ShoppingRoute.overview, use: overview)
        routes.post(ShoppingRoute.lists, use: createList)
        routes.get(ShoppingRoute.list(.key), use: show)
        routes.get(ShoppingRoute.share(.key), use: share)
        routes.get(ShoppingRoute.export(.key), use: export)
        routes.post(ShoppingRoute.items(.key), use: addItem)
        routes.post(ShoppingRoute.itemChange(.key, item: .key, .check), use: check)
        routes.post(ShoppingRoute.itemChange(.key, item: .key, .details), use: editItem)
        routes.post(ShoppingRoute.itemChange(.key, item: .key, .delete), use: deleteItem)
        routes.post(ShoppingRoute.undoDelete(.key), use: undoDelete)
        routes.post(ShoppingRoute.itemChange(.key, item: .key, .move), use: moveItem)
        routes.post(ShoppingRoute.clearChecked(.key), use: clearChecked)
        routes.post(ShoppingRoute.recipeRemoval(.key, recipe: .key), use: removeRecipe)
        routes.post(ShoppingRoute.settings(.key), use: settings)
        routes.post(ShoppingRoute.deletion(.key), use: deleteList)
        routes.get(ShoppingRoute.events(household: .key), use: events)
        routes.get(ShoppingRoute.stores(household: .key), use: stores)
        routes.post(ShoppingRoute.stores(household: .key), use: createStore)
        routes.post(ShoppingRoute.storeDeletion(.key), use: deleteStore)
    }

    @Sendable
    func overview(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        var households: [ShoppingOverviewPage.HouseholdLists] = []
        for summary in try await request.households.households(of: user) {
            let access = try await request.shoppingList.access(summary.household.id, for: user)
            let lists = try await request.shoppingList.lists(access).map(ShoppingListLink.init)
            households.append(.init(household: summary.household, lists: lists))
        }
        return ShoppingOverviewPage.View(context: request.web, model: .init(households: households)).response()
    }

    @Sendable
    func createList(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let form = try request.content.decode(ListForm.self)
        guard let householdID = form.householdId.flatMap(UUID.init(uuidString:)) else {
            throw AppError.invalid("householdId", .errorFieldRequired, ["householdId"])
        }
        let access = try await request.shoppingList.access(householdID, for: user)
        do {
            let created = try await request.shoppingList.createList(.init(name: form.name ?? ""), access)
            request.setFlash(.success, request.web.text[.shoppingFlashListCreated])
            return request.redirect(to: ShoppingRoute.list(.value(try created.list.requireID())))
        } catch let error as AppError where error.kind != .notFound {
            request.setFlash(.error, request.web.text.sentence(for: error))
            return request.redirect(to: ShoppingRoute.overview)
        }
    }

    @Sendable
    func show(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let grouping: ShoppingListService.Grouping = (try? request.query.get(String.self, at: "groupBy")) == "recipe" ? .recipe : .aisle
        let detail = try await request.shoppingList.detail(list, grouping: grouping)
        let stores = try await request.shoppingList.stores(access).map(ShoppingStoreSummary.init)
        let model = ShoppingListPage.Model(listID: try list.requireID(), contents: try ShoppingListContents(detail), stores: stores)
        return ShoppingListPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func share(request: Request) async throws -> Response {
        let (list, _) = try await listAccess(request)
        let detail = try await request.shoppingList.detail(list)
        let shared = ShoppingListText.share(detail, text: request.web.text)
        let model = ShoppingSharePage.Model(listID: try list.requireID(), list: try ShoppingListLink(detail.summary), shared: shared)
        return ShoppingSharePage.View(context: request.web, model: model).response()
    }

    @Sendable
    func export(request: Request) async throws -> Response {
        let (list, _) = try await listAccess(request)
        let detail = try await request.shoppingList.detail(list)
        var headers = HTTPHeaders()
        headers.contentType = HTTPMediaType(type: "text", subType: "csv", parameters: ["charset": "utf-8"])
        headers.add(name: .contentDisposition, value: "attachment; filename=\"shopping-list.csv\"")
        return Response(status: .ok, headers: headers, body: .init(string: ShoppingListText.csv(detail)))
    }

    @Sendable
    func addItem(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let form = try request.content.decode(ItemForm.self)
        do {
            let text = try ShoppingListService.text(form.text ?? "", field: "text", limit: ShoppingListService.Limits.text)
            let added = try await request.shoppingList.add(
                [.init(text: text, source: .manual)], to: list, access, by: request.requireWebUser())
            if added.isEmpty { throw AppError.invalid("text", .shoppingErrorNoItemName) }
        } catch let error as AppError where error.kind == .invalidInput || error.kind == .conflict {
            request.setFlash(.error, request.web.text.sentence(for: error))
        }
        return try back(request, to: list)
    }

    @Sendable
    func check(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let form = try request.content.decode(CheckForm.self)
        _ = try await request.shoppingList.update(try itemID(request), in: list, .init(checked: form.checked != "false"), access)
        return try back(request, to: list)
    }

    /// Saves only what the form changed, so an edit of the name does not count as an aisle correction.
    @Sendable
    func editItem(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let item = try await request.shoppingList.item(try itemID(request), in: list)
        let form = try request.content.decode(EditForm.self)
        let detail = try await request.shoppingList.detail(list)
        let shownAmount = detail.items.first { $0.item.id == item.id }.map { $0.amount.map { $0.formatted() }.joined(separator: " + ") }
        var change = ShoppingListService.ItemChange()
        if let name = form.name, name != item.name { change.name = name }
        if let note = form.note, note != (item.note ?? "") { change.note = note }
        if let amount = form.amount, amount != shownAmount { change.amount = amount }
        if let aisle = form.aisle.flatMap(Aisle.init(rawValue:)), aisle != item.aisle { change.aisle = aisle }
        do {
            _ = try await request.shoppingList.update(try item.requireID(), in: list, change, access)
        } catch let error as AppError where error.kind == .invalidInput {
            request.setFlash(.error, request.web.text.sentence(for: error))
        }
        return try back(request, to: list)
    }

    /// Takes an item off and offers it back: what went is kept in the person's session (stored in
    /// the database, so any instance answers the "Undo" beside the message).
    @Sendable
    func deleteItem(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let deleted = try await request.shoppingList.deleteItem(try itemID(request), in: list, access)
        let text = request.web.text
        request.session.data[Self.undoKey] = String(decoding: try JSONEncoder().encode(deleted), as: UTF8.self)
        request.setFlash(
            .success, text.text(.shoppingFlashItemRemoved, [text.foodName(deleted.item.name)]),
            action: Flash.Action(label: text[.shoppingUndoRemove], url: ShoppingRoute.undoDelete(.value(try list.requireID())).path))
        return try back(request, to: list)
    }

    /// Puts back the item this person took off last, once.
    @Sendable
    func undoDelete(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let text = request.web.text
        guard let stored = request.session.data[Self.undoKey],
            let deleted = try? JSONDecoder().decode(DeletedShoppingItem.self, from: Data(stored.utf8)), deleted.listID == list.id
        else {
            request.setFlash(.error, text[.shoppingFlashNothingToUndo])
            return try back(request, to: list)
        }
        request.session.data[Self.undoKey] = nil
        try await request.shoppingList.restore(deleted, in: list, access)
        request.setFlash(.success, text.text(.shoppingFlashItemRestored, [text.foodName(deleted.item.name)]))
        return try back(request, to: list)
    }

    private static let undoKey = "shopping-undo"

    @Sendable
    func moveItem(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let up = (try? request.content.get(String.self, at: "direction")) != "down"
        try await request.shoppingList.move(try itemID(request), up: up, in: list, access)
        return try back(request, to: list)
    }

    @Sendable
    func clearChecked(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let removed = try await request.shoppingList.clearChecked(list, access)
        request.setFlash(.success, request.web.text.text(.shoppingFlashCleared, [String(removed)]))
        return try back(request, to: list)
    }

    @Sendable
    func removeRecipe(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        guard let recipeID = request.parameters.get(.recipeID, as: UUID.self) else { throw AppError.notFound(.errorRecipeNotFound) }
        try await request.shoppingList.removeRecipe(recipeID, from: list, access)
        request.setFlash(.success, request.web.text[.shoppingFlashRecipeRemoved])
        return try back(request, to: list)
    }

    @Sendable
    func settings(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        let form = try request.content.decode(SettingsForm.self)
        let store: UUID?? = form.storeId.map { UUID(uuidString: $0) }
        // The name as the page showed it is no rename: the default list keeps its stored name.
        let name = form.name == list.shownName(request.web.text) ? nil : form.name
        do {
            _ = try await request.shoppingList.updateList(
                list,
                .init(
                    name: name, measurementSystem: form.measurementSystem.flatMap(MeasurementSystem.init(rawValue:)),
                    storeID: store),
                access)
            request.setFlash(.success, request.web.text[.flashSaved])
        } catch let error as AppError where error.kind == .invalidInput {
            request.setFlash(.error, request.web.text.sentence(for: error))
        }
        return try back(request, to: list)
    }

    @Sendable
    func deleteList(request: Request) async throws -> Response {
        let (list, access) = try await listAccess(request)
        do {
            try await request.shoppingList.deleteList(list, access)
            request.setFlash(.success, request.web.text[.shoppingFlashListDeleted])
            return request.redirect(to: ShoppingRoute.overview)
        } catch let error as AppError where error.kind == .conflict {
            request.setFlash(.error, request.web.text.sentence(for: error))
            return try back(request, to: list)
        }
    }

    /// The household's events for the open list page (signed in by the session).
    @Sendable
    func events(request: Request) async throws -> Response {
        let access = try await householdAccess(request)
        return try await ShoppingEventStream.response(for: access.householdID, hub: request.application.shoppingEvents)
    }

    @Sendable
    func stores(request: Request) async throws -> Response {
        let access = try await householdAccess(request)
        let household = try await request.households.detail(access).household
        let stores = try await request.shoppingList.stores(access).map(ShoppingStoreSummary.init)
        return ShoppingStoresPage.View(context: request.web, model: .init(household: household, stores: stores)).response()
    }

    @Sendable
    func createStore(request: Request) async throws -> Response {
        let access = try await householdAccess(request)
        let form = try request.content.decode([String: String].self)
        // "position-produce" = 3 …: the aisles sorted by the numbers given, unnumbered ones after.
        let numbered = Aisle.allCases.compactMap { aisle in
            form["position-\(aisle.rawValue)"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.map { (aisle, $0) }
        }
        let order = numbered.sorted { $0.1 < $1.1 }.map(\.0)
        do {
            _ = try await request.shoppingList.createStore(name: form["name"] ?? "", order: order, access)
            request.setFlash(.success, request.web.text[.shoppingFlashStoreSaved])
        } catch let error as AppError where error.kind == .invalidInput || error.kind == .conflict {
            request.setFlash(.error, request.web.text.sentence(for: error))
        }
        return request.redirect(to: ShoppingRoute.stores(household: .value(access.householdID)))
    }

    @Sendable
    func deleteStore(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        guard let storeID = request.parameters.get(.storeID, as: UUID.self) else { throw ShoppingListService.storeNotFound }
        let (store, access) = try await request.shoppingList.store(storeID, for: user)
        try await request.shoppingList.deleteStore(store, access)
        return request.redirect(to: ShoppingRoute.stores(household: .value(access.householdID)))
    }

    // MARK: Helpers

    private func listAccess(_ request: Request) async throws -> (ShoppingList, HouseholdService.Access) {
        try await request.shoppingListPageAccess()
    }

    private func householdAccess(_ request: Request) async throws -> HouseholdService.Access {
        try await request.shoppingHouseholdPageAccess()
    }

    private func itemID(_ request: Request) throws -> UUID {
        guard let id = request.parameters.get(.itemID, as: UUID.self) else { throw ShoppingListService.itemNotFound }
        return id
    }

    /// Back to the list as it was shown (grouping kept).
    private func back(_ request: Request, to list: ShoppingList) throws -> Response {
        let recipe = (try? request.content.get(String.self, at: "groupBy")) == "recipe"
        return request.redirect(to: ShoppingRoute.list(.value(try list.requireID())).path(query: ["groupBy": recipe ? "recipe" : nil]))
    }

    private struct ListForm: Content {
        var householdId: String?
        var name: String?
    }

    private struct ItemForm: Content {
        var text: String?
    }

    private struct CheckForm: Content {
        var checked: String?
    }

    private struct EditForm: Content {
        var name: String?
        var note: String?
        var amount: String?
        var aisle: String?
    }

    private struct SettingsForm: Content {
        var name: String?
        var measurementSystem: String?
        var storeId: String?
    }
}

extension Request {
    /// The `:listID` list and the signed-in person's membership of its household (404 otherwise).
    func shoppingListPageAccess() async throws -> (ShoppingList, HouseholdService.Access) {
        let user = try requireWebUser()
        guard let id = parameters.get(.listID, as: UUID.self) else { throw ShoppingListService.listNotFound }
        return try await shoppingList.list(id, for: user)
    }

    /// The signed-in person's membership of the `:householdID` household (404 otherwise).
    func shoppingHouseholdPageAccess() async throws -> HouseholdService.Access {
        let user = try requireWebUser()
        guard let id = parameters.get(.householdID, as: UUID.self) else { throw AppError.notFound(.errorHouseholdNotFound) }
        return try await shoppingList.access(id, for: user)
    }
}
