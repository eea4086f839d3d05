import Foundation
@testable import LarderServer
import Vapor

/// Runs `body` against a freshly migrated Larder on `database`, in its own data directory and
/// database, and always cleans up — also when the test fails.
public func withApp<T>(
    _ database: TestDatabase,
    configure adjust: (inout LarderConfiguration) -> Void = { _ in },
    _ body: (Application) async throws -> T
) async throws -> T {
    let dataDirectory = FileManager.default.temporaryDirectory
        .appendingPathComponent("larder-test-\(UUID().uuidString)").path
    var scratchDatabase: String?
    var configuration = LarderConfiguration(
        dataDirectory: dataDirectory,
        jwtSecret: "test-signing-key-that-is-long-enough-0123456789",
        bcryptCost: 4,
        logLevel: .error,
        // Every recipe website in the tests is a stand-in on loopback.
        importsFromPrivateNetworks: true
    )
    if case .postgres(let baseURL) = database {
        let scratch = try await PostgresScratch.createDatabase(baseURL: baseURL)
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
