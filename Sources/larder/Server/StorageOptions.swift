import ArgumentParser
import Foundation
import LarderServer
import Vapor

/// Where Larder keeps its data; shared by every command that opens the database.
struct StorageOptions: ParsableArguments {
    @ArgumentParser.Option(name: .customLong("data-dir"), help: "Data directory (default: $LARDER_DATA_DIR or ./larder-data).")
    var dataDirectory: String?

    /// Reads the configuration once, and points swift-log at standard output with its level.
    /// `quiet` commands only show warnings unless LARDER_LOG_LEVEL asks for more.
    func configuration(quiet: Bool = false) throws -> LarderConfiguration {
        var configuration = try LarderConfiguration.fromEnvironment(dataDirectory: dataDirectory)
        if quiet, ProcessInfo.processInfo.environment["LARDER_LOG_LEVEL"] == nil {
            configuration.logLevel = .warning
        }
        LogOutput.bootstrap(level: configuration.logLevel)
        return configuration
    }

    /// Opens the database (migrated), runs `work`, and always shuts the application down.
    func withApplication<T>(_ work: (Application) async throws -> T) async throws -> T {
        let configuration = try configuration(quiet: true)
        let app = try await buildApplication(configuration)
        do {
            try await migrate(app)
            let result = try await work(app)
            try await app.asyncShutdown()
            return result
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
    }
}

/// swift-log may be bootstrapped once per process; commands run in tests share one process.
enum LogOutput {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var isBootstrapped = false

    static func bootstrap(level: Logger.Level) {
        lock.lock()
        defer { lock.unlock() }
        guard !isBootstrapped else { return }
        isBootstrapped = true
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
    }
}
