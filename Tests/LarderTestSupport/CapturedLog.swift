import Foundation
import Logging
import Vapor

/// Everything an app logs, kept for a test to read: messages with their metadata, at every level.
public final class CapturedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    public init() {}

    public var text: String { lock.withLock { lines.joined(separator: "\n") } }

    fileprivate func append(_ line: String) {
        lock.withLock { lines.append(line) }
    }

    /// Makes `app` (and every request it answers) log here, at the level the app was configured with.
    public func capture(_ app: Application) {
        var logger = Logger(label: "larder.test") { _ in Handler(log: self) }
        logger.logLevel = app.logger.logLevel
        app.logger = logger
    }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let merged = metadata.merging(event.metadata ?? [:]) { $1 }
            log.append("\(event.level) \(event.message) \(merged)")
        }
    }
}
