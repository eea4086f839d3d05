import Foundation

/// One fixed load from `wrk` (Debian's HTTP benchmarking tool) against one address, and what it
/// reported: throughput, latency percentiles and every kind of failure.
package struct WrkLoad: Sendable {
    package var url: String
    package var headers: [String]
    package var connections: Int
    package var seconds: Int
    package var threads = 2

    package init(url: String, headers: [String], connections: Int, seconds: Int) {
        self.url = url
        self.headers = headers
        self.connections = connections
        self.seconds = seconds
    }

    package struct Result: Sendable, Equatable, Encodable {
        package var requestsPerSecond: Double
        package var p50Milliseconds: Double
        package var p99Milliseconds: Double
        /// Answers other than 2xx or 3xx, and connect, read, write and timeout errors.
        package var errors: Int
    }

    package struct Failure: Error, CustomStringConvertible {
        package var description: String
    }

    package var arguments: [String] {
        ["-t\(threads)", "-c\(connections)", "-d\(seconds)s", "--latency"] + headers.flatMap { ["-H", $0] } + [url]
    }

    /// Runs `wrk` and reads its report. The wait happens on the process's own thread, so the
    /// server answering the load in this process keeps every cooperative thread.
    package func run() async throws -> Result {
        guard let executable = Self.executable() else {
            throw Failure(description: "wrk is not installed (apt-get install wrk); it drives the load")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        let text: String = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { _ in
                let data = output.fileHandleForReading.readDataToEndOfFile()
                continuation.resume(returning: String(decoding: data, as: UTF8.self))
            }
            do { try process.run() } catch { continuation.resume(throwing: error) }
        }
        guard process.terminationStatus == 0, let result = Self.parse(text) else {
            throw Failure(description: "wrk \(arguments.joined(separator: " ")) did not report: \(text)")
        }
        return result
    }

    static func executable() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/wrk" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Reads `wrk --latency` output: `Requests/sec:`, the 50 % and 99 % lines of the latency
    /// distribution, `Non-2xx or 3xx responses:` and `Socket errors:`.
    package static func parse(_ text: String) -> Result? {
        var perSecond: Double?
        var p50: Double?
        var p99: Double?
        var errors = 0
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if line.hasPrefix("Requests/sec:"), words.count == 2 {
                perSecond = Double(words[1])
            } else if words.count == 2, words[0] == "50%" {
                p50 = milliseconds(words[1])
            } else if words.count == 2, words[0] == "99%" {
                p99 = milliseconds(words[1])
            } else if line.hasPrefix("Non-2xx or 3xx responses:") {
                errors += Int(words.last ?? "") ?? 0
            } else if line.hasPrefix("Socket errors:") {
                errors += line.dropFirst("Socket errors:".count).split(separator: ",")
                    .compactMap { Int($0.split(separator: " ").last ?? "") }.reduce(0, +)
            }
        }
        guard let perSecond, let p50, let p99 else { return nil }
        return Result(requestsPerSecond: perSecond, p50Milliseconds: p50, p99Milliseconds: p99, errors: errors)
    }

    /// wrk writes durations as `812.00us`, `1.52ms`, `2.01s` or `1.05m`.
    static func milliseconds(_ text: String) -> Double? {
        let units: [(String, Double)] = [("us", 0.001), ("ms", 1), ("s", 1000), ("m", 60_000)]
        for (suffix, scale) in units where text.hasSuffix(suffix) {
            if let value = Double(text.dropLast(suffix.count)) { return value * scale }
        }
        return nil
    }
}
