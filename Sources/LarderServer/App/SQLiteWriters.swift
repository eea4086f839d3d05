import Fluent
import Foundation

/// SQLite lets one writer at a time hold a database file. Without this, every writer of this
/// process took a pooled connection and a thread to wait in SQLite's busy handler, and a burst of
/// writes left readers no connection (requests timed out in the pool). Now writers wait their
/// turn here, holding nothing; only the one whose turn it is takes a connection. Writers in other
/// processes on the same file still meet the busy handler.
actor SQLiteWriters {
    private var isHeld = false
    private var waiting: [(id: UUID, turn: CheckedContinuation<Void, any Error>)] = []

    /// The task-local mark of a turn held, so that a write inside a write does not wait for itself.
    @TaskLocal static var heldTurn: ObjectIdentifier?

    /// Runs `work` in this process's turn at writing (FIFO).
    func inTurn<T: Sendable>(_ work: @Sendable () async throws -> T) async throws -> T {
        if Self.heldTurn == ObjectIdentifier(self) { return try await work() }
        try await takeTurn()
        do {
            let result = try await Self.$heldTurn.withValue(ObjectIdentifier(self)) { try await work() }
            passTurn()
            return result
        } catch {
            passTurn()
            throw error
        }
    }

    private func takeTurn() async throws {
        guard isHeld else {
            isHeld = true
            return
        }
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (turn: CheckedContinuation<Void, any Error>) in
                waiting.append((id, turn))
            }
        } onCancel: {
            Task { await self.leave(id) }
        }
    }

    /// A waiter given up on leaves the queue (a turn already passed to it is used and passed on).
    private func leave(_ id: UUID) {
        guard let index = waiting.firstIndex(where: { $0.id == id }) else { return }
        waiting.remove(at: index).turn.resume(throwing: CancellationError())
    }

    private func passTurn() {
        if waiting.isEmpty {
            isHeld = false
        } else {
            waiting.removeFirst().turn.resume()
        }
    }
}

/// The SQLite configuration with its writers' queue, so that `writeTransaction` finds the queue
/// of the database it was given (`Database.configuration`).
struct QueuedSQLiteConfiguration: DatabaseConfiguration {
    var base: any DatabaseConfiguration
    let writers: SQLiteWriters

    var middleware: [any AnyModelMiddleware] {
        get { base.middleware }
        set { base.middleware = newValue }
    }

    func makeDriver(for databases: Databases) -> any DatabaseDriver {
        base.makeDriver(for: databases)
    }
}

extension DatabaseConfigurationFactory {
    /// `factory`'s database, its writers queued in this process.
    static func queuingWriters(_ factory: DatabaseConfigurationFactory) -> DatabaseConfigurationFactory {
        DatabaseConfigurationFactory { QueuedSQLiteConfiguration(base: factory.make(), writers: SQLiteWriters()) }
    }
}

extension Database {
    /// This database's writers' queue, when it has one (SQLite).
    var sqliteWriters: SQLiteWriters? {
        (configuration as? QueuedSQLiteConfiguration)?.writers
    }
}
