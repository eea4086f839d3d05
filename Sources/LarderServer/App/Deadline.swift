import Foundation

/// The time an outbound call was given ran out.
struct DeadlineExceeded: Error {}

/// Runs `operation`, cancelling it and throwing `DeadlineExceeded` when it takes longer than
/// `seconds` — all of it, including reading the answer's body, which an HTTP client's own
/// deadline does not cover.
func withDeadline<T: Sendable>(
    seconds: TimeInterval,
    _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    try await withThrowingTaskGroup(of: T.self) { group in
        group.addTask { try await operation() }
        group.addTask {
            try await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
            throw DeadlineExceeded()
        }
        defer { group.cancelAll() }
        guard let first = try await group.next() else { throw DeadlineExceeded() }
        return first
    }
}

extension TimeInterval {
    /// Seconds as people write them: "60", "0.5".
    var secondsText: String {
        rounded() == self ? String(Int(self)) : String(format: "%.1f", self)
    }
}
