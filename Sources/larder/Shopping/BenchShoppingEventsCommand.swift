import ArgumentParser
import Foundation
import LarderClient
import LarderServer
import OpenAPIAsyncHTTPClient
import OpenAPIRuntime
import Vapor

/// `larder bench shopping-events`: how long a shopping-list change takes to reach another open
/// client of the household, over real HTTP and the server-sent event stream.
struct BenchShoppingEventsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shopping-events",
        abstract: "Measure how soon a shopping-list change reaches another client (p50, p95, p99).",
        discussion: """
            Starts Larder on loopback in a scratch data directory (SQLite), or — with --postgres — two \
            instances on that PostgreSQL database, signs up a household, opens the household's event \
            stream as a second client (on the second instance), then adds items one at a time as the \
            first client. Each figure runs from sending the change to the stream delivering its event, \
            so it includes the change's own request. Prints the figures, then JSON on the last line.
            """)

    @ArgumentParser.Option(help: "How many changes to time.")
    var changes = 200

    @ArgumentParser.Option(help: "Run two instances on this (scratch) PostgreSQL database (postgres://…).")
    var postgres: String?

    func validate() throws {
        guard (1...10_000).contains(changes) else { throw ValidationError("--changes must be from 1 to 10000.") }
        if let postgres, !(postgres.hasPrefix("postgres://") || postgres.hasPrefix("postgresql://")) {
            throw ValidationError("--postgres must start with postgres:// or postgresql://")
        }
    }

    func run() async throws {
        LogOutput.bootstrap(level: .warning)
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
            let latencies = try await measure(writer: urls[0], reader: urls[urls.count - 1])
            for app in apps { await app.server.shutdown() }
            for app in apps { try await app.asyncShutdown() }
            report(latencies, storage: postgres == nil ? "sqlite" : "postgres (two instances)")
        } catch {
            for app in apps {
                await app.server.shutdown()
                try? await app.asyncShutdown()
            }
            throw error
        }
    }

    private func measure(writer: URL, reader: URL) async throws -> [Double] {
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
        guard try await events.next()?.data?.kind == .subscribed else { throw ValidationError("the event stream did not open") }
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

    private func report(_ latencies: [Double], storage: String) {
        let sorted = latencies.sorted()
        func percentile(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)] }
        let figures = [("p50", percentile(0.5)), ("p95", percentile(0.95)), ("p99", percentile(0.99)), ("max", sorted.last ?? 0)]
        print("\(sorted.count) changes on \(storage), change sent → event received:")
        print(figures.map { "\($0.0) \(String(format: "%.1f", $0.1)) ms" }.joined(separator: "   "))
        let json = figures.map { "\"\($0.0)Ms\":\(String(format: "%.2f", $0.1))" }.joined(separator: ",")
        print("{\"storage\":\"\(storage)\",\"changes\":\(sorted.count),\(json)}")
    }
}
