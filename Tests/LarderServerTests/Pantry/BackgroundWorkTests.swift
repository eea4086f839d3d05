import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// Work the server starts beside itself: the "what can I cook" index is built as it boots, and
/// background work is stopped and waited for before the databases close.
@Suite("Background work")
struct BackgroundWorkTests {
    @Test("The cookable index is built when the application boots, before anyone asks", arguments: [TestDatabase.sqlite])
    func cookableIndexIsBuiltAtBoot(database: TestDatabase) async throws {
        try await withApp(database) { app in
            #expect(await app.cookableIndex.isBuilt == false)

            try await app.asyncBoot()
            var built = false
            for _ in 0..<600 where !built {
                built = await app.cookableIndex.isBuilt
                if !built { try await Task.sleep(for: .milliseconds(50)) }
            }

            #expect(built)
        }
    }

    @Test("Shutting down cancels background work and waits for it to finish", arguments: [TestDatabase.sqlite])
    func shutdownWaitsForBackgroundWork(database: TestDatabase) async throws {
        let finished = Finished()
        try await withApp(database) { app in
            app.lifecycle.use(
                BackgroundTask(name: "test-sleeper") { _ in
                    _ = try? await Task.sleep(for: .seconds(600))
                    try? await Task.sleep(for: .milliseconds(100))  // cleaning up after being cancelled
                    await finished.mark()
                })
            try await app.asyncBoot()
            #expect(await finished.done == false)
        }
        #expect(await finished.done, "the application's shutdown returned only after the work had finished")
    }

    @Test("Once shutdown has begun, no background work starts")
    func noStartAfterShutdown() async throws {
        let tasks = BackgroundTasks()
        let starts = Starts()
        _ = tasks.stop("other")
        tasks.start("late") { await starts.add() }
        try await Task.sleep(for: .milliseconds(100))
        #expect(await starts.count == 0)
    }

    actor Starts {
        var count = 0
        func add() { count += 1 }
    }

    actor Finished {
        var done = false
        func mark() { done = true }
    }
}
