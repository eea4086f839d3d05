import Foundation
import LarderCore
import Vapor

/// The pairing flow in the web app: categories → main product → partners by category with
/// scores and reasons → pick → save the combination → saved combinations → shopping list;
/// adding products and partners, changing products; "what goes with it" for any ingredients;
/// the admins' CSV upload. Every page works for one of the reader's households
/// (`?household=`, the first one by default).
struct PairingPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(PairingRoute.home, use: home)
        routes.get(PairingRoute.category(.key), use: category)
        routes.get(PairingRoute.newProduct, use: newProduct)
        routes.post(PairingRoute.products, use: createProduct)
        routes.get(PairingRoute.product(.key), use: partners)
        routes.get(PairingRoute.productEdit(.key), use: editProduct)
        routes.post(PairingRoute.productEdit(.key), use: updateProduct)
        routes.get(PairingRoute.suggest, use: suggest)
        routes.get(PairingRoute.import, use: importForm)
        routes.post(PairingRoute.import, use: importFiles).formBody(.pairingImport)
        routes.get(PairingRoute.food(.key), use: food)
        routes.post(PairingRoute.productPartners(.key), use: addPartners)
        routes.get(PairingRoute.combinations, use: combinations)
        routes.post(PairingRoute.combinations, use: saveCombination)
        routes.post(PairingRoute.combinationShoppingList(.key), use: shoppingList)
        routes.post(PairingRoute.combinationDeletion(.key), use: deleteCombination)
    }

    /// The reader, their households and the one the page is about (nil when they have none).
    struct Reader {
        var user: Person
        var households: [HouseholdService.Summary]
        var access: HouseholdService.Access?
    }

    static func reader(_ request: Request, household: String? = nil) async throws -> Reader {
        let user = try request.requireWebUser()
        let households = try await request.households.households(of: user)
        let chosen = (household ?? request.query[String.self, at: "household"]).flatMap(UUID.init(uuidString:))
        guard let id = chosen ?? households.first?.household.id else { return Reader(user: user, households: households) }
        return Reader(user: user, households: households, access: try await request.households.access(id, for: user))
    }

    @Sendable
    func home(request: Request) async throws -> Response {
        let reader = try await Self.reader(request)
        guard let access = reader.access else { return PairingNoHouseholdPage.View(context: request.web).response() }
        let view = try await request.pairing.catalogue(for: access.householdID)
        let model = PairingHomePage.Model(
            households: reader.households, householdID: reader.access?.householdID, isAdmin: reader.user.isAdmin, catalogue: view.catalogue)
        return PairingHomePage.View(context: request.web, model: model).response()
    }

    @Sendable
    func category(request: Request) async throws -> Response {
        let reader = try await Self.reader(request)
        guard let access = reader.access else { return PairingNoHouseholdPage.View(context: request.web).response() }
        let found = try await request.pairing.products(in: request.parameters.get(.category) ?? "", page: 1, per: 1000, access)
        guard let category = found.view.catalogue.category(request.parameters.get(.category) ?? "") else {
            throw PairingService.categoryNotFound
        }
        let model = PairingCategoryPage.Model(
            householdID: access.householdID, category: category, products: found.items, view: found.view, reader: reader.user)
        return PairingCategoryPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func partners(request: Request) async throws -> Response {
        let reader = try await Self.reader(request)
        guard let access = reader.access else { return PairingNoHouseholdPage.View(context: request.web).response() }
        let picked = (try? request.query.get([String].self, at: "picked")) ?? []
        let found = try await request.pairing.partnerGroups(of: request.parameters.get(.product) ?? "", picked: picked, access)
        let model = PairingPartnersPage.Model(
            householdID: access.householdID, view: found.view, product: found.product, groups: found.groups, engine: found.engine,
            picked: Set(picked), editable: found.view.mayChange(found.product.id, by: reader.user))
        return PairingPartnersPage.View(context: request.web, model: model).response()
    }

    /// From a food's page: the partners of the main product standing for the food, else its
    /// category's products, else the catalogue's start.
    @Sendable
    func food(request: Request) async throws -> Response {
        let reader = try await Self.reader(request)
        guard let access = reader.access else { return PairingNoHouseholdPage.View(context: request.web).response() }
        let household = access.householdID
        guard let foodID = request.parameters.get(.food).flatMap(UUID.init(uuidString:)) else {
            return request.redirect(to: PairingRoute.home.in(household))
        }
        let view = try await request.pairing.catalogue(for: access.householdID)
        let name = try? await request.foods.food(id: foodID).food.name
        guard let product = view.standing(forFood: foodID, named: name) else { return request.redirect(to: PairingRoute.home.in(household)) }
        if view.catalogue.isMain(product) { return request.redirect(to: PairingRoute.product(.value(product.id)).in(household)) }
        return request.redirect(to: PairingRoute.category(.value(product.category)).in(household))
    }

    @Sendable
    func combinations(request: Request) async throws -> Response {
        let reader = try await Self.reader(request)
        guard let access = reader.access else { return PairingNoHouseholdPage.View(context: request.web).response() }
        let found = try await request.pairing.combinations(page: 1, per: 100, access)
        return PairingCombinationsPage.View(context: request.web, model: .init(householdID: access.householdID, saved: found.items)).response()
    }

    @Sendable
    func newProduct(request: Request) async throws -> Response {
        let reader = try await Self.reader(request)
        guard let access = reader.access else { return PairingNoHouseholdPage.View(context: request.web).response() }
        let view = try await request.pairing.catalogue(for: access.householdID)
        let model = PairingNewProductPage.Model(
            householdID: access.householdID, catalogue: view.catalogue, category: request.query[String.self, at: "category"])
        return PairingNewProductPage.View(context: request.web, model: model).response()
    }

    struct ProductForm: Content {
        var householdId: String?
        var en: String?
        var uk: String?
        var ru: String?
        var categoryId: String?
        var picture: String?
        var partners: [String]?
    }

    @Sendable
    func createProduct(request: Request) async throws -> Response {
        let form = try request.content.decode(ProductForm.self)
        let reader = try await Self.reader(request, household: form.householdId)
        guard let access = reader.access else { return PairingNoHouseholdPage.View(context: request.web).response() }
        let back = PairingRoute.newProduct.in(access.householdID)
        do {
            let draft = PairingService.ProductDraft(
                en: form.en, uk: form.uk, ru: form.ru, categoryID: form.categoryId ?? "",
                picture: form.picture?.isEmpty == false ? form.picture : nil, foodID: nil, partners: form.partners ?? [], shared: false)
            let (_, product) = try await request.pairing.addProduct(draft, access, by: reader.user)
            request.setFlash(.success, request.web.text.text(.pairingProductAdded, [product.names[request.web.language.rawValue]]))
            return request.redirect(to: PairingRoute.category(.value(product.category)).in(access.householdID))
        } catch let error as AppError where error.kind != .notFound {
            return request.redirect(to: back, showing: error)
        }
    }

    struct PartnersForm: Content {
        var householdId: String?
        var partners: [String]?
    }

    @Sendable
    func addPartners(request: Request) async throws -> Response {
        let form = try request.content.decode(PartnersForm.self)
        let reader = try await Self.reader(request, household: form.householdId)
        guard let access = reader.access else { return PairingNoHouseholdPage.View(context: request.web).response() }
        let productID = request.parameters.get(.product) ?? ""
        let back = PairingRoute.product(.value(productID)).in(access.householdID)
        do {
            _ = try await request.pairing.addPartners(form.partners ?? [], to: productID, shared: false, access, by: reader.user)
            request.setFlash(.success, request.web.text[.pairingPartnersAdded])
            return request.redirect(to: back)
        } catch let error as AppError where error.kind != .notFound {
            return request.redirect(to: back, showing: error)
        }
    }

    struct CombinationForm: Content {
        var householdId: String?
        var main: String?
        var name: String?
        var partners: [String]?
    }

    @Sendable
    func saveCombination(request: Request) async throws -> Response {
        let form = try request.content.decode(CombinationForm.self)
        let reader = try await Self.reader(request, household: form.householdId)
        guard let access = reader.access else { return PairingNoHouseholdPage.View(context: request.web).response() }
        let main = form.main ?? ""
        let partners = form.partners ?? []
        do {
            let saved = try await request.pairing.save(form.name ?? "", PairingCombination(main: main, partners: partners), access)
            request.setFlash(.success, request.web.text.text(.pairingCombinationSaved, [saved.name]))
            return request.redirect(to: PairingRoute.combinations.in(access.householdID))
        } catch let error as AppError where error.kind != .notFound {
            let query = [("household", access.householdID.uuidString)] + partners.map { ("picked", $0) }
            return request.redirect(to: PairingRoute.product(.value(main)).path(queryItems: query), showing: error)
        }
    }

    struct ShoppingForm: Content {
        var name: String?
    }

    @Sendable
    func shoppingList(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let form = try request.content.decode(ShoppingForm.self)
        guard let id = request.parameters.get(.combination).flatMap(UUID.init(uuidString:)) else {
            throw PairingService.combinationNotFound
        }
        let (saved, _, _) = try await request.pairing.combination(id, for: user)
        do {
            let made = try await request.pairing.makeShoppingList(
                from: id, named: form.name ?? "", language: request.web.language.rawValue, by: user)
            request.setFlash(.success, request.web.text.text(.pairingShoppingListMade, [made.name]))
            return request.redirect(to: ShoppingRoute.list(.value(made.listID)))
        } catch let error as AppError where error.kind != .notFound {
            return request.redirect(to: PairingRoute.combinations.in(saved.householdID), showing: error)
        }
    }

    @Sendable
    func deleteCombination(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        guard let id = request.parameters.get(.combination).flatMap(UUID.init(uuidString:)) else {
            throw PairingService.combinationNotFound
        }
        let (saved, _, _) = try await request.pairing.combination(id, for: user)
        try await request.pairing.deleteCombination(id, for: user)
        request.setFlash(.success, request.web.text[.pairingCombinationDeleted])
        return request.redirect(to: PairingRoute.combinations.in(saved.householdID))
    }
}
