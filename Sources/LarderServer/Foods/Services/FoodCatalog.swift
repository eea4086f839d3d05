import Fluent
import Foundation
import LarderCore
import Vapor

/// The foods that search and nutrition work with, held in memory with their search index.
///
/// Why in memory rather than the databases' full-text search: ranking weighs where a word sits
/// in a food's name and how common the food is, which neither SQLite FTS5 nor PostgreSQL's
/// `tsvector` can express the same way. One index in Swift answers identically on both engines,
/// and 8,463 USDA foods take a few megabytes and well under a millisecond a search. The cost is
/// staying fresh: the table's revision (`FoodCatalogRevision`) is read at most once a second,
/// and a change — an import on this or another instance sharing the database — reloads it.
///
/// Which foods: the starter foods until a full table is imported; once USDA foods are there
/// they supersede the starter set, whose rows stay so anything that refers to them still does.
package actor FoodCatalog {
    /// The catalogue as loaded at one revision.
    package struct Snapshot: Sendable {
        package let revision: Int
        /// The database id of each food, by position.
        package let ids: [UUID]
        package let index: FoodIndex
        /// Each food's position, by database id.
        let positions: [UUID: Int]

        package var foods: [Food] { index.foods }

        init(revision: Int, ids: [UUID], index: FoodIndex) {
            self.revision = revision
            self.ids = ids
            self.index = index
            self.positions = Dictionary(ids.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }

        func food(id: UUID) -> Food? {
            positions[id].map { index.foods[$0] }
        }
    }

    /// How long a loaded catalogue is used before the table's revision is checked again.
    static let recheckInterval = Duration.seconds(1)

    private var snapshot: Snapshot?
    private var checkedAt: ContinuousClock.Instant?
    /// How many times this instance changed the table: a load begun before a change is not trusted after it.
    private var invalidations = 0
    /// A load under way, and the revision it reads: a request never waits on a load of an older one.
    private var loading: (revision: Int, task: Task<Snapshot, any Error>)?

    package init() {}

    /// The current catalogue, loading it when the food table has changed.
    package func current(on db: any Database) async throws -> Snapshot {
        let now = ContinuousClock.now
        if let snapshot, let checkedAt, now - checkedAt < Self.recheckInterval { return snapshot }
        // A revision read before this instance changed the table (an invalidation meanwhile) is not trusted for the interval.
        let generation = invalidations
        let revision = try await FoodCatalogRevision.current(on: db)
        if let snapshot, snapshot.revision == revision {
            if invalidations == generation { checkedAt = now }
            return snapshot
        }
        // A load begun before this instance changed the table reads the older revision: not joined.
        if let loading, loading.revision == revision { return try await loading.task.value }
        let task = Task { try await Self.load(revision: revision, on: db) }
        loading = (revision, task)
        defer { if loading?.task == task { loading = nil } }
        let loaded = try await task.value
        // A slower load of an older revision does not replace a newer catalogue.
        if loaded.revision >= snapshot?.revision ?? .min {
            snapshot = loaded
            if invalidations == generation { checkedAt = now }
        }
        return loaded
    }

    /// Makes the next use check the table, after this instance changed it.
    package func invalidate() {
        invalidations += 1
        checkedAt = nil
    }

    private static func load(revision: Int, on db: any Database) async throws -> Snapshot {
        let imported = try await FoodRecord.query(on: db).filter(\.$source == FoodSource.usda.rawValue).count() > 0
        let sources: [FoodSource] = imported ? [.usda, .household] : [.starter, .household]
        let rows = try await FoodRecord.query(on: db)
            .filter(\.$source ~~ sources.map(\.rawValue))
            .sort(\.$source).sort(\.$sourceID)
            .all()
        var ids: [UUID] = []
        var foods: [Food] = []
        ids.reserveCapacity(rows.count)
        foods.reserveCapacity(rows.count)
        for row in rows {
            ids.append(try row.requireID())
            foods.append(try row.food())
        }
        return Snapshot(revision: revision, ids: ids, index: FoodIndex(foods))
    }
}

extension Application {
    private struct FoodCatalogKey: StorageKey {
        typealias Value = FoodCatalog
    }

    private struct FoodCatalogLock: LockKey {}

    /// This application's food catalogue, created on first use.
    package var foodCatalog: FoodCatalog {
        locks.lock(for: FoodCatalogLock.self).withLock {
            if let catalog = storage[FoodCatalogKey.self] { return catalog }
            let catalog = FoodCatalog()
            storage[FoodCatalogKey.self] = catalog
            return catalog
        }
    }
}
