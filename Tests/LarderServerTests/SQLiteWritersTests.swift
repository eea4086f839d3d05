import Foundation
import Testing

@testable import LarderServer

/// SQLite writers of one process wait their turn without holding a connection.
@Suite("SQLite writers' queue")
struct SQLiteWritersTests {
    actor Log {
        var events: [String] = []
        var inside = 0
        var most = 0
        func enter(_ name: String) {
            events.append(name)
            inside += 1
            most = max(most, inside)
        }
        func leave() { inside -= 1 }
    }

    @Test("One writer at a time, in the order they came")
    func oneAtATimeInOrder() async throws {
        let writers = SQLiteWriters()
        let log = Log()
        let (started, release) = AsyncStream<Void>.makeStream()
        let first = Task {
            try await writers.inTurn {
                await log.enter("first")
                for await _ in started { break }
                await log.leave()
            }
        }
        while await log.events.isEmpty { await Task.yield() }
        var others: [Task<Void, any Error>] = []
        for number in 1...5 {
            others.append(Task { try await writers.inTurn { await log.enter("writer \(number)"); await log.leave() } })
            try await Task.sleep(for: .milliseconds(20))  // so that they queue in this order
        }
        release.yield()
        try await first.value
        for task in others { try await task.value }

        #expect(await log.events == ["first", "writer 1", "writer 2", "writer 3", "writer 4", "writer 5"])
        #expect(await log.most == 1)
    }

    @Test("A write inside a write does not wait for itself")
    func nestedWriteRuns() async throws {
        let writers = SQLiteWriters()

        let value = try await writers.inTurn { try await writers.inTurn { 42 } }

        #expect(value == 42)
    }

    @Test("A writer that throws passes the turn on")
    func throwingWriterPassesTheTurn() async throws {
        struct Failure: Error {}
        let writers = SQLiteWriters()

        await #expect(throws: Failure.self) { try await writers.inTurn { throw Failure() } }
        let next = try await writers.inTurn { "ran" }

        #expect(next == "ran")
    }

    @Test("A cancelled waiter leaves the queue and the others still get their turn")
    func cancelledWaiterLeaves() async throws {
        let writers = SQLiteWriters()
        let (started, release) = AsyncStream<Void>.makeStream()
        let holder = Task { try await writers.inTurn { for await _ in started { break } } }
        try await Task.sleep(for: .milliseconds(20))
        let cancelled = Task { try await writers.inTurn { "should not run" } }
        try await Task.sleep(for: .milliseconds(20))
        let last = Task { try await writers.inTurn { "last" } }
        try await Task.sleep(for: .milliseconds(20))

        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        release.yield()
        try await holder.value

        #expect(try await last.value == "last")
    }
}
