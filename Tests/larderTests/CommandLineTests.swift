import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LarderTestSupport
import Testing

@Suite("Command line")
struct CommandLineTests {
    @Test("larder --help lists every command")
    func helpListsCommands() async throws {
        let result = try await LarderProcess.run(["--help"])
        #expect(result.status == 0)
        for command in ["serve", "migrate", "user", "device", "parse", "eval", "bench", "photos"] {
            #expect(result.output.contains("  \(command) "), "\(command) missing from --help")
        }
    }

    @Test("user create makes accounts; promote makes an administrator", arguments: TestDatabase.all)
    func createAndPromote(database: TestDatabase) async throws {
        try await withScratchStorage(database) { dataDirectory, environment in
            let first = try await LarderProcess.run(["user", "create", "--email", "ada@example.com", "--password", "12345678", "--data-dir", dataDirectory], environment: environment)
            let second = try await LarderProcess.run(["user", "create", "--name", "Bob", "--phone", "+380501234567", "--password", "12345678", "--data-dir", dataDirectory], environment: environment)
            let promoted = try await LarderProcess.run(["user", "promote", "+380 50 123 45 67", "--data-dir", dataDirectory], environment: environment)

            #expect(first.status == 0, "\(first.errors)")
            #expect(first.output.contains("Created administrator ada <ada@example.com>"))
            #expect(second.output.contains("Created account Bob <+380501234567>"))
            #expect(promoted.status == 0, "\(promoted.errors)")
            #expect(promoted.output.contains("Bob <+380501234567> is now an administrator."))
        }
    }

    @Test("user reset-password prints a single-use link on Larder's address, and names an unknown login", arguments: TestDatabase.all)
    func resetPassword(database: TestDatabase) async throws {
        try await withScratchStorage(database) { dataDirectory, environment in
            _ = try await LarderProcess.run(["user", "create", "--email", "ada@example.com", "--password", "12345678", "--data-dir", dataDirectory], environment: environment)
            let made = try await LarderProcess.run(
                ["user", "reset-password", "ada@example.com", "--url", "https://larder.example.test/", "--data-dir", dataDirectory], environment: environment)
            let unknown = try await LarderProcess.run(["user", "reset-password", "bob@example.com", "--data-dir", dataDirectory], environment: environment)

            #expect(made.status == 0, "\(made.errors)")
            #expect(made.output.contains("Reset link for ada <ada@example.com>, good once until"))
            #expect(made.output.contains(/\nhttps:\/\/larder\.example\.test\/password\/reset\?token=[A-Za-z0-9_-]{20,}\n/))
            #expect(unknown.status != 0)
            #expect(unknown.errors.contains("There is no account with the login “bob@example.com”."))
        }
    }

    @Test("photos prune deletes an old photo nothing uses, and a dry run only lists it")
    func photosPrune() async throws {
        try await withScratchStorage(.sqlite) { dataDirectory, environment in
            let photos = URL(fileURLWithPath: dataDirectory).appendingPathComponent("photos")
            try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
            let name = String(repeating: "ab", count: 32) + ".png"
            let file = photos.appendingPathComponent(name)
            try Data([1, 2, 3]).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3 * 24 * 3600)], ofItemAtPath: file.path)

            let dry = try await LarderProcess.run(["photos", "prune", "--dry-run", "--data-dir", dataDirectory], environment: environment)
            let stillThere = FileManager.default.fileExists(atPath: file.path)
            let pruned = try await LarderProcess.run(["photos", "prune", "--data-dir", dataDirectory], environment: environment)

            #expect(dry.status == 0, "\(dry.errors)")
            #expect(dry.output.contains("Would delete 1 unused photos"))
            #expect(stillThere)
            #expect(pruned.output.contains("Deleted 1 unused photos"))
            #expect(!FileManager.default.fileExists(atPath: file.path))
        }
    }

    @Test("user create explains a bad email and fails")
    func badInputFails() async throws {
        try await withScratchStorage(.sqlite) { dataDirectory, environment in
            let result = try await LarderProcess.run(["user", "create", "--email", "nope", "--password", "12345678", "--data-dir", dataDirectory], environment: environment)
            #expect(result.status != 0)
            #expect(result.errors.contains("email: Enter an email address like name@example.com."))
        }
    }

    @Test("device create prints a readable id and a secret")
    func deviceCreate() async throws {
        try await withScratchStorage(.sqlite) { dataDirectory, environment in
            let result = try await LarderProcess.run(["device", "create", "--name", "Fridge cam", "--data-dir", dataDirectory], environment: environment)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.contains(/Device id: +LD-[0-9A-Z]{4}-[0-9A-Z]{4}/))
            #expect(result.output.contains(/Device secret: +[A-Za-z0-9_-]{43}/))
        }
    }

    @Test("migrate creates the SQLite file in the data directory")
    func migrateCreatesDatabase() async throws {
        try await withScratchStorage(.sqlite) { dataDirectory, environment in
            let result = try await LarderProcess.run(["migrate", "--data-dir", dataDirectory], environment: environment)
            #expect(result.status == 0, "\(result.errors)")
            #expect(FileManager.default.fileExists(atPath: dataDirectory + "/larder.sqlite"))
        }
    }

    @Test("A bad environment stops the command with every problem listed")
    func badEnvironmentIsReported() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["DATABASE_URL"] = "mysql://x"
        environment["LARDER_PORT"] = nil
        environment["LARDER_BCRYPT_COST"] = "1"
        let result = try await LarderProcess.run(["migrate"], environment: environment)
        #expect(result.status != 0)
        #expect(result.errors.contains("DATABASE_URL must start with postgres://"))
        #expect(result.errors.contains("LARDER_BCRYPT_COST must be a whole number from 4 to 31"))
    }

    @Test("serve migrates, prints its address, answers, and stops cleanly on SIGTERM", arguments: TestDatabase.all)
    func serve(database: TestDatabase) async throws {
        try await withScratchStorage(database) { dataDirectory, environment in
            let port = try FreePort.find()
            let process = Process()
            process.executableURL = LarderProcess.executable
            process.arguments = ["serve", "--port", String(port), "--data-dir", dataDirectory]
            process.environment = environment
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            defer { if process.isRunning { process.terminate() } }

            let firstLine = try await LineReader(output.fileHandleForReading).firstLine(containing: "Larder is running at", timeout: 60)
            let (health, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/health")!)
            let (home, _) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)/")!)
            process.terminate()
            process.waitUntilExit()

            #expect(firstLine == "Larder is running at http://127.0.0.1:\(port)/")
            #expect((response as? HTTPURLResponse)?.statusCode == 200)
            #expect(String(decoding: health, as: UTF8.self).contains(#""status":"ok""#))
            #expect(String(decoding: home, as: UTF8.self).contains("Create the first account"))
            #expect(process.terminationStatus == 0)
        }
    }
}

/// Collects a child process's output on a background thread, so waiting for a line can time out
/// without a blocked read holding the test up.
final class LineReader: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    private var ended = false

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let data = handle.availableData
                lock.withLock {
                    if data.isEmpty { ended = true } else { buffer += String(decoding: data, as: UTF8.self) }
                }
                if data.isEmpty { return }
            }
        }
    }

    func firstLine(containing needle: String, timeout: TimeInterval) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let (text, isEnded) = lock.withLock { (buffer, ended) }
            if let line = text.split(separator: "\n").first(where: { $0.contains(needle) }) {
                return String(line)
            }
            if isEnded { throw NoSuchLine(output: text) }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw NoSuchLine(output: lock.withLock { buffer } + " (timed out after \(Int(timeout)) s)")
    }

    struct NoSuchLine: Error, CustomStringConvertible {
        var output: String
        var description: String { "the process did not print the expected line; it printed: \(output)" }
    }
}
