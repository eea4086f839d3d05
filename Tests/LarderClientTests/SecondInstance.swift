import Foundation
import LarderServer
import LarderTestSupport
import Vapor

/// Two running Larder instances sharing one PostgreSQL database (each with a data directory of
/// its own), as a deployment behind a load balancer runs them; skipped without
/// `LARDER_TEST_POSTGRES_URL`.
func withTwoInstancesOnPostgreSQL(_ body: (_ first: URL, _ second: URL) async throws -> Void) async throws {
    guard let postgres = TestDatabase.postgres else {
        print("▸ skipped: set LARDER_TEST_POSTGRES_URL to run two instances on one PostgreSQL")
        return
    }
    try await withApp(postgres) { first in
        var configuration = first.larderConfiguration
        configuration.dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("larder-second-\(UUID().uuidString)").path
        let second = try await buildApplication(configuration, environment: .testing)
        do {
            try await withRunningServer(first) { firstURL in
                try await withRunningServer(second) { secondURL in try await body(firstURL, secondURL) }
            }
            try await second.asyncShutdown()
        } catch {
            try? await second.asyncShutdown()
            throw error
        }
    }
}
