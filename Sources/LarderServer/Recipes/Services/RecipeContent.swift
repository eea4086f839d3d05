import Foundation
import LarderCore
import Vapor

/// A recipe's lines, steps and labels as values, with the nutrition worked out from them: what
/// every read of the recipe shows and nothing but a change to the recipe (or to the food table)
/// changes.
struct RecipeContent: Sendable {
    struct Line: Sendable {
        var text: String
        var section: String?
        var optional: Bool
        var quantity: Double?
        var quantityMax: Double?
        var unit: String?
        var name: String
        var note: String?
        var foodID: UUID?
    }

    struct Step: Sendable {
        var text: String
        /// The durations it mentions, found once per revision rather than on every read.
        var timers: [StepTimer]

        init(text: String) {
            self.text = text
            timers = StepTimer.find(in: text)
        }
    }

    struct Label: Sendable {
        var kind: RecipeLabel.Kind
        var value: String
    }

    var ingredients: [Line]
    var steps: [Step]
    var labels: [Label]
    var nutrition: RecipeNutrition
    /// What its lines and steps ask to be done the day before, read once per revision.
    var advancePreparation: [AdvancePreparation]
}

/// Recipe content kept in memory by the recipe's revision and the food table's, so an unchanged
/// recipe is neither read from its three tables nor worked out again on each read. The recipe
/// row itself is read fresh every time: its `updated_at` moves with every write (any instance's),
/// so the next read after a change misses here and loads the new content.
// Guarded by the lock: requests on every thread share it.
final class RecipeContentCache: @unchecked Sendable {
    struct Revision: Equatable, Sendable {
        var updatedAt: Date?
        var foodCatalogue: Int
    }

    /// About 5 KB a recipe: a few megabytes at most.
    static let capacity = 2_000

    private struct Entry {
        var revision: Revision
        var content: RecipeContent
    }

    private let lock = NSLock()
    private var entries: [UUID: Entry] = [:]

    var count: Int {
        lock.withLock { entries.count }
    }

    func content(of recipeID: UUID, at revision: Revision) -> RecipeContent? {
        lock.withLock {
            guard let entry = entries[recipeID], entry.revision == revision else { return nil }
            return entry.content
        }
    }

    func remember(_ content: RecipeContent, of recipeID: UUID, at revision: Revision) {
        lock.withLock {
            if entries.count >= Self.capacity, entries[recipeID] == nil {
                // Any half goes: a recipe read again is loaded again.
                for key in entries.keys.prefix(Self.capacity / 2) { entries[key] = nil }
            }
            entries[recipeID] = Entry(revision: revision, content: content)
        }
    }
}

extension RecipeContent.Line {
    init(_ row: RecipeIngredient) {
        self.init(
            text: row.text, section: row.section, optional: row.optional, quantity: row.quantity, quantityMax: row.quantityMax,
            unit: row.unit, name: row.name, note: row.note, foodID: row.foodID)
    }
}

extension Application {
    private struct RecipeContentCacheKey: StorageKey {
        typealias Value = RecipeContentCache
    }

    private struct RecipeContentCacheLock: LockKey {}

    /// This application's recipe content, shared by every request.
    var recipeContentCache: RecipeContentCache {
        locks.lock(for: RecipeContentCacheLock.self).withLock {
            if let cache = storage[RecipeContentCacheKey.self] { return cache }
            let cache = RecipeContentCache()
            storage[RecipeContentCacheKey.self] = cache
            return cache
        }
    }
}
