import Fluent
import Foundation
import LarderTestSupport
import Testing

@testable import LarderServer

/// `withApp` starts each test from a copy of a database migrated once for the run.
@Suite("Test apps")
struct TestAppTests {
    @Test("A test app starts with every migration, run before it started, and without what another test app wrote", arguments: TestDatabase.all)
    func startsFromTheRunsMigratedDatabase(database: TestDatabase) async throws {
        // setup: an app that writes an account; by its end the run's migrated database exists
        try await withApp(database) { app in _ = try await app.makeUser("Ada") }
        let started = Date()

        try await withApp(database) { app in
            // MUT
            let migrations = try await MigrationLog.query(on: app.db).all()
            let isNew = try await Installation.isNew(app)

            // validate
            #expect(isNew)
            #expect(migrations.map(\.name).sorted() == LarderMigrations.all.map(\.name).sorted())
            #expect(migrations.allSatisfy { ($0.createdAt ?? .distantFuture) < started }, "the migrations ran again for this app")
        }
    }
}
