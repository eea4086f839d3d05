import Vapor

/// Counts the requests being answered, so that shutting down waits for them before the
/// databases close: a request still running then — its write, its session being saved — would
/// otherwise find no database.
final class RequestsInFlight: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var current: Int { lock.withLock { count } }

    func begin() { lock.withLock { count += 1 } }
    func end() { lock.withLock { count -= 1 } }

    /// Returns once nothing is in flight, or after `limit`.
    func drained(within limit: Duration) async {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while current > 0, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}

/// The outermost middleware: a request counts from arrival until its response, session saved
/// included, is ready.
struct RequestsInFlightMiddleware: AsyncMiddleware {
    let requests: RequestsInFlight

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        requests.begin()
        defer { requests.end() }
        return try await next.respond(to: request)
    }
}

/// At shutdown, waits (up to a minute) for the requests being answered.
struct DrainRequestsAtShutdown: LifecycleHandler {
    let requests: RequestsInFlight

    func shutdownAsync(_ app: Application) async {
        await requests.drained(within: .seconds(60))
    }
}
