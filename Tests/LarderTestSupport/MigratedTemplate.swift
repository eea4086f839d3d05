import Foundation
@testable import LarderServer
import SQLKit
import Vapor

/// A database every migration has run on, made once per test run and engine; each test starts from
/// a copy of it (a file copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL) instead of
/// running every migration again. Made by this process and removed when it exits, so a run never
/// starts from a template another build of the migrations made.
enum MigratedTemplate {
    /// The migrated SQLite file to copy, or nil when it could not be made (the test then migrates).
    static func sqliteFile() async -> String? {
        await templates.sqlite()
    }

    /// The migrated PostgreSQL database to clone, or nil when it could not be made.
    static func postgresDatabase(baseURL: String) async -> String? {
        await templates.postgres(baseURL: baseURL)
    }

    private static let templates = Templates()

    /// One template per engine and server, made under this actor so that however many tests ask
    /// at once, the migrations run once and nobody clones a half-made template.
    private actor Templates {
        private var sqliteTemplate: Task<String?, Never>?
        private var postgresTemplates: [String: Task<String?, Never>] = [:]

        func sqlite() async -> String? {
            if let sqliteTemplate { return await sqliteTemplate.value }
            let making = Task { await MigratedTemplate.orNil("SQLite") { try await MigratedTemplate.makeSQLite() } }
            sqliteTemplate = making
            return await making.value
        }

        func postgres(baseURL: String) async -> String? {
            if let made = postgresTemplates[baseURL] { return await made.value }
            let making = Task { await MigratedTemplate.orNil("PostgreSQL") { try await MigratedTemplate.makePostgres(baseURL: baseURL) } }
            postgresTemplates[baseURL] = making
            return await making.value
        }
    }

    /// `LARDER_TEST_MIGRATE_EACH=1` turns the templates off, so the suite's time can be measured
    /// both ways on the same tests.
    private static let isOff = ProcessInfo.processInfo.environment["LARDER_TEST_MIGRATE_EACH"] == "1"

    private static func orNil(_ engine: String, _ make: () async throws -> String) async -> String? {
        guard !isOff else { return nil }
        do {
            return try await make()
        } catch {
            print("▸ No migrated \(engine) template (\(String(reflecting: error))): every test on \(engine) runs the migrations itself")
            return nil
        }
    }

    private static func makeSQLite() async throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("larder-template-\(UUID().uuidString)").path
        LeftoversAtExit.shared.removeDirectory(directory)
        // No checkpoint is forced here: a TRUNCATE checkpoint waits, spinning, for every other connection of
        // the pool to leave its snapshot. Closing the last connection checkpoints anyway, and a write-ahead
        // log left behind is copied with the file.
        try await migrateAndShutDown(testConfiguration(dataDirectory: directory)) { _ in }
        return LarderConfiguration.defaultSQLitePath(in: directory)
    }

    private static func makePostgres(baseURL: String) async throws -> String {
        let name = "larder_template_\(getpid())_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(8)
        try await PostgresScratch.execute("CREATE DATABASE \"\(name)\"", baseURL: baseURL)
        LeftoversAtExit.shared.dropDatabase(name, baseURL: baseURL)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("larder-template-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var configuration = testConfiguration(dataDirectory: directory)
        configuration.storage = .postgres(url: try PostgresScratch.url(of: name, baseURL: baseURL))
        try await migrateAndShutDown(configuration) { _ in }
        // PostgreSQL refuses to clone a database anyone is connected to; from here on nobody can.
        try await PostgresScratch.execute("ALTER DATABASE \"\(name)\" WITH ALLOW_CONNECTIONS false", baseURL: baseURL)
        return name
    }

    private static func migrateAndShutDown(_ configuration: LarderConfiguration, then finish: (Application) async throws -> Void) async throws {
        let app = try await buildApplication(configuration, environment: .testing)
        do {
            try await migrate(app)
            try await finish(app)
            try await app.asyncShutdown()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
    }
}

/// What the templates leave behind, removed when the test process exits.
final class LeftoversAtExit: @unchecked Sendable {
    static let shared = LeftoversAtExit()

    private let lock = NSLock()
    private var directories: [String] = []
    private var databases: [(name: String, baseURL: String)] = []

    private init() {
        atexit { LeftoversAtExit.shared.removeAll() }
    }

    func removeDirectory(_ path: String) {
        lock.withLock { directories.append(path) }
    }

    func dropDatabase(_ name: String, baseURL: String) {
        lock.withLock { databases.append((name, baseURL)) }
    }

    private func removeAll() {
        let (directories, databases) = lock.withLock { (self.directories, self.databases) }
        for directory in directories { try? FileManager.default.removeItem(atPath: directory) }
        guard !databases.isEmpty else { return }
        // Exit handlers cannot await: the drops run on the concurrency pool while this thread
        // waits, for a bounded time so that a server gone away cannot hold the exit.
        let dropped = DispatchSemaphore(value: 0)
        Task.detached {
            for database in databases { try? await PostgresScratch.dropDatabase(database.name, baseURL: database.baseURL) }
            dropped.signal()
        }
        _ = dropped.wait(timeout: .now() + 10)
    }
}
