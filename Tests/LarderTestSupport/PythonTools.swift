import Foundation

/// The Python reference tools a test runs against Larder (schemathesis, …): the virtual
/// environment LARDER_TEST_PYTHON names (CI makes one from Tests/python-requirements.txt), or
/// `python3` on the PATH. A missing tool skips its test, saying so, unless
/// LARDER_REQUIRE_PYTHON_TOOLS=1 (CI), where it fails.
public enum PythonTools {
    public static var interpreter: String {
        let configured = ProcessInfo.processInfo.environment["LARDER_TEST_PYTHON"] ?? ""
        return configured.isEmpty ? "python3" : configured
    }

    /// The interpreter of the CalDAV clients (the `caldav` library, caldav-server-tester, Radicale):
    /// LARDER_TEST_CALDAV_PYTHON, which CI makes from Tests/python-caldav-requirements.txt apart
    /// from the other tools, or else `interpreter`.
    public static var calDAVInterpreter: String {
        let configured = ProcessInfo.processInfo.environment["LARDER_TEST_CALDAV_PYTHON"] ?? ""
        return configured.isEmpty ? interpreter : configured
    }

    public static var areRequired: Bool {
        ProcessInfo.processInfo.environment["LARDER_REQUIRE_PYTHON_TOOLS"] == "1"
    }

    /// A console script installed beside the interpreter (`schemathesis`), when there is one.
    public static func script(_ name: String) -> String? {
        let interpreter = self.interpreter
        let folder = interpreter.contains("/")
            ? URL(fileURLWithPath: interpreter).deletingLastPathComponent()
            : (try? ask(interpreter, ["-c", "import sys, os; print(os.path.dirname(sys.executable))"]))
                .flatMap { $0.status == 0 ? URL(fileURLWithPath: $0.output.trimmingCharacters(in: .whitespacesAndNewlines)) : nil }
        guard let path = folder?.appendingPathComponent(name).path, FileManager.default.isExecutableFile(atPath: path) else { return nil }
        return path
    }

    /// Runs `executable` to the end without holding a thread of the caller's: standard output and
    /// error together.
    public static func run(_ executable: String, _ arguments: [String]) async throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        return try await withCheckedThrowingContinuation { continuation in
            // The pipe is drained on its own thread, so that a chatty tool cannot fill it and stall.
            let reader = Thread {
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: (process.terminationStatus, String(decoding: data, as: UTF8.self)))
            }
            do {
                try process.run()
                reader.start()
            } catch {
                continuation.resume(throwing: error)
            }
        }
    }

    /// `run` for a quick question asked synchronously (where an interpreter keeps its scripts).
    private static func ask(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
