import ArgumentParser
import Foundation
import LarderServer
import Vapor

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the Larder server (web app and API); migrates the database first."
    )

    @ArgumentParser.Option(help: "Address to listen on (default: $LARDER_HOST or 127.0.0.1; 0.0.0.0 for the whole network).")
    var host: String?

    @ArgumentParser.Option(help: "Port to listen on (default: $LARDER_PORT or 8080).")
    var port: Int?

    @ArgumentParser.OptionGroup var storage: StorageOptions

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let host = self.host ?? environment["LARDER_HOST"] ?? "127.0.0.1"
        let port = self.port ?? environment["LARDER_PORT"].map { Int($0) ?? -1 } ?? 8080
        guard (1...65_535).contains(port) else {
            throw ValidationError("The port must be a number from 1 to 65535.")
        }
        let configuration = try storage.configuration()
        let app = try await buildApplication(configuration)
        do {
            try await migrate(app)
            if configuration.seedsStarterContent {
                try await StarterContent.seedIfNeeded(app)
            }
            let isNewInstallation = try await Installation.isNew(app)
            try await app.server.start(address: .hostname(host, port: port))
            say("Larder is running at http://\(displayHost(host)):\(port)/")
            say("Storage: \(configuration.storage.engineName) · data directory: \(configuration.dataDirectory)")
            if isNewInstallation { say("This is a new installation: the first account you create becomes the administrator.") }
            say("Press Ctrl-C to stop.")
            await TerminationSignal.wait()
            await app.server.shutdown()
            try await app.asyncShutdown()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
    }

    /// Written straight to standard output, so the address shows at once even through a pipe.
    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    private func displayHost(_ host: String) -> String {
        host == "0.0.0.0" || host == "::" ? "localhost" : host
    }
}

/// Waits for Ctrl-C or a polite `kill`.
enum TerminationSignal {
    static func wait() async {
        let (signals, continuation) = AsyncStream<Int32>.makeStream()
        let queue = DispatchQueue(label: "larder.signals")
        let sources = [SIGINT, SIGTERM].map { code -> any DispatchSourceSignal in
            // Ignored as plain signals so that only the dispatch source sees them.
            signal(code, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: code, queue: queue)
            source.setEventHandler { continuation.yield(code) }
            source.resume()
            return source
        }
        for await _ in signals { break }
        print()
        sources.forEach { $0.cancel() }
    }
}

struct MigrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Bring the database up to date (serve does this too)."
    )

    @ArgumentParser.OptionGroup var storage: StorageOptions

    func run() async throws {
        try await storage.withApplication { app in
            print("The \(app.larderConfiguration.storage.engineName) database is up to date.")
        }
    }
}
