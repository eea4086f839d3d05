import FluentPostgresDriver
import Foundation
import Logging
import NIOPosix

/// One PostgreSQL connection per instance that LISTENs for shopping events and hands each to
/// the hub. It connects on first use, reconnects after a lost connection (a second later, for as
/// long as the instance runs), and says when it is listening, so that a stream opened after
/// `ready()` misses nothing sent after it.
actor ShoppingNotificationListener {
    private let url: String
    private let channel: String
    private let logger: Logger
    private let onEvent: @Sendable (ShoppingEvent) async -> Void

    private var task: Task<Void, Never>?
    private var connection: PostgresConnection?
    private var isListening = false
    private var waiters: [CheckedContinuation<Void, any Error>] = []

    init(url: String, channel: String, logger: Logger, onEvent: @escaping @Sendable (ShoppingEvent) async -> Void) {
        self.url = url
        self.channel = channel
        self.logger = logger
        self.onEvent = onEvent
    }

    /// Returns once notifications are being received, starting the listener if it is not running.
    func ready() async throws {
        if isListening { return }
        if task == nil {
            task = Task { await self.run() }
        }
        try await withCheckedThrowingContinuation { waiters.append($0) }
    }

    func stop() async {
        let running = task
        task = nil
        running?.cancel()
        try? await connection?.close()
        await running?.value
        for waiter in waiters { waiter.resume(throwing: CancellationError()) }
        waiters = []
    }

    private func run() async {
        while !Task.isCancelled {
            do {
                let configuration = try SQLPostgresConfiguration(url: url).coreConfiguration
                let connection = try await PostgresConnection.connect(
                    on: MultiThreadedEventLoopGroup.singleton.next(), configuration: configuration, id: 1, logger: logger)
                self.connection = connection
                try await connection.listen(on: channel) { notifications in
                    self.listening(true)
                    for try await notification in notifications {
                        guard let event = try? JSONDecoder().decode(ShoppingEvent.self, from: Data(notification.payload.utf8))
                        else { continue }
                        await onEvent(event)
                    }
                }
            } catch {
                if !Task.isCancelled { logger.warning("shopping events: listening on PostgreSQL failed, retrying: \(error)") }
                // Whoever is waiting now is told (their stream fails and the client reconnects).
                for waiter in waiters { waiter.resume(throwing: error) }
                waiters = []
            }
            listening(false)
            try? await connection?.close()
            connection = nil
            if Task.isCancelled { break }
            try? await Task.sleep(for: .seconds(1))
        }
    }

    private func listening(_ now: Bool) {
        isListening = now
        guard now else { return }
        for waiter in waiters { waiter.resume() }
        waiters = []
    }
}
