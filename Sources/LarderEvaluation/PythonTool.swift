import Foundation

/// The Python interpreter a harness or test runs reference tools with: LARDER_TEST_PYTHON
/// when set (CI points it at a virtual environment), otherwise `python3` on the PATH.
public struct PythonTool: Sendable {
    public let executable: String

    public init(executable: String) {
        self.executable = executable
    }

    public static func fromEnvironment() -> PythonTool {
        let variable = ProcessInfo.processInfo.environment["LARDER_TEST_PYTHON"] ?? ""
        return PythonTool(executable: variable.isEmpty ? "python3" : variable)
    }

    /// Whether LARDER_REQUIRE_PYTHON_TOOLS=1 asks that a missing tool fail rather than skip.
    public static var toolsAreRequired: Bool {
        ProcessInfo.processInfo.environment["LARDER_REQUIRE_PYTHON_TOOLS"] == "1"
    }

    /// Whether the interpreter runs and can import `module`.
    public func canImport(_ module: String) -> Bool {
        (try? run(arguments: ["-c", "import \(module)"]).status) == 0
    }

    /// Runs the interpreter to the end; standard output is discarded, standard error kept.
    public func run(arguments: [String]) throws -> (status: Int32, errorOutput: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        // Read before waiting, so that a chatty interpreter cannot fill the pipe and stall.
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: errorData, as: UTF8.self))
    }

    /// Runs `script` (Python source) with `arguments`, from a temporary file.
    public func run(script: String, name: String, arguments: [String]) throws -> (status: Int32, errorOutput: String) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("larder-\(UUID().uuidString)-\(name)")
        try Data(script.utf8).write(to: path)
        defer { try? FileManager.default.removeItem(at: path) }
        return try run(arguments: [path.path] + arguments)
    }
}
