import Foundation
import Vapor

/// Work that runs beside the server from the moment it has booted, and is cancelled — and waited
/// for — at shutdown, before the databases it uses close.
struct BackgroundTask: LifecycleHandler {
    let name: String
    let work: @Sendable (Application) async -> Void

    func didBoot(_ app: Application) throws {
        let work = self.work
        app.backgroundTasks?.start(name) { await work(app) }
    }

    func shutdown(_ app: Application) {
        app.backgroundTasks?.stop(name)?.cancel()
    }

    func shutdownAsync(_ app: Application) async {
        guard let task = app.backgroundTasks?.stop(name) else { return }
        task.cancel()
        await task.value
    }
}

/// One application's background work: each task runs once, however often a handler of its name is
/// booted (a second would never be stopped), and nothing starts once shutdown has begun, so no
/// work outlives the databases it uses.
final class BackgroundTasks: @unchecked Sendable {
    private let lock = NSLock()
    private var running: [String: Task<Void, Never>] = [:]
    private var isShuttingDown = false

    func start(_ name: String, _ work: @escaping @Sendable () async -> Void) {
        lock.withLock {
            guard !isShuttingDown, running[name] == nil else { return }
            running[name] = Task { await work() }
        }
    }

    /// The task to cancel and wait for; from now on nothing starts.
    func stop(_ name: String) -> Task<Void, Never>? {
        lock.withLock {
            isShuttingDown = true
            return running.removeValue(forKey: name)
        }
    }
}

extension Application {
    private struct BackgroundTasksKey: StorageKey {
        typealias Value = BackgroundTasks
    }

    /// Set when the application is configured; gone once its storage is cleared at shutdown, so
    /// a late boot finds nothing to start work on.
    var backgroundTasks: BackgroundTasks? {
        get { storage[BackgroundTasksKey.self] }
        set { storage[BackgroundTasksKey.self] = newValue }
    }
}
