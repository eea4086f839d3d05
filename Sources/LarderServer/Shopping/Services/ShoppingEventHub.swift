import Fluent
import Foundation
import Logging
import Vapor

/// Carries shopping-list changes to every open event stream of the household, on this instance
/// and — with PostgreSQL — on every other instance sharing the database.
///
/// SQLite (one instance): a change is handed straight to this process's subscribers.
/// PostgreSQL: a change is sent with `NOTIFY larder_shopping`, and each instance's one listening
/// connection (`ShoppingNotificationListener`) hands what arrives to its subscribers — the
/// instance that made the change included, so every client hears of it the same way.
actor ShoppingEventHub {
    static let channel = "larder_shopping"

    private var subscribers: [UUID: [UUID: AsyncStream<ShoppingEvent>.Continuation]] = [:]
    private var listener: ShoppingNotificationListener?
    private let storage: LarderConfiguration.Storage
    private let logger: Logger

    init(storage: LarderConfiguration.Storage, logger: Logger) {
        self.storage = storage
        self.logger = logger
    }

    /// A stream of the household's events, starting with `subscribed` once every later change
    /// will reach it (on PostgreSQL: once this instance is listening).
    func subscribe(householdID: UUID) async throws -> AsyncStream<ShoppingEvent> {
        if case .postgres(let url) = storage {
            let listener =
                self.listener
                ?? ShoppingNotificationListener(url: url, channel: Self.channel, logger: logger) {
                    [weak self] event in await self?.deliver(event)
                }
            self.listener = listener
            try await listener.ready()
        }
        let id = UUID()
        let (stream, continuation) = AsyncStream<ShoppingEvent>.makeStream(bufferingPolicy: .bufferingNewest(256))
        continuation.onTermination = { [weak self] _ in
            Task { await self?.unsubscribe(householdID: householdID, id: id) }
        }
        subscribers[householdID, default: [:]][id] = continuation
        continuation.yield(ShoppingEvent(kind: .subscribed, householdID: householdID))
        return stream
    }

    /// More item ids than this and the event names none ("many; fetch the list"), which keeps
    /// it well inside NOTIFY's 8,000-byte payload.
    static let maximumItemIDs = 100

    /// Tells every client of the household about `event`.
    func publish(_ event: ShoppingEvent, on db: any Database) async {
        var event = event
        if event.itemIDs.count > Self.maximumItemIDs { event.itemIDs = [] }
        guard case .postgres = storage else {
            deliver(event)
            return
        }
        do {
            let payload = String(decoding: try JSONEncoder().encode(event), as: UTF8.self)
            try await db.sql().raw("SELECT pg_notify(\(bind: Self.channel), \(bind: payload))").run()
        } catch {
            // The change itself is saved; clients see it on their next fetch.
            logger.warning("shopping event not sent: \(error)")
        }
    }

    func deliver(_ event: ShoppingEvent) {
        for (id, continuation) in subscribers[event.householdID] ?? [:] {
            if case .terminated = continuation.yield(event) { subscribers[event.householdID]?[id] = nil }
        }
    }

    /// Open streams of the household (for tests and diagnostics).
    func subscriberCount(householdID: UUID) -> Int {
        subscribers[householdID]?.count ?? 0
    }

    /// Ends every stream and stops listening, when the application shuts down.
    func shutdown() async {
        for continuation in subscribers.values.flatMap(\.values) { continuation.finish() }
        subscribers = [:]
        await listener?.stop()
        listener = nil
    }

    private func unsubscribe(householdID: UUID, id: UUID) {
        subscribers[householdID]?[id] = nil
        if subscribers[householdID]?.isEmpty == true { subscribers[householdID] = nil }
    }
}

extension Application {
    private struct ShoppingEventHubKey: StorageKey {
        typealias Value = ShoppingEventHub
    }

    private struct ShoppingEventHubLock: LockKey {}

    /// This application's shopping event hub, created on first use and closed at shutdown.
    var shoppingEvents: ShoppingEventHub {
        locks.lock(for: ShoppingEventHubLock.self).withLock {
            if let hub = storage[ShoppingEventHubKey.self] { return hub }
            let hub = ShoppingEventHub(storage: larderConfiguration.storage, logger: logger)
            storage[ShoppingEventHubKey.self] = hub
            lifecycle.use(ShoppingEventHubShutdown(hub: hub))
            return hub
        }
    }
}

private struct ShoppingEventHubShutdown: LifecycleHandler {
    let hub: ShoppingEventHub

    func shutdownAsync(_ application: Application) async {
        await hub.shutdown()
    }
}
