import Foundation
import Vapor

/// Told once a change to a household's stock has committed, for a module that acts on stock
/// without the Pantry knowing of it: the Reminders module's Kitchen list closes a reminder as
/// soon as its item is used up or thrown out, and reminds of an item that arrives near its
/// date. Only the household's id passes. The Reminders module sets its watcher on
/// `Application.pantryStockWatcher`; until one does, nobody is told.
protocol PantryStockWatcher: Sendable {
    func stockChanged(in householdID: UUID) async
}

/// Nobody watching.
struct NoPantryStockWatcher: PantryStockWatcher {
    func stockChanged(in householdID: UUID) async {}
}

extension Application {
    private struct PantryStockWatcherKey: StorageKey {
        typealias Value = any PantryStockWatcher
    }

    /// Who hears of committed stock changes; the Reminders module sets its own.
    var pantryStockWatcher: any PantryStockWatcher {
        get { storage[PantryStockWatcherKey.self] ?? NoPantryStockWatcher() }
        set { storage[PantryStockWatcherKey.self] = newValue }
    }
}
