import Fluent
import Foundation
import LarderCore

extension PairingService {
    /// What a client changes of a product; nil leaves a part as it is.
    struct ProductChange: Sendable {
        var en: String?
        var uk: String?
        var ru: String?
        var categoryID: String?
        /// Empty removes the picture.
        var picture: String?
        var foodID: UUID?
    }

    /// Changes the household's own product, or (admins) a shared one. A change that breaks the
    /// catalogue it belongs to is refused naming `categoryId`.
    func changeProduct(
        _ productID: String, _ change: ProductChange, _ access: HouseholdService.Access, by user: Person
    ) async throws -> (PairingCatalogueView, PairingProduct) {
        let (view, product) = try await self.product(productID, access)
        guard view.mayChange(product.id, by: user) else { throw AppError.forbidden(.errorAdminsOnly) }
        let shared = view.isShared(product.id)
        var changed = product
        changed.names = try Self.names(changing: product.names, en: change.en, uk: change.uk, ru: change.ru)
        if let categoryID = change.categoryID {
            guard view.catalogue.category(categoryID) != nil else {
                throw AppError.invalid("categoryId", .pairingErrorUnknownCategory, [categoryID])
            }
            changed.category = categoryID
        }
        if let picture = change.picture {
            let trimmed = picture.trimmingCharacters(in: .whitespacesAndNewlines)
            changed.picture = trimmed.isEmpty ? nil : try Self.text(trimmed, field: "picture", limit: Limits.picture)
        }
        var food: FoodService.Entry?
        if let foodID = change.foodID {
            food = try await linkedFood(foodID, name: changed.names.en)
            changed.food = food?.food.name ?? changed.food
        }
        // A shared product answers to the shared catalogue, which every household builds on.
        let base = shared ? try await catalogue(for: nil) : view
        do {
            _ = try base.catalogue.replacing(changed)
        } catch {
            throw AppError.invalid("categoryId", .pairingErrorChange, ["categoryId", Self.describe(error)])
        }
        let owner = shared ? nil : access.householdID
        let stored = changed
        let linked = food
        try await db.writeTransaction { db in
            guard let record = try await PairingProductRecord.query(on: db).filter(\.$key == product.id)
                .filter(\.$householdID == owner).first()
            else { throw Self.productNotFound }
            record.update(from: stored)
            if let linked { record.foodID = linked.id }
            try await record.save(on: db)
        }
        return try await self.product(product.id, access)
    }

    /// What an admin changes of a category; nil leaves a part as it is.
    struct CategoryChange: Sendable {
        var en: String?
        var uk: String?
        var ru: String?
        var role: PairingCategory.Role?
        var pairsWith: [String]?
    }

    /// Changes a category of the shared catalogue (admins only). A change that breaks it is
    /// refused naming `pairsWith` (or `role`, when the categories it pairs with were not given).
    func changeCategory(_ categoryID: String, _ change: CategoryChange, by user: Person) async throws -> PairingCategory {
        guard user.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        let shared = try await catalogue(for: nil).catalogue
        guard var changed = shared.category(categoryID) else { throw Self.categoryNotFound }
        changed.names = try Self.names(changing: changed.names, en: change.en, uk: change.uk, ru: change.ru)
        if let role = change.role {
            changed.role = role
            // A category made secondary stops starting pairings: the categories it listed go.
            if role == .secondary, change.pairsWith == nil { changed.pairsWith = [] }
        }
        if let pairsWith = change.pairsWith {
            guard pairsWith.count <= Limits.pairsWith else {
                throw AppError.invalid("pairsWith", .errorFieldTooMany, ["pairsWith", String(Limits.pairsWith)])
            }
            var seen = Set<String>()
            changed.pairsWith = pairsWith.filter { seen.insert($0).inserted }
        }
        let field = change.pairsWith == nil ? "role" : "pairsWith"
        do {
            _ = try shared.replacing(changed)
        } catch {
            throw AppError.invalid(field, .pairingErrorChange, [field, Self.describe(error)])
        }
        let stored = changed
        try await db.writeTransaction { db in
            guard let record = try await PairingCategoryRecord.query(on: db).filter(\.$key == categoryID).first() else {
                throw Self.categoryNotFound
            }
            record.update(from: stored)
            try await record.save(on: db)
        }
        return stored
    }

    /// `names` with the languages given replaced; a blank one is refused naming it.
    static func names(changing names: PairingNames, en: String?, uk: String?, ru: String?) throws -> PairingNames {
        var result = names
        for (field, given, path) in [("names.en", en, \PairingNames.en), ("names.uk", uk, \.uk), ("names.ru", ru, \.ru)] {
            guard let given else { continue }
            result[keyPath: path] = try text(given, field: field, limit: Limits.name)
        }
        return result
    }

    static func describe(_ error: PairingCatalogueEditError) -> String {
        error.problems.map(\.description).joined(separator: "; ")
    }
}
