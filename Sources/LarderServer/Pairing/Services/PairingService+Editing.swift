import Fluent
import Foundation
import LarderCore

extension PairingService {
    /// A new product as a client asks for it.
    struct ProductDraft: Sendable {
        var en: String?
        var uk: String?
        var ru: String?
        var categoryID: String
        var picture: String?
        var foodID: UUID?
        var partners: [String]
        var shared: Bool
    }

    /// Adds a product with its partners: the household's own, or — admins asking for `shared` —
    /// the shared catalogue's. Partners are checked by LarderCore's catalogue rules.
    func addProduct(_ draft: ProductDraft, _ access: HouseholdService.Access, by user: Person) async throws -> (PairingCatalogueView, PairingProduct) {
        if draft.shared, !user.isAdmin { throw AppError.forbidden(.errorAdminsOnly) }
        let names = try Self.names(en: draft.en, uk: draft.uk, ru: draft.ru)
        guard draft.partners.count <= Limits.partners else {
            throw AppError.invalid("partners", .errorFieldTooMany, ["partners", String(Limits.partners)])
        }
        let picture = try draft.picture.map { try Self.text($0, field: "picture", limit: Limits.picture) }
        let view = try await catalogue(for: draft.shared ? nil : access.householdID)
        guard view.catalogue.category(draft.categoryID) != nil else {
            throw AppError.invalid("categoryId", .pairingErrorUnknownCategory, [draft.categoryID])
        }
        let food = try await linkedFood(draft.foodID, name: names.en)
        let product = PairingProduct(
            id: UUID().uuidString.lowercased(), names: names, category: draft.categoryID, picture: picture,
            food: food?.food.name ?? names.en)
        let edited: PairingCatalogue
        do {
            edited = try view.catalogue.adding(product, partners: draft.partners)
        } catch {
            throw Self.invalidPartners(error)
        }
        let owner = draft.shared ? nil : access.householdID
        let record = PairingProductRecord(product, householdID: owner, foodID: food?.id, position: view.catalogue.products.count)
        try await db.writeTransaction { db in
            try await record.create(on: db)
            try await Self.storeNewLinks(from: view.catalogue, to: edited, householdID: owner, on: db)
        }
        return try await self.product(product.id, access)
    }

    /// Adds partners to a product the household sees: as the household's own pairings, or —
    /// admins asking for `shared`, on a shared product — the shared catalogue's.
    func addPartners(
        _ partners: [String], to productID: String, shared: Bool, _ access: HouseholdService.Access, by user: Person
    ) async throws -> (PairingCatalogueView, PairingProduct) {
        let (view, product) = try await self.product(productID, access)
        if shared, !user.isAdmin { throw AppError.forbidden(.errorAdminsOnly) }
        guard !partners.isEmpty else { throw AppError.invalid("partners", .errorFieldRequired, ["partners"]) }
        guard partners.count <= Limits.partners else {
            throw AppError.invalid("partners", .errorFieldTooMany, ["partners", String(Limits.partners)])
        }
        // Shared pairings join shared products only: the shared catalogue must stand on its own.
        let base = if shared { try await catalogue(for: nil) } else { view }
        guard base.catalogue.product(product.id) != nil else { throw AppError.invalid("shared", .pairingErrorSharedNeedsShared) }
        let edited: PairingCatalogue
        do {
            edited = try base.catalogue.addingPartners(partners, to: product.id)
        } catch {
            throw Self.invalidPartners(error)
        }
        let owner = shared ? nil : access.householdID
        try await db.writeTransaction { db in
            try await Self.storeNewLinks(from: base.catalogue, to: edited, householdID: owner, on: db)
        }
        return try await self.product(product.id, access)
    }

    /// Removes the household's own product, or (admins) a shared one, with every pairing naming it.
    func deleteProduct(_ productID: String, _ access: HouseholdService.Access, by user: Person) async throws {
        let (view, product) = try await self.product(productID, access)
        if view.isShared(product.id), !user.isAdmin { throw AppError.forbidden(.errorAdminsOnly) }
        try await db.writeTransaction { db in
            try await PairingLinkRecord.query(on: db).group(.or) { group in
                group.filter(\.$mainKey == product.id).filter(\.$partnerKey == product.id)
            }.delete()
            try await PairingProductRecord.query(on: db).filter(\.$key == product.id).delete()
        }
    }

    /// The names in three languages from those given: a language left out takes the first given.
    static func names(en: String?, uk: String?, ru: String?) throws -> PairingNames {
        func clean(_ value: String?, _ field: String) throws -> String? {
            guard let value else { return nil }
            let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
            guard trimmed.count <= Limits.name else { throw AppError.invalid(field, .errorFieldTooLong, [field, String(Limits.name)]) }
            return trimmed.isEmpty ? nil : trimmed
        }
        let en = try clean(en, "names.en")
        let uk = try clean(uk, "names.uk")
        let ru = try clean(ru, "names.ru")
        guard let first = en ?? uk ?? ru else { throw AppError.invalid("names", .errorFieldRequired, ["names"]) }
        return PairingNames(en: en ?? first, uk: uk ?? first, ru: ru ?? first)
    }

    /// The food a product stands for: the one named (which must exist), or the best match of its name.
    func linkedFood(_ id: UUID?, name: String) async throws -> FoodService.Entry? {
        guard let id else { return try await foods.bestMatch(for: name) }
        do {
            return try await foods.food(id: id)
        } catch let error as AppError where error.kind == .notFound {
            throw AppError.invalid("foodId", .pairingErrorUnknownFood, [id.uuidString])
        }
    }

    static func invalidPartners(_ error: PairingCatalogueEditError) -> AppError {
        let message = error.problems.map(\.description).joined(separator: "; ")
        return AppError.invalid("partners", .pairingErrorPartners, [message])
    }

    /// Stores the pairings `edited` has and `original` has not, owned by `householdID`.
    static func storeNewLinks(
        from original: PairingCatalogue, to edited: PairingCatalogue, householdID: UUID?, on db: any Database
    ) async throws {
        var position = try await PairingLinkRecord.query(on: db).max(\.$position) ?? 0
        for link in edited.pairings {
            let existing = Set(original.partners(of: link.main))
            for partner in link.partners where !existing.contains(partner) {
                position += 1
                try await PairingLinkRecord(main: link.main, partner: partner, householdID: householdID, position: position)
                    .create(on: db)
            }
        }
    }
}
