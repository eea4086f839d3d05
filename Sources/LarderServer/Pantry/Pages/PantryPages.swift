import Foundation
import LarderCore
import Vapor

/// The Pantry tab: a household's stock with search and location tabs, adding items with a food
/// search, each item with its stepper and history, and — in `PantryPages+More` — expiring
/// soon, the ledger, device reviews, settings, what can I cook, and cooking from a recipe.
struct PantryPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(PantryRoute.tab, use: tab)
        routes.get(PantryRoute.stock(.key), use: stock)
        routes.get(PantryRoute.newItem(.key), use: newItem)
        routes.post(PantryRoute.items(.key), use: addItem)
        routes.get(PantryRoute.item(.key, item: .key), use: item)
        routes.post(PantryRoute.itemChange(.key, item: .key, .amount), use: changeAmount)
        routes.post(PantryRoute.itemChange(.key, item: .key, .consume), use: consume)
        routes.post(PantryRoute.itemChange(.key, item: .key, .move), use: move)
        routes.post(PantryRoute.itemChange(.key, item: .key, .discard), use: discard)
        routes.post(PantryRoute.itemChange(.key, item: .key, .details), use: edit)
        routes.post(PantryRoute.itemChange(.key, item: .key, .minimum), use: minimum)
        try routes.register(collection: PantryMorePages())
    }

    /// The tab: the household's pantry when there is one, a choice when there are several.
    @Sendable
    func tab(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let households = try await request.households.households(of: user)
        if households.count == 1, let id = households.first?.household.id {
            return request.redirect(to: PantryRoute.stock(.value(id)))
        }
        return PantryChooseHouseholdPage.View(context: request.web, model: .init(households: households)).response()
    }

    @Sendable
    func stock(request: Request) async throws -> Response {
        let (access, _) = try await request.pantryAccess()
        let form = StockSearch(request: request)
        var filter = PantryService.Filter()
        filter.text = String(form.text.prefix(100))
        filter.location = form.location
        filter.lowStock = form.lowStock
        let pantry = request.pantry
        let items = try await pantry.items(filter, access)
        let model = PantryStockPage.Model(
            householdID: access.householdID, householdName: try await request.households.name(of: access.householdID) ?? "",
            search: form, items: items, locations: try await pantry.locations(access),
            expiring: try await pantry.expiring(access, days: nil).items.count,
            reviews: try await pantry.reviews(access).count, presenter: try await pantry.presenter(access))
        return PantryStockPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func newItem(request: Request) async throws -> Response {
        let (access, _) = try await request.pantryAccess()
        let query = (try? request.query.get(String.self, at: "q")) ?? ""
        let chosen = try? request.query.get(UUID.self, at: "foodId")
        let free = (try? request.query.get(String.self, at: "free")) != nil
        return try await addPage(request, access: access, query: query, foodID: chosen, free: free, state: FormState())
    }

    @Sendable
    func addItem(request: Request) async throws -> Response {
        let (access, user) = try await request.pantryAccess()
        let form = try request.content.decode(ItemForm.self)
        let foodID = form.foodId.flatMap(UUID.init(uuidString:))
        do {
            let amount = try Self.amount(form.amount, field: "amount")
            let item = try await request.pantry.add(
                .init(
                    foodID: foodID, name: form.name?.nonEmptyQuery, amount: amount, unit: form.unit, location: form.chosenLocation,
                    bestBefore: form.bestBefore, openedOn: form.openedOn, barcode: form.barcode, note: form.note), access,
                by: .person(user))
            request.setFlash(.success, request.web.text.text(.pantryFlashAdded, [item.name]))
            return request.redirect(to: PantryRoute.item(.value(access.householdID), item: .value(try item.requireID())))
        } catch let error as AppError where error.kind == .invalidInput {
            let state = FormState(
                values: form.values, error: error, text: request.web.text,
                fields: ["name", "amount", "unit", "location", "bestBefore", "openedOn", "barcode", "note"])
            return try await addPage(
                request, access: access, query: "", foodID: foodID, free: foodID == nil, state: state, status: .badRequest)
        }
    }

    private func addPage(
        _ request: Request, access: HouseholdService.Access, query: String, foodID: UUID?, free: Bool, state: FormState,
        status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        let foods = request.foods
        var page = PantryAddPage.Model(householdID: access.householdID, query: String(query.prefix(100)), free: free, form: state)
        if let foodID { page.food = try await foods.food(id: foodID) }
        if page.food == nil, !free, !page.query.isEmpty {
            let best = try await foods.bestMatch(for: page.query)
            let found = try await foods.search(page.query, page: 1, per: 12).items
            page.results = (best.map { [$0] } ?? []) + found.filter { $0.id != best?.id }
        }
        page.locations = try await request.pantry.locations(access)
        return PantryAddPage.View(context: request.web, model: page).response(status: status)
    }

    @Sendable
    func item(request: Request) async throws -> Response {
        let (access, _) = try await request.pantryAccess()
        let pantry = request.pantry
        let item = try await pantry.item(try request.pantryItemID(), access)
        let measures = try await pantry.measures(of: [item])
        let minimum = try await pantry.minimums(access).first { $0.0.foodID == item.foodID && item.foodID != nil }?.0
        let model = PantryItemPage.Model(
            householdID: access.householdID, item: try PantryItemRecord(item), minimum: minimum.map { .init(amount: $0.amount, unit: $0.unit) },
            history: try await pantry.history(of: try item.requireID(), access).map(PantryLedgerLine.init),
            locations: try await pantry.locations(access), presenter: try await pantry.presenter(access),
            units: StockUnit.choices(for: item.foodID.flatMap { measures[$0] }))
        return PantryItemPage.View(context: request.web, model: model).response()
    }

    // MARK: Changing an item (each a form on the item's page; problems come back as a notice)

    @Sendable
    func changeAmount(request: Request) async throws -> Response {
        try await itemAction(request) { pantry, id, access, actor in
            let form = try request.content.decode(AmountForm.self)
            guard let change = PantryService.AmountChange(rawValue: form.change ?? "") else {
                throw AppError.invalid("change", .errorFieldValueNotAllowed, ["change"])
            }
            _ = try await pantry.changeAmount(
                id, change, amount: try Self.amount(form.amount, field: "amount"), unit: form.unit?.nonEmptyQuery, access, by: actor)
        }
    }

    @Sendable
    func consume(request: Request) async throws -> Response {
        try await itemAction(request, success: .pantryFlashUsedUp) { pantry, id, access, actor in
            _ = try await pantry.consume(id, amount: nil, unit: nil, access, by: actor)
        }
    }

    @Sendable
    func move(request: Request) async throws -> Response {
        try await itemAction(request) { pantry, id, access, actor in
            let form = try request.content.decode(ItemForm.self)
            _ = try await pantry.move(id, to: form.chosenLocation ?? "", access, by: actor)
        }
    }

    @Sendable
    func discard(request: Request) async throws -> Response {
        try await itemAction(request, success: .pantryFlashDiscarded) { pantry, id, access, actor in
            let form = try request.content.decode(ItemForm.self)
            guard let reason = DiscardReason(rawValue: form.reason ?? "") else {
                throw AppError.invalid("reason", .errorFieldValueNotAllowed, ["reason"])
            }
            _ = try await pantry.discard(id, reason: reason, access, by: actor)
        }
    }

    @Sendable
    func edit(request: Request) async throws -> Response {
        try await itemAction(request) { pantry, id, access, actor in
            let form = try request.content.decode(ItemForm.self)
            _ = try await pantry.edit(
                id,
                .init(
                    name: form.name, foodID: nil, bestBefore: form.bestBefore ?? "", openedOn: form.openedOn ?? "",
                    barcode: form.barcode ?? "", note: form.note ?? ""), access, by: actor)
        }
    }

    /// Sets (or, with an empty amount, removes) the minimum of the item's food.
    @Sendable
    func minimum(request: Request) async throws -> Response {
        try await itemAction(request) { pantry, id, access, _ in
            let form = try request.content.decode(AmountForm.self)
            let item = try await pantry.item(id, access)
            guard let food = item.foodID else { throw AppError.invalid("amount", .pantryErrorMinimumNeedsFood) }
            if form.amount?.nonEmptyQuery == nil {
                let minimums = try await pantry.minimums(access)
                if minimums.contains(where: { $0.0.foodID == food }) { try await pantry.removeMinimum(foodID: food, access) }
            } else {
                _ = try await pantry.setMinimum(
                    foodID: food, amount: try Self.amount(form.amount, field: "amount"), unit: form.unit?.nonEmptyQuery ?? item.unit, access
                )
            }
        }
    }

    /// Runs a change to the item and goes back to its page, with the change's problem as a notice.
    private func itemAction(
        _ request: Request, success: Phrase = .flashSaved,
        _ change: (PantryService, UUID, HouseholdService.Access, PantryActor) async throws -> Void
    ) async throws -> Response {
        let (access, user) = try await request.pantryAccess()
        let id = try request.pantryItemID()
        do {
            try await change(request.pantry, id, access, .person(user))
            request.setFlash(.success, request.web.text[success])
        } catch let error as AppError where error.kind == .invalidInput || error.kind == .conflict {
            request.setFlash(.error, request.web.text.sentence(for: error))
        }
        return request.redirect(to: PantryRoute.item(.value(access.householdID), item: .value(id)))
    }

    /// A number as forms send it: "1.5" or "1,5".
    static func amount(_ raw: String?, field: String) throws -> Double {
        guard let raw = raw?.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "."), !raw.isEmpty else {
            throw AppError.invalid(field, .errorFieldRequired, [field])
        }
        guard let value = Double(raw) ?? Rational(parsing: raw)?.doubleValue else {
            throw AppError.invalid(field, .pantryErrorAmountInvalid, [field, "0", "1000000"])
        }
        return value
    }

    struct ItemForm: Content {
        var foodId: String?
        var name: String?
        var amount: String?
        var unit: String?
        var location: String?
        var otherLocation: String?
        var bestBefore: String?
        var openedOn: String?
        var barcode: String?
        var note: String?
        var reason: String?

        /// The new place typed, else the place chosen.
        var chosenLocation: String? {
            if let other = otherLocation?.nonEmptyQuery { return other }
            return location == "other" ? nil : location?.nonEmptyQuery
        }

        var values: [String: String] {
            [
                "name": name ?? "", "amount": amount ?? "", "unit": unit ?? "", "location": chosenLocation ?? "",
                "bestBefore": bestBefore ?? "",
                "openedOn": openedOn ?? "", "barcode": barcode ?? "", "note": note ?? "",
            ]
        }
    }

    struct AmountForm: Content {
        var change: String?
        var amount: String?
        var unit: String?
    }
}

/// What the stock page's search form asked for.
struct StockSearch {
    var text = ""
    var location: String?
    /// Only foods below the household's minimum for them.
    var lowStock = false

    init(request: Request) {
        text = (try? request.query.get(String.self, at: "q")) ?? ""
        location = (try? request.query.get(String.self, at: "location"))?.nonEmptyQuery
        lowStock = (try? request.query.get(String.self, at: "low")) == "1"
    }
}

extension Request {
    /// The signed-in person's standing in the household the path names (404 for a stranger).
    func pantryAccess() async throws -> (HouseholdService.Access, Person) {
        let user = try requireWebUser()
        guard let id = parameters.get(.householdID, as: UUID.self) else { throw AppError.notFound(.errorHouseholdNotFound) }
        return (try await households.access(id, for: user), user)
    }

    func pantryItemID() throws -> UUID {
        guard let id = parameters.get(.itemID, as: UUID.self) else { throw AppError.notFound(.pantryErrorItemNotFound) }
        return id
    }
}
