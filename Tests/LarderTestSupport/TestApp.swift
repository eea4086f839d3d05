import Foundation
@testable import LarderServer
import Vapor

/// Runs `body` against a freshly migrated Larder on `database`, in its own data directory and
/// database, and always cleans up — also when the test fails. The database starts as a copy of
/// one migrated once per run (`MigratedTemplate`); the migrations still run after the copy, so a
/// copy that lacks one (or no copy at all) ends up the same.
public func withApp<T>(
    _ database: TestDatabase,
    configure adjust: (inout LarderConfiguration) -> Void = { _ in },
    _ body: (Application) async throws -> T
) async throws -> T {
    let dataDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("larder-test-\(UUID().uuidString)").path
    var scratchDatabase: String?
    var configuration = testConfiguration(dataDirectory: dataDirectory)
    if case .postgres(let baseURL) = database {
        let template = await MigratedTemplate.postgresDatabase(baseURL: baseURL)
        let scratch = try await PostgresScratch.createDatabase(baseURL: baseURL, template: template)
        scratchDatabase = scratch.name
        configuration.storage = .postgres(url: scratch.url)
    }
    adjust(&configuration)

    func cleanUp() async {
        if let scratchDatabase, case .postgres(let baseURL) = database {
            try? await PostgresScratch.dropDatabase(scratchDatabase, baseURL: baseURL)
        }
        try? FileManager.default.removeItem(atPath: dataDirectory)
    }

    let app: Application
    do {
        if case .sqlite(let path) = configuration.storage { try await copyMigratedSQLite(to: path) }
        app = try await buildApplication(configuration, environment: .testing)
    } catch {
        await cleanUp()
        throw error
    }
    do {
        try await migrate(app)
        let result = try await body(app)
        try await app.asyncShutdown()
        await cleanUp()
        return result
    } catch {
        try? await app.asyncShutdown()
        await cleanUp()
        throw error
    }
}

/// What every test app runs with unless the test adjusts it.
func testConfiguration(dataDirectory: String) -> LarderConfiguration {
    LarderConfiguration(
        dataDirectory: dataDirectory,
        jwtSecret: "test-signing-key-that-is-long-enough-0123456789",
        bcryptCost: 4,
        logLevel: .error,
        // Every recipe website in the tests is a stand-in on loopback.
        importsFromPrivateNetworks: true
    )
}

/// Puts a copy of the migrated SQLite template at `path`, unless a file is there already.
private func copyMigratedSQLite(to path: String) async throws {
    guard !FileManager.default.fileExists(atPath: path), let template = await MigratedTemplate.sqliteFile() else { return }
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: template, toPath: path)
    if FileManager.default.fileExists(atPath: template + "-wal") {
        try FileManager.default.copyItem(atPath: template + "-wal", toPath: path + "-wal")
    }
}

/// A clock tests can move forward.
public final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date

    public init(_ start: Date = Date()) {
        current = start
    }

    public var now: Date {
        lock.withLock { current }
    }

    public func advance(by seconds: TimeInterval) {
        lock.withLock { current = current.addingTimeInterval(seconds) }
    }
}

extension Application {
    /// Makes the app read time from `clock`.
    public func use(_ clock: TestClock) {
        larderClock = LarderClock(now: { clock.now }, timeZone: larderConfiguration.timeZone)
    }
}
