import Vapor

/// Ends the connection after a 413 to a body that was still arriving. The rest of such a body
/// is never read: left open, the connection would hold the client (still sending, or waiting for
/// its upload to finish) until it went idle.
///
/// Vapor adds its connection handlers itself and gives a handler no way to close its connection,
/// except one: an answer whose body ends in an error makes it close the connection. So the body
/// is sent whole, with its length, and then the stream reports that the connection must end.
struct CloseAfterTooLargeMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let response = try await next.respond(to: request)
        guard response.status == .payloadTooLarge, request.body.data == nil, request.hasBody else { return response }
        let body = try await response.body.collect(on: request.eventLoop).get() ?? ByteBuffer()
        response.body = Response.Body(asyncStream: { writer in
            try await writer.write(.buffer(body))
            try? await writer.write(.error(ConnectionEnds()))
        }, count: body.readableBytes)
        return response
    }

    private struct ConnectionEnds: Error {}
}

private extension Request {
    var hasBody: Bool {
        headers.contains(name: .transferEncoding) || (headers.first(name: .contentLength).flatMap(Int.init) ?? 0) > 0
    }
}
