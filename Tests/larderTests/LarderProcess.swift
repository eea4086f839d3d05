import Foundation

/// Runs the `larder` executable that `swift test` built, as a user would from a shell.
struct LarderProcess {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// The executable sits beside the test bundle in the build's products directory.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("larder")
    }

    /// Waits for the process on a thread of its own: blocking one of the few cooperative threads while a test's
    /// server needs them to answer the process starves that server on a 2-core machine.
    static func run(_ arguments: [String], environment: [String: String]? = nil, input: String? = nil) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Swift.Result { try runWaiting(arguments, environment: environment, input: input) })
            }
        }
    }

    private static func runWaiting(_ arguments: [String], environment: [String: String]?, input: String?) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Both pipes drain at once, so a process that fills one while the other is read does not hang.
        let errorData = LockedData()
        let errorsRead = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            errorData.value = errors.fileHandleForReading.readDataToEndOfFile()
            errorsRead.signal()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        errorsRead.wait()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData.value, as: UTF8.self)
        )
    }
}

private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    var value: Data {
        get { lock.withLock { data } }
        set { lock.withLock { data = newValue } }
    }
}
