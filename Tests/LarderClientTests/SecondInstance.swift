import Foundation
import LarderServer
import LarderTestSupport
import Vapor

/// A second Larder instance on the same database as `first` (with a data directory of its own),
/// shut down after `body` whatever happens.
func withSecondInstance<T>(of first: Application, _ body: (Application) async throws -> T) async throws -> T {
    var configuration = first.larderConfiguration
    configuration.dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("larder-second-\(UUID().uuidString)").path
    let second = try await buildApplication(configuration, environment: .testing)
    do {
        let result = try await body(second)
        try await second.asyncShutdown()
        return result
    } catch {
        try? await second.asyncShutdown()
        throw error
    }
}
