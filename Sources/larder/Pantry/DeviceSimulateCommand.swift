import ArgumentParser
import Foundation
import LarderClient
import OpenAPIAsyncHTTPClient

/// `larder device simulate`: plays a product-recognition device, for trying the pantry without
/// hardware.
struct DeviceSimulateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Send a batch of observations as a device and print the answer.",
        discussion: """
            The file holds a batch as POST /api/device/observations takes it — {"idempotencyKey": "…", \
            "observations": [{"name": "eggs", "amount": 6, "action": "added", "observedAt": "2025-01-31T08:00:00Z"}]} \
            — or just the list of observations. A batch without a key (and without --key) gets a new \
            one, so every run applies; send the same key twice and the second changes nothing. \
            Prints the answer as JSON, then a summary line.
            """)

    @ArgumentParser.Option(help: "The device's id, e.g. LD-7KQ2-9XMP.")
    var id: String

    @ArgumentParser.Option(help: "The device's secret, shown once when it was registered.")
    var secret: String

    @ArgumentParser.Option(help: "The observations, as JSON.")
    var file: String

    @ArgumentParser.Option(help: "The Larder server.")
    var url = "http://127.0.0.1:8080"

    @ArgumentParser.Option(help: "The idempotency key (default: the file's, else a new one).")
    var key: String?

    func run() async throws {
        guard let server = URL(string: url), ["http", "https"].contains(server.scheme ?? "") else {
            throw ValidationError("--url must be an http:// or https:// address.")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ValidationError("Cannot read \(file).")
        }
        var batch = try Self.batch(from: data)
        if let key { batch.idempotencyKey = key }
        let client = Client(
            serverURL: server.appendingPathComponent("api"), transport: AsyncHTTPClientTransport(),
            middlewares: [LarderCredentialsMiddleware(.device(id: id, secret: secret))])
        switch try await client.reportDeviceObservations(body: .json(batch)) {
        case .ok(let ok):
            let answer = try ok.body.json
            print(try Self.json(answer))
            print(
                "\(answer.applied) applied, \(answer.needsReview) for review\(answer.replayed ? " (a repeat: nothing changed)" : "")"
                    + " · key \(answer.idempotencyKey)")
        case .default(let status, let failure):
            let message = (try? failure.body.json.error.message) ?? "no message"
            throw SimulateFailure(description: "The server answered \(status): \(message)")
        }
    }

    /// A batch from the file: a whole batch, or a list of observations under a new key.
    static func batch(from data: Data) throws -> Components.Schemas.ObservationBatch {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        do {
            if let batch = try? decoder.decode(Components.Schemas.ObservationBatch.self, from: data) {
                return batch
            }
            if let keyless = try? decoder.decode(KeylessBatch.self, from: data) {
                return .init(idempotencyKey: UUID().uuidString, householdId: keyless.householdId, observations: keyless.observations)
            }
            let observations = try decoder.decode([Components.Schemas.Observation].self, from: data)
            return .init(idempotencyKey: UUID().uuidString, observations: observations)
        } catch {
            throw ValidationError("The file is not a batch of observations: \(error)")
        }
    }

    static func json(_ answer: Components.Schemas.ObservationBatchResult) throws -> String {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(answer), as: UTF8.self)
    }
}

/// A batch written without its key.
private struct KeylessBatch: Decodable {
    var householdId: String?
    var observations: [Components.Schemas.Observation]
}

struct SimulateFailure: Error, CustomStringConvertible {
    var description: String
}
