import Fluent
import Foundation
import LarderCore

/// Writes foods into the food table by their source and source id, so that storing the same
/// foods again changes nothing, and a changed food is updated in place (its id stays, so
/// whatever refers to it still does).
struct FoodStore {
    let db: any Database

    /// What storing a set of foods did.
    struct Outcome: Sendable, Equatable {
        var inserted = 0
        var updated = 0
        var unchanged = 0

        var changedAnything: Bool { inserted + updated > 0 }
    }

    /// Rows per INSERT: 11 columns × 500 rows stays far below PostgreSQL's 65,535 binds per statement.
    static let batchSize = 500

    /// Stores `foods` (all of one source), reporting progress as rows are written. Run it inside
    /// a transaction for all-or-nothing; `progress` may throw to abandon the work.
    func store(
        _ foods: [Food],
        progress: (_ done: Int, _ total: Int) throws -> Void = { _, _ in }
    ) async throws -> Outcome {
        var outcome = Outcome()
        let sources = Set(foods.map(\.source.rawValue))
        var existing: [String: [String: FoodRecord]] = [:]
        for source in sources {
            let rows = try await FoodRecord.query(on: db).filter(\.$source == source).all()
            existing[source] = Dictionary(rows.map { ($0.sourceID, $0) }, uniquingKeysWith: { first, _ in first })
        }
        var pending: [FoodRecord] = []
        var done = 0
        func flush() async throws {
            guard !pending.isEmpty else { return }
            try await pending.create(on: db)
            outcome.inserted += pending.count
            done += pending.count
            pending.removeAll(keepingCapacity: true)
            try progress(done, foods.count)
        }
        for food in foods {
            if let row = existing[food.source.rawValue]?[food.sourceID] {
                if try StoredFood(food).hash == row.contentHash {
                    outcome.unchanged += 1
                } else {
                    try row.update(from: food)
                    try await row.save(on: db)
                    outcome.updated += 1
                }
                done += 1
                if done % Self.batchSize == 0 { try progress(done, foods.count) }
            } else {
                pending.append(try FoodRecord(food))
                if pending.count == Self.batchSize { try await flush() }
            }
        }
        try await flush()
        try progress(foods.count, foods.count)
        if outcome.changedAnything { try await FoodCatalogRevision.advance(on: db) }
        return outcome
    }
}
