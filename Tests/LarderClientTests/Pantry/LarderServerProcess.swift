import Foundation
import LarderClient
import LarderTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `larder serve` process — the executable `swift build` made, beside the test bundle — for
/// tests that need more than one Larder instance. Stopped (SIGTERM, then waited for) by `stop`.
final class LarderServerProcess: @unchecked Sendable {
    let port: Int
    private let process = Process()

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("larder")
    }

    /// Starts `larder serve` on a free port with its own data directory and `environment`.
    init(dataDirectory: String, environment: [String: String]) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else {
            throw FixtureError("\(Self.executable.path) is missing: build the package with `swift build --build-tests`")
        }
        port = try FreePort.find()
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        process.executableURL = Self.executable
        process.arguments = ["serve", "--port", String(port), "--data-dir", dataDirectory]
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Waits until `/health` answers (migrations and the starter foods are done by then).
    func waitUntilServing() async throws {
        for _ in 0..<600 {
            guard process.isRunning else { throw FixtureError("larder serve on port \(port) exited with \(process.terminationStatus)") }
            if let (_, response) = try? await URLSession.shared.data(from: baseURL.appendingPathComponent("health")),
                (response as? HTTPURLResponse)?.statusCode == 200
            {
                return
            }
            try await Task.sleep(nanoseconds: 200_000_000)
        }
        throw FixtureError("larder serve on port \(port) did not start")
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }
}

extension LarderServerProcess {
    /// Ada, signed in to two `larder serve` processes sharing one scratch PostgreSQL database (one
    /// signing key, so her token works on both; an administrator registered before her). The
    /// second starts once the first has migrated: two migrating at once would race.
    static func withAdaOnTwoInstances<T>(_ body: (_ ada: Client, _ adaOnSecond: Client) async throws -> T) async throws -> T {
        guard let database = TestDatabase.postgres else { throw FixtureError("two instances need LARDER_TEST_POSTGRES_URL") }
        return try await withScratchStorage(database) { dataDirectory, environment in
            var environment = environment
            environment["LARDER_JWT_SECRET"] = "two-instances-share-one-signing-key-0123456789"
            environment["LARDER_BCRYPT_COST"] = "4"
            environment["LARDER_LOG_LEVEL"] = "error"
            let first = try LarderServerProcess(dataDirectory: dataDirectory + "/first", environment: environment)
            defer { first.stop() }
            try await first.waitUntilServing()
            let second = try LarderServerProcess(dataDirectory: dataDirectory + "/second", environment: environment)
            defer { second.stop() }
            try await second.waitUntilServing()

            let one = ClientSession(baseURL: first.baseURL)
            _ = try await one.register("Admin", email: "admin@example.com")
            let (_, ada) = try await one.register("Ada", email: "ada@example.com")
            let token = try await one.anonymous.login(body: .json(.init(login: "ada@example.com", password: "correct horse"))).ok.body.json
            return try await body(ada, ClientSession(baseURL: second.baseURL).signedIn(token.accessToken))
        }
    }
}
