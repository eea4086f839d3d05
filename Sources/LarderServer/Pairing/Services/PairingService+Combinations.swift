import Fluent
import Foundation
import LarderCore

extension PairingService {
    /// A saved combination with the products it names, as the household sees them now.
    struct SavedCombination: Sendable {
        var id: UUID
        var householdID: UUID
        var name: String
        var combination: PairingCombination
        var products: [PairingProduct]
        var createdAt: Date
    }

    /// Checks a combination against the household's catalogue: 400 naming the part at fault
    /// (`main` or `partners[i]`), or its products, the main one first.
    func build(_ combination: PairingCombination, _ access: HouseholdService.Access) async throws -> (PairingCatalogueView, [PairingProduct]) {
        guard combination.partners.count <= Limits.combinationPartners else {
            throw AppError.invalid("partners", .errorFieldTooMany, ["partners", String(Limits.combinationPartners)])
        }
        let view = try await catalogue(for: access.householdID)
        if let problem = view.catalogue.problems(in: combination).first {
            throw AppError.invalid(problem.field, .pairingErrorCombination, [problem.description])
        }
        return (view, view.catalogue.products(of: combination))
    }

    func save(_ name: String, _ combination: PairingCombination, _ access: HouseholdService.Access) async throws -> SavedCombination {
        let name = try Self.text(name, field: "name", limit: Limits.name)
        let (view, products) = try await build(combination, access)
        let record = PairingSavedCombination(householdID: access.householdID, createdBy: access.userID, name: name, combination: combination)
        try await record.create(on: db)
        return try Self.saved(record, products: products, view: view)
    }

    /// One page of the household's saved combinations, newest first.
    func combinations(page: Int, per: Int, _ access: HouseholdService.Access) async throws -> (items: [SavedCombination], total: Int) {
        let query = PairingSavedCombination.query(on: db).filter(\.$householdID == access.householdID)
        let total = try await query.count()
        let records = try await PairingSavedCombination.query(on: db).filter(\.$householdID == access.householdID)
            .sort(\.$createdAt, .descending).sort(\.$id).range((page - 1) * per..<page * per).all()
        let view = try await catalogue(for: access.householdID)
        return (try records.map { try Self.saved($0, products: view.catalogue.products(of: $0.combination), view: view) }, total)
    }

    /// A saved combination of a household the caller belongs to, or 404.
    func combination(_ id: UUID, for user: Person) async throws -> (SavedCombination, PairingCatalogueView, HouseholdService.Access) {
        guard let record = try await PairingSavedCombination.find(id, on: db) else { throw Self.combinationNotFound }
        let access: HouseholdService.Access
        do {
            access = try await households.access(record.householdID, for: user)
        } catch let error as AppError where error.kind == .notFound {
            throw Self.combinationNotFound
        }
        let view = try await catalogue(for: access.householdID)
        return (try Self.saved(record, products: view.catalogue.products(of: record.combination), view: view), view, access)
    }

    func deleteCombination(_ id: UUID, for user: Person) async throws {
        _ = try await combination(id, for: user)
        try await PairingSavedCombination.query(on: db).filter(\.$id == id).delete()
    }

    /// Starts a shopping list named `name` with every product of the combination, one line each
    /// in `language`, linked to the product's food; each line's source is the combination.
    func makeShoppingList(
        from id: UUID, named name: String, language: String, by user: Person
    ) async throws -> (listID: UUID, name: String, itemCount: Int) {
        let (saved, view, access) = try await combination(id, for: user)
        guard !saved.products.isEmpty else { throw AppError.conflict(.pairingErrorCombinationEmpty, field: "combinationId") }
        let lines = saved.products.map { product in
            ShoppingListService.CombinationLine(text: product.names[language], foodID: view.foodIDs[product.id])
        }
        let made = try await shoppingList.createList(named: name, with: lines, combination: id.uuidString, access, by: user)
        return (made.list.id, made.name, made.itemCount)
    }

    private static func saved(_ record: PairingSavedCombination, products: [PairingProduct], view: PairingCatalogueView) throws -> SavedCombination {
        SavedCombination(
            id: try record.requireID(), householdID: record.householdID, name: record.name, combination: record.combination,
            products: products, createdAt: record.createdAt ?? Date(timeIntervalSince1970: 0))
    }
}
