import Fluent
import LarderCore
import Vapor

/// The content Larder ships so a new installation is useful at once: the starter foods, so the
/// embedded default computes nutrition before any food table is imported, and the starter
/// pairing catalogue.
public enum StarterContent {
    /// Stores the starter foods that are missing or changed since this version of Larder; a
    /// database that already has them is left untouched. Safe to call on every start. Answers how
    /// many rows it wrote, foods and pairing catalogue together.
    @discardableResult
    public static func seedIfNeeded(_ app: Application) async throws -> Int {
        let foods = StarterFoods.all
        let store = { @Sendable in
            try await app.db.writeTransaction { db in try await FoodStore(db: db).store(foods) }
        }
        let outcome: FoodStore.Outcome
        do {
            outcome = try await store()
        } catch let error as any DatabaseError where error.isConstraintFailure {
            // Another instance sharing the database seeded at the same moment; what it stored is
            // now there, and storing again finds it.
            outcome = try await store()
        }
        if outcome.changedAnything { await app.foodCatalog.invalidate() }
        // The pairing catalogue after the foods, so its products link to them.
        let pairing = try await PairingCatalogueStore.seedIfNeeded(app)
        return outcome.inserted + outcome.updated + pairing
    }
}
