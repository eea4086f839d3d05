import FluentPostgresDriver
import Foundation
import Logging
import NIOPosix

/// A storage engine the tests run on. SQLite always; PostgreSQL when LARDER_TEST_POSTGRES_URL
/// names a server (`.ci/run` starts a throwaway one and sets it).
public enum TestDatabase: Sendable, CustomStringConvertible {
    case sqlite
    case postgres(baseURL: String)

    /// Every engine available to this run; storage tests take these as arguments.
    public static let all: [TestDatabase] = {
        var engines: [TestDatabase] = [.sqlite]
        if let url = ProcessInfo.processInfo.environment["LARDER_TEST_POSTGRES_URL"], !url.isEmpty {
            engines.append(.postgres(baseURL: url))
            print("▸ Storage tests run on SQLite and on PostgreSQL (\(redacted(url)))")
        } else {
            print("▸ Storage tests run on SQLite only: set LARDER_TEST_POSTGRES_URL (as .ci/run does) to also run them on PostgreSQL")
        }
        return engines
    }()

    public static var postgres: TestDatabase? {
        all.first { if case .postgres = $0 { true } else { false } }
    }

    public var description: String {
        switch self {
        case .sqlite: "SQLite"
        case .postgres: "PostgreSQL"
        }
    }

    private static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url) else { return "postgres" }
        if components.password != nil { components.password = "•••" }
        return components.string ?? "postgres"
    }
}

/// Creates and drops the per-test PostgreSQL databases.
enum PostgresScratch {
    /// An empty database, or a copy of `template` when one is named.
    static func createDatabase(baseURL: String, template: String? = nil) async throws -> (name: String, url: String) {
        let name = String("larder_test_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "").prefix(16))
        try await execute("CREATE DATABASE \"\(name)\"" + (template.map { " TEMPLATE \"\($0)\"" } ?? ""), baseURL: baseURL)
        return (name, try url(of: name, baseURL: baseURL))
    }

    /// The address of database `name` on the server `baseURL` names.
    static func url(of name: String, baseURL: String) throws -> String {
        guard var components = URLComponents(string: baseURL) else {
            throw ScratchError(description: "LARDER_TEST_POSTGRES_URL is not a URL: \(baseURL)")
        }
        components.path = "/" + name
        return components.string ?? baseURL
    }

    static func dropDatabase(_ name: String, baseURL: String) async throws {
        try await execute("DROP DATABASE IF EXISTS \"\(name)\" WITH (FORCE)", baseURL: baseURL)
    }

    static func execute(_ sql: String, baseURL: String) async throws {
        let configuration = try SQLPostgresConfiguration(url: baseURL)
        let logger = Logger(label: "larder.tests.postgres")
        let connection = try await PostgresConnection.connect(
            on: MultiThreadedEventLoopGroup.singleton.next(),
            configuration: configuration.coreConfiguration,
            id: 1,
            logger: logger
        )
        do {
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
            try await connection.close()
        } catch {
            try? await connection.close()
            throw error
        }
    }

    struct ScratchError: Error, CustomStringConvertible {
        var description: String
    }
}

/// An empty data directory and, for PostgreSQL, an empty database, described as the
/// environment a `larder` process reads; both are removed afterwards.
public func withScratchStorage<T>(
    _ database: TestDatabase,
    _ body: (_ dataDirectory: String, _ environment: [String: String]) async throws -> T
) async throws -> T {
    let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("larder-cli-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["DATABASE_URL"] = nil
    environment["LARDER_DATA_DIR"] = nil
    var scratch: (name: String, url: String)?
    if case .postgres(let baseURL) = database {
        let created = try await PostgresScratch.createDatabase(baseURL: baseURL)
        scratch = created
        environment["DATABASE_URL"] = created.url
    }
    defer { try? FileManager.default.removeItem(atPath: dataDirectory) }
    do {
        let result = try await body(dataDirectory, environment)
        if let scratch, case .postgres(let baseURL) = database { try? await PostgresScratch.dropDatabase(scratch.name, baseURL: baseURL) }
        return result
    } catch {
        if let scratch, case .postgres(let baseURL) = database { try? await PostgresScratch.dropDatabase(scratch.name, baseURL: baseURL) }
        throw error
    }
}
