import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func listPairingCategories(_ input: Operations.listPairingCategories.Input) async throws -> Operations.listPairingCategories.Output {
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let view = try await request.pairing.catalogue(for: access.householdID)
        let presenter = PairingPresenter(view: view, language: pairingLanguage(request, user))
        return .ok(.init(body: .json(view.catalogue.categories.map(presenter.category))))
    }

    func listPairingProducts(_ input: Operations.listPairingProducts.Input) async throws -> Operations.listPairingProducts.Output {
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let found = try await request.pairing.products(in: input.path.categoryId, page: page, per: per, access)
        let presenter = PairingPresenter(view: found.view, language: pairingLanguage(request, user))
        return .ok(.init(body: .json(.init(items: found.items.map(presenter.product), page: page, per: per, total: found.total))))
    }

    func getPairingProduct(_ input: Operations.getPairingProduct.Input) async throws -> Operations.getPairingProduct.Output {
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let (view, product) = try await request.pairing.product(input.path.productId, access)
        return .ok(.init(body: .json(PairingPresenter(view: view, language: pairingLanguage(request, user)).product(product))))
    }

    func createPairingProduct(_ input: Operations.createPairingProduct.Input) async throws -> Operations.createPairingProduct.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let draft = PairingService.ProductDraft(
            en: body.names.en, uk: body.names.uk, ru: body.names.ru, categoryID: body.categoryId, picture: body.picture,
            foodID: try body.foodId.map { try uuid($0, field: "foodId") }, partners: body.partners ?? [], shared: body.shared ?? false)
        let (view, product) = try await request.pairing.addProduct(draft, access, by: user)
        return .created(.init(body: .json(PairingPresenter(view: view, language: pairingLanguage(request, user)).product(product))))
    }

    func deletePairingProduct(_ input: Operations.deletePairingProduct.Input) async throws -> Operations.deletePairingProduct.Output {
        let (request, user, access) = try await householdAccess(input.path.householdId)
        try await request.pairing.deleteProduct(input.path.productId, access, by: user)
        return .noContent(.init())
    }

    func listPairingPartners(_ input: Operations.listPairingPartners.Input) async throws -> Operations.listPairingPartners.Output {
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let picked = input.query.picked ?? []
        guard picked.count <= 20 else { throw AppError.invalid("picked", .errorFieldTooMany, ["picked", "20"]) }
        let found = try await request.pairing.partnerGroups(of: input.path.productId, picked: picked, access)
        let presenter = PairingPresenter(view: found.view, language: pairingLanguage(request, user))
        return .ok(
            .init(body: .json(.init(product: presenter.product(found.product), engine: found.engine, groups: found.groups.map(presenter.group)))))
    }

    func addPairingPartners(_ input: Operations.addPairingPartners.Input) async throws -> Operations.addPairingPartners.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let (view, product) = try await request.pairing.addPartners(
            body.partners, to: input.path.productId, shared: body.shared ?? false, access, by: user)
        return .ok(.init(body: .json(PairingPresenter(view: view, language: pairingLanguage(request, user)).product(product))))
    }

    func importPairingCatalogue(_ input: Operations.importPairingCatalogue.Input) async throws -> Operations.importPairingCatalogue.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        guard try request.requireUser().isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        for (field, text) in [("categories", body.categories), ("products", body.products), ("pairs", body.pairs)] {
            guard text.utf8.count <= PairingService.Limits.importFileBytes else {
                throw AppError.invalid(field, .errorFieldTooLong, [field, String(PairingService.Limits.importFileBytes)])
            }
        }
        let (outcome, problems) = try await request.pairingCatalogueStore.importCSV(
            PairingCSVFiles(categories: body.categories, products: body.products, pairs: body.pairs))
        return .ok(
            .init(
                body: .json(
                    .init(
                        categories: outcome.categories, products: outcome.products, pairings: outcome.pairings,
                        problems: problems.map { problem in
                            .init(file: .init(rawValue: problem.file.rawValue) ?? .categories, line: problem.line, message: problem.message)
                        }))))
    }

    /// The language names are given in: the caller's choice, else the request's, else English.
    func pairingLanguage(_ request: Request, _ user: Person) -> String {
        (user.preferredLanguage ?? Language.preferred(fromAcceptLanguage: request.headers.first(name: .acceptLanguage)) ?? .en).rawValue
    }
}

extension LarderAPI {
    func updatePairingProduct(_ input: Operations.updatePairingProduct.Input) async throws -> Operations.updatePairingProduct.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let change = PairingService.ProductChange(
            en: body.names?.en, uk: body.names?.uk, ru: body.names?.ru, categoryID: body.categoryId, picture: body.picture,
            foodID: try body.foodId.map { try uuid($0, field: "foodId") })
        let (view, product) = try await request.pairing.changeProduct(input.path.productId, change, access, by: user)
        return .ok(.init(body: .json(PairingPresenter(view: view, language: pairingLanguage(request, user)).product(product))))
    }

    func updatePairingCategory(_ input: Operations.updatePairingCategory.Input) async throws -> Operations.updatePairingCategory.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let user = try request.requireUser()
        let change = PairingService.CategoryChange(
            en: body.names?.en, uk: body.names?.uk, ru: body.names?.ru, role: body.role.map { $0 == .main ? .main : .secondary },
            pairsWith: body.pairsWith)
        let category = try await request.pairing.changeCategory(input.path.categoryId, change, by: user)
        let view = try await request.pairing.catalogue(for: nil)
        return .ok(.init(body: .json(PairingPresenter(view: view, language: pairingLanguage(request, user)).category(category))))
    }
}
