import Foundation
import LarderClient
import LarderServer
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import Vapor

/// What `larder bench shopping-events` measures: how long a shopping-list change takes to reach
/// another open client of the household, over real HTTP and the server-sent event stream.
package enum ShoppingEventsBenchmark {
    /// Starts Larder on loopback in a scratch data directory (SQLite), or — given `postgres` — two
    /// instances on that database, and returns each change's latency in milliseconds, from
    /// sending it as one client to the other client's stream delivering its event.
    package static func run(changes: Int, postgres: String?) async throws -> [Double] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("larder-bench-events-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let secret = UUID().uuidString + UUID().uuidString
        func configuration(_ name: String) -> LarderConfiguration {
            LarderConfiguration(
                dataDirectory: directory + "/" + name, storage: postgres.map { .postgres(url: $0) }, jwtSecret: secret, bcryptCost: 4,
                logLevel: .warning, seedsStarterContent: false)
        }
        let first = try await buildApplication(configuration("first"))
        var apps = [first]
        do {
            try await migrate(first)
            if postgres != nil { apps.append(try await buildApplication(configuration("second"))) }
            var urls: [URL] = []
            for app in apps {
                try await app.server.start(address: .hostname("127.0.0.1", port: 0))
                urls.append(URL(string: "http://127.0.0.1:\(app.http.server.shared.localAddress?.port ?? 0)/api")!)
            }
            let latencies = try await measure(changes: changes, writer: urls[0], reader: urls[urls.count - 1])
            for app in apps { await app.server.shutdown() }
            for app in apps { try await app.asyncShutdown() }
            return latencies
        } catch {
            for app in apps {
                await app.server.shutdown()
                try? await app.asyncShutdown()
            }
            throw error
        }
    }

    private static func measure(changes: Int, writer: URL, reader: URL) async throws -> [Double] {
        let email = "bench-\(UUID().uuidString.prefix(8).lowercased())@example.com"
        let anonymous = Client(serverURL: writer, transport: AsyncHTTPClientTransport())
        _ = try await anonymous.register(body: .json(.init(name: "Bench", email: email, password: "bench password"))).created
        let token = try await anonymous.login(body: .json(.init(login: email, password: "bench password"))).ok.body.json.accessToken
        let credentials = [LarderCredentialsMiddleware(.bearer(accessToken: token))]
        let adding = Client(serverURL: writer, transport: AsyncHTTPClientTransport(), middlewares: credentials)
        let watching = Client(serverURL: reader, transport: AsyncHTTPClientTransport(), middlewares: credentials)
        let household = try await adding.createHousehold(body: .json(.init(name: "Bench"))).created.body.json.id
        let list = try await adding.listShoppingLists(path: .init(householdId: household)).ok.body.json[0].id

        let stream = try await watching.streamShoppingEvents(path: .init(householdId: household)).ok.body.text_event_hyphen_stream
        var events = stream.asDecodedServerSentEventsWithJSONData(of: Components.Schemas.ShoppingEvent.self).makeAsyncIterator()
        guard try await events.next()?.data?.kind == .subscribed else { throw StreamDidNotOpen() }
        let clock = ContinuousClock()
        var latencies: [Double] = []
        for index in 0..<changes {
            let start = clock.now
            let item = try await adding.addShoppingItem(path: .init(listId: list), body: .json(.init(text: "item \(index)"))).created.body
                .json.id
            while let event = try await events.next() {
                if event.data?.itemIds.contains(item) == true { break }
            }
            let elapsed = clock.now - start
            latencies.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
        }
        return latencies
    }

    private struct StreamDidNotOpen: Error, CustomStringConvertible {
        var description: String { "the event stream did not open" }
    }
}
