import HTTPTypes
import OpenAPIRuntime

/// Refuses request bodies over the configured size with 413, before they are buffered: by the
/// declared length when there is one, otherwise while streaming.
struct BodyLimitMiddleware: ServerMiddleware {
    let limit: Int
    /// Operations whose bodies are not JSON (photo uploads), by operation id, with their own limits.
    var limits: [String: Int] = [:]

    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard let body else { return try await next(request, nil, metadata) }
        let limit = limits[operationID] ?? self.limit
        if case .known(let length) = body.length, length > limit {
            throw Self.tooLarge(limit)
        }
        let counted = HTTPBody(
            body.counting(limit: limit),
            length: body.length,
            iterationBehavior: body.iterationBehavior
        )
        return try await next(request, counted, metadata)
    }

    static func tooLarge(_ limit: Int) -> AppError {
        AppError(.payloadTooLarge, .errorPayloadTooLarge, [String(limit / 1024)])
    }
}

private extension HTTPBody {
    func counting(limit: Int) -> AsyncThrowingMapSequence<HTTPBody, ArraySlice<UInt8>> {
        let counter = ByteCounter()
        return self.map { chunk in
            if counter.add(chunk.count) > limit { throw BodyLimitMiddleware.tooLarge(limit) }
            return chunk
        }
    }
}

/// Counts the bytes of one body; a body is read by one task at a time.
private final class ByteCounter: @unchecked Sendable {
    private var total = 0

    func add(_ count: Int) -> Int {
        total += count
        return total
    }
}
