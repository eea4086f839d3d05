import OpenAPIRuntime
import Vapor

/// What a log may say about an error. The OpenAPI layer's errors describe the whole request —
/// its headers (bearer tokens, cookies) and decoded body (passwords) — so only the operation
/// and the underlying cause are kept; request bodies and headers never reach a log.
enum ErrorLog {
    static func describe(_ error: any Error) -> String {
        switch error {
        case let error as ServerError:
            "operation \(error.operationID): \(describe(error.underlyingError))"
        case let error as ClientError:
            "client operation \(error.operationID): \(describe(error.underlyingError))"
        case let error as AppError:
            "\(error.code)" + (error.field.map { " (field \($0))" } ?? "")
        case let error as DecodingError:
            "decoding failed at \(codingPath(of: error))"
        case let error as any AbortError:
            "\(error.status.code) \(error.reason)"
        default:
            "\(String(reflecting: type(of: error))): \(String(describing: error))"
        }
    }

    private static func codingPath(of error: DecodingError) -> String {
        let path: [any CodingKey] =
            switch error {
            case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
                context.codingPath
            @unknown default: []
            }
        return path.isEmpty ? "the top level" : path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}

/// One line per answered request: method, the route's pattern (not the path, which may carry a
/// secret such as a feed's token), status and time. Never headers, never bodies.
struct AccessLogMiddleware: AsyncMiddleware {
    var level: Logger.Level = .info

    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let start = DispatchTime.now().uptimeNanoseconds
        let response = try await next.respond(to: request)
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
        let route = request.route.map { "/" + $0.path.map(\.description).joined(separator: "/") } ?? "(no route)"
        request.logger.log(
            level: level, "\(request.method) \(route) → \(response.status.code) (\(String(format: "%.1f", milliseconds)) ms)")
        return response
    }
}
