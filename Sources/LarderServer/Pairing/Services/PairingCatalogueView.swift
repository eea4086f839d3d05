import Fluent
import Foundation
import LarderCore

/// The catalogue one household sees, as LarderCore's value, with what storage adds to it: whose
/// each product is and the food each is linked to.
struct PairingCatalogueView: Sendable {
    var catalogue: PairingCatalogue
    /// The household owning each product; absent for the shared catalogue's.
    var owners: [String: UUID]
    var foodIDs: [String: UUID]

    func isShared(_ productID: String) -> Bool { owners[productID] == nil }

    /// A household's own product is its members' to change; a shared one, the admins'.
    func mayChange(_ productID: String, by user: Person) -> Bool { !isShared(productID) || user.isAdmin }
}

extension PairingService {
    /// The shared catalogue plus `householdID`'s own products and pairings (nil: shared only).
    /// Pairings whose ends the household cannot see are left out.
    func catalogue(for householdID: UUID?) async throws -> PairingCatalogueView {
        let categories = try await PairingCategoryRecord.query(on: db).sort(\.$position).sort(\.$key).all()
        let products = try await visible(PairingProductRecord.query(on: db), householdID: householdID)
            .sort(\.$position).sort(\.$key).all()
        let links = try await visibleLinks(householdID: householdID).sort(\.$position).all()
        // The shared catalogue's products first, then the household's in the order it added them.
        let ordered = products.filter { $0.householdID == nil } + products.filter { $0.householdID != nil }
        var catalogue = PairingCatalogue(categories: categories.map(\.value), products: ordered.map(\.value))
        let known = Set(ordered.map(\.key))
        var partners: [String: [String]] = [:]
        var mains: [String] = []
        for link in links where known.contains(link.mainKey) && known.contains(link.partnerKey) {
            if partners[link.mainKey] == nil { mains.append(link.mainKey) }
            if partners[link.mainKey, default: []].contains(link.partnerKey) { continue }
            partners[link.mainKey, default: []].append(link.partnerKey)
        }
        catalogue.pairings = mains.map { PairingLink(main: $0, partners: partners[$0] ?? []) }
        var owners: [String: UUID] = [:]
        var foodIDs: [String: UUID] = [:]
        for product in ordered {
            if let owner = product.householdID { owners[product.key] = owner }
            if let food = product.foodID { foodIDs[product.key] = food }
        }
        return PairingCatalogueView(catalogue: catalogue, owners: owners, foodIDs: foodIDs)
    }

    private func visible(
        _ query: QueryBuilder<PairingProductRecord>, householdID: UUID?
    ) -> QueryBuilder<PairingProductRecord> {
        guard let householdID else { return query.filter(\.$householdID == nil) }
        return query.group(.or) { group in
            group.filter(\.$householdID == nil).filter(\.$householdID == householdID)
        }
    }

    private func visibleLinks(householdID: UUID?) -> QueryBuilder<PairingLinkRecord> {
        let query = PairingLinkRecord.query(on: db)
        guard let householdID else { return query.filter(\.$householdID == nil) }
        return query.group(.or) { group in
            group.filter(\.$householdID == nil).filter(\.$householdID == householdID)
        }
    }

    /// The household's view and the product, or 404 naming `productId`.
    func product(_ id: String, _ access: HouseholdService.Access) async throws -> (PairingCatalogueView, PairingProduct) {
        let view = try await catalogue(for: access.householdID)
        guard let product = view.catalogue.product(id) else { throw Self.productNotFound }
        return (view, product)
    }

    /// One page of a category's products, or 404 naming `categoryId`.
    func products(
        in categoryID: String, page: Int, per: Int, _ access: HouseholdService.Access
    ) async throws -> (view: PairingCatalogueView, items: [PairingProduct], total: Int) {
        let view = try await catalogue(for: access.householdID)
        guard view.catalogue.category(categoryID) != nil else { throw Self.categoryNotFound }
        let all = view.catalogue.products(in: categoryID)
        let start = min(all.count, (page - 1) * per)
        return (view, Array(all[start..<min(all.count, start + per)]), all.count)
    }

    /// A main product's partners by category; the household's engine's suggestions join in when it is loaded.
    func partnerGroups(
        of productID: String, picked: [String], _ access: HouseholdService.Access
    ) async throws -> (view: PairingCatalogueView, product: PairingProduct, groups: [PartnerGroup], engine: Bool) {
        let (view, product) = try await self.product(productID, access)
        for (index, id) in picked.enumerated() where view.catalogue.product(id) == nil {
            throw AppError.invalid("picked[\(index)]", .pairingErrorUnknownProduct, ["picked[\(index)]", id])
        }
        let model = try await householdEngine(access.householdID)?.model
        guard let groups = view.catalogue.partnerGroups(of: product.id, picked: picked, model: model) else {
            throw AppError.invalid("productId", .pairingErrorNotMain, [product.id])
        }
        return (view, product, groups, model != nil)
    }
}

extension PairingCatalogueView {
    /// The product standing for a food: linked to it, else named like it; main products first.
    func standing(forFood foodID: UUID, named name: String?) -> PairingProduct? {
        let linked = catalogue.products.filter { foodIDs[$0.id] == foodID }
        let key = name?.lowercased() ?? ""
        let named =
            key.isEmpty
            ? []
            : catalogue.products.filter { product in
                [product.food, product.names.en, product.names.uk, product.names.ru].contains { $0.lowercased() == key }
            }
        let candidates = linked + named
        return candidates.first(where: catalogue.isMain) ?? candidates.first
    }
}
