import Fluent
import Foundation
import LarderCore
import Vapor

/// Writes whole catalogues into the shared catalogue: the starter catalogue on first start, and
/// the original app's CSV files (`larder import pairing-csv`, the admin upload).
struct PairingCatalogueStore {
    let db: any Database
    let foods: FoodService

    /// What a store changed.
    struct Outcome: Sendable, Equatable {
        var categories: Int
        var products: Int
        var pairings: Int
    }

    /// Stores the starter catalogue when the shared catalogue is empty; one that already has
    /// categories is the admins' to curate and is left as it is. Safe to call on every start.
    @discardableResult
    static func seedIfNeeded(_ app: Application) async throws -> Int {
        let store = PairingCatalogueStore(db: app.db, foods: app.foods)
        guard try await PairingCategoryRecord.query(on: app.db).count() == 0 else { return 0 }
        let catalogue: PairingCatalogue
        do {
            catalogue = try StarterPairingCatalogue.load()
        } catch {
            // The embedded file is checked by LarderCore's tests; a broken one must not stop the server.
            app.logger.error("The starter pairing catalogue did not load: \(error)")
            return 0
        }
        do {
            let outcome = try await store.store(catalogue)
            return outcome.categories + outcome.products
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // Another instance sharing the database seeded it at the same moment.
            return 0
        }
    }

    /// Imports the original app's three files into the shared catalogue, ids prefixed `csv-` so
    /// they never clash with the starter catalogue's; the rows LarderCore's reader left out come
    /// back as problems, the good rows are stored.
    func importCSV(_ files: PairingCSVFiles) async throws -> (Outcome, [PairingImportProblem]) {
        let imported = PairingCSVImport.read(files)
        return (try await store(Self.prefixed(imported.catalogue, "csv-")), imported.problems)
    }

    /// Adds or updates each category and product by id, and replaces the shared partners of every
    /// main product the catalogue lists. Products are linked to foods by their food name.
    func store(_ catalogue: PairingCatalogue) async throws -> Outcome {
        var foodIDs: [String: UUID] = [:]
        for product in catalogue.products {
            if let match = try await foods.bestMatch(for: product.food) { foodIDs[product.id] = match.id }
        }
        let links = catalogue.pairings
        let linked = foodIDs
        try await db.writeTransaction { db in
            let categories = try await PairingCategoryRecord.query(on: db).all()
            var categoryPosition = (categories.map(\.position).max() ?? -1) + 1
            for category in catalogue.categories {
                if let existing = categories.first(where: { $0.key == category.id }) {
                    existing.update(from: category)
                    try await existing.save(on: db)
                } else {
                    try await PairingCategoryRecord(category, position: categoryPosition).create(on: db)
                    categoryPosition += 1
                }
            }
            let keys = catalogue.products.map(\.id)
            let products =
                if keys.isEmpty { [PairingProductRecord]() } else { try await PairingProductRecord.query(on: db).filter(\.$key ~~ keys).all() }
            var productPosition = (try await PairingProductRecord.query(on: db).max(\.$position) ?? -1) + 1
            for product in catalogue.products {
                if let existing = products.first(where: { $0.key == product.id }) {
                    existing.update(from: product)
                    existing.foodID = linked[product.id]
                    try await existing.save(on: db)
                } else {
                    try await PairingProductRecord(product, householdID: nil, foodID: linked[product.id], position: productPosition)
                        .create(on: db)
                    productPosition += 1
                }
            }
            let mains = links.map(\.main)
            if !mains.isEmpty {
                try await PairingLinkRecord.query(on: db).filter(\.$householdID == nil).filter(\.$mainKey ~~ mains).delete()
            }
            var position = (try await PairingLinkRecord.query(on: db).max(\.$position) ?? 0) + 1
            for link in links {
                for partner in link.partners {
                    try await PairingLinkRecord(main: link.main, partner: partner, householdID: nil, position: position).create(on: db)
                    position += 1
                }
            }
        }
        return Outcome(categories: catalogue.categories.count, products: catalogue.products.count, pairings: links.count)
    }

    /// The catalogue with every id prefixed.
    static func prefixed(_ catalogue: PairingCatalogue, _ prefix: String) -> PairingCatalogue {
        var result = catalogue
        result.categories = catalogue.categories.map { category in
            var category = category
            category.id = prefix + category.id
            category.pairsWith = category.pairsWith.map { prefix + $0 }
            return category
        }
        result.products = catalogue.products.map { product in
            var product = product
            product.id = prefix + product.id
            product.category = prefix + product.category
            return product
        }
        result.pairings = catalogue.pairings.map { PairingLink(main: prefix + $0.main, partners: $0.partners.map { prefix + $0 }) }
        return result
    }
}
