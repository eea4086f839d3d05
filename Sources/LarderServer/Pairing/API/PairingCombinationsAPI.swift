import Foundation
import LarderCore
import Vapor

extension LarderAPI {
    func buildPairingCombination(_ input: Operations.buildPairingCombination.Input) async throws
        -> Operations.buildPairingCombination.Output
    {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let (view, products) = try await request.pairing.build(PairingCombination(main: body.main, partners: body.partners), access)
        let presenter = PairingPresenter(view: view, language: pairingLanguage(request, user))
        return .ok(.init(body: .json(.init(main: presenter.product(products[0]), partners: products.dropFirst().map(presenter.product)))))
    }

    func listPairingCombinations(_ input: Operations.listPairingCombinations.Input) async throws
        -> Operations.listPairingCombinations.Output
    {
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let (page, per) = try pagination(page: input.query.page, per: input.query.per)
        let found = try await request.pairing.combinations(page: page, per: per, access)
        let view = try await request.pairing.catalogue(for: access.householdID)
        let presenter = PairingPresenter(view: view, language: pairingLanguage(request, user))
        return .ok(.init(body: .json(.init(items: found.items.map(presenter.saved), page: page, per: per, total: found.total))))
    }

    func savePairingCombination(_ input: Operations.savePairingCombination.Input) async throws -> Operations.savePairingCombination.Output {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let (request, user, access) = try await householdAccess(input.path.householdId)
        let saved = try await request.pairing.save(body.name, PairingCombination(main: body.main, partners: body.partners), access)
        let view = try await request.pairing.catalogue(for: access.householdID)
        return .created(.init(body: .json(PairingPresenter(view: view, language: pairingLanguage(request, user)).saved(saved))))
    }

    func getPairingCombination(_ input: Operations.getPairingCombination.Input) async throws -> Operations.getPairingCombination.Output {
        let request = try self.request
        let user = try request.requireUser()
        let (saved, view, _) = try await request.pairing.combination(uuid(input.path.combinationId, field: "combinationId"), for: user)
        return .ok(.init(body: .json(PairingPresenter(view: view, language: pairingLanguage(request, user)).saved(saved))))
    }

    func deletePairingCombination(_ input: Operations.deletePairingCombination.Input) async throws
        -> Operations.deletePairingCombination.Output
    {
        let request = try self.request
        try await request.pairing.deleteCombination(uuid(input.path.combinationId, field: "combinationId"), for: request.requireUser())
        return .noContent(.init())
    }

    func makeShoppingListFromCombination(_ input: Operations.makeShoppingListFromCombination.Input) async throws
        -> Operations.makeShoppingListFromCombination.Output
    {
        guard case .json(let body) = input.body else { throw AppError.unsupportedBody }
        let request = try self.request
        let user = try request.requireUser()
        let made = try await request.pairing.makeShoppingList(
            from: uuid(input.path.combinationId, field: "combinationId"), named: body.name, language: pairingLanguage(request, user),
            by: user)
        return .created(.init(body: .json(.init(listId: made.listID.uuidString, name: made.name, itemCount: made.itemCount))))
    }
}
