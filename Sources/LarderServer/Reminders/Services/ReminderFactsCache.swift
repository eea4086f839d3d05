import Foundation
import LarderCore
import Vapor

/// Every reminder of a household as the rules see them, kept in memory by the household's
/// reminder revision (`CreateReminderRevisions`): a smart list over ten thousand reminders then
/// costs one indexed lookup and a pass in memory instead of reading and decoding every row.
/// Any write, on any instance, moves the revision, so the next read loads afresh.
// Guarded by the lock: requests on every thread share it.
final class ReminderFactsCache: @unchecked Sendable {
    /// One reminder's facts and its stored topic (topic lists pick by it).
    struct Reminder: Sendable {
        var facts: ReminderFacts
        var topic: String?
    }

    /// Households held at once; a household read again after eviction is loaded again.
    static let capacity = 256

    private struct Entry {
        var revision: Int64
        var reminders: [Reminder]
    }

    private let lock = NSLock()
    private var entries: [UUID: Entry] = [:]

    func reminders(of householdID: UUID, at revision: Int64) -> [Reminder]? {
        lock.withLock {
            guard let entry = entries[householdID], entry.revision == revision else { return nil }
            return entry.reminders
        }
    }

    func remember(_ reminders: [Reminder], of householdID: UUID, at revision: Int64) {
        lock.withLock {
            if entries.count >= Self.capacity, entries[householdID] == nil {
                for key in entries.keys.prefix(Self.capacity / 2) { entries[key] = nil }
            }
            entries[householdID] = Entry(revision: revision, reminders: reminders)
        }
    }
}

extension Application {
    private struct ReminderFactsCacheKey: StorageKey {
        typealias Value = ReminderFactsCache
    }

    private struct ReminderFactsCacheLock: LockKey {}

    /// This application's reminder facts, shared by every request.
    var reminderFactsCache: ReminderFactsCache {
        locks.lock(for: ReminderFactsCacheLock.self).withLock {
            if let cache = storage[ReminderFactsCacheKey.self] { return cache }
            let cache = ReminderFactsCache()
            storage[ReminderFactsCacheKey.self] = cache
            return cache
        }
    }
}
