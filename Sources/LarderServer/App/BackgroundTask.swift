import Vapor

/// Work that runs beside the server from the moment it has booted, and is cancelled — and waited
/// for — at shutdown, before the databases it uses close.
struct BackgroundTask: LifecycleHandler {
    let name: String
    let work: @Sendable (Application) async -> Void

    private struct Running: StorageKey {
        typealias Value = [String: Task<Void, Never>]
    }

    func didBoot(_ app: Application) throws {
        let work = self.work
        var running = app.storage[Running.self] ?? [:]
        running[name] = Task { await work(app) }
        app.storage[Running.self] = running
    }

    func shutdown(_ app: Application) {
        app.storage[Running.self]?[name]?.cancel()
    }

    func shutdownAsync(_ app: Application) async {
        guard let task = app.storage[Running.self]?[name] else { return }
        task.cancel()
        await task.value
    }
}
