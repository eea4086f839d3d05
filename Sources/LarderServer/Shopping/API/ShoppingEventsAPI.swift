import Foundation
import OpenAPIRuntime
import Vapor

extension LarderAPI {
    func streamShoppingEvents(_ input: Operations.streamShoppingEvents.Input) async throws -> Operations.streamShoppingEvents.Output {
        let (request, _, access) = try await householdAccess(input.path.householdId)
        let body = try await ShoppingEventStream.body(for: access.householdID, hub: request.application.shoppingEvents)
        return .ok(.init(body: .text_event_hyphen_stream(body)))
    }
}

/// A household's shopping events as a server-sent event stream (event name `shopping`), with a
/// `ping` every 20 seconds so idle connections and the proxies between stay open.
enum ShoppingEventStream {
    static let pingInterval = Duration.seconds(20)

    static func body(for householdID: UUID, hub: ShoppingEventHub) async throws -> HTTPBody {
        let events = try await hub.subscribe(householdID: householdID)
        let (merged, continuation) = AsyncStream<ShoppingEvent>.makeStream()
        let forward = Task {
            for await event in events { continuation.yield(event) }
            continuation.finish()
        }
        let ping = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: pingInterval)
                if Task.isCancelled { break }
                continuation.yield(ShoppingEvent(kind: .ping, householdID: householdID))
            }
        }
        continuation.onTermination = { _ in
            forward.cancel()
            ping.cancel()
        }
        let encoded = merged.map { event in
            ServerSentEventWithJSONData(event: "shopping", data: Components.Schemas.ShoppingEvent(event), id: nil, retry: nil)
        }
        .asEncodedServerSentEventsWithJSONData()
        return HTTPBody(encoded, length: .unknown, iterationBehavior: .single)
    }

    /// The stream as a Vapor response, for the web app (signed in by its session).
    static func response(for householdID: UUID, hub: ShoppingEventHub) async throws -> Response {
        let body = try await self.body(for: householdID, hub: hub)
        var headers = HTTPHeaders()
        headers.contentType = HTTPMediaType(type: "text", subType: "event-stream")
        headers.cacheControl = .init(noCache: true)
        headers.add(name: "X-Accel-Buffering", value: "no")
        return Response(
            status: .ok, headers: headers,
            body: .init(asyncStream: { writer in
                do {
                    for try await chunk in body { try await writer.write(.buffer(ByteBuffer(bytes: chunk))) }
                    try await writer.write(.end)
                } catch {
                    try? await writer.write(.error(error))
                }
            }))
    }
}
