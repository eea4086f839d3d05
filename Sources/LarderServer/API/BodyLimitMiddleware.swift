import HTTPTypes
import OpenAPIRuntime

/// Refuses request bodies over the configured size with 413, before they are buffered: by the
/// declared length when there is one, otherwise while streaming. Operations that take files
/// (photos, archives, pasted web pages) have limits of their own.
struct BodyLimitMiddleware: ServerMiddleware {
    let defaultLimit: Int
    let limitsByOperation: [String: Int]

    init(limit: Int, limitsByOperation: [String: Int] = [:]) {
        self.defaultLimit = limit
        self.limitsByOperation = limitsByOperation
    }

    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        guard let body else { return try await next(request, nil, metadata) }
        let limit = limitsByOperation[operationID] ?? defaultLimit
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
