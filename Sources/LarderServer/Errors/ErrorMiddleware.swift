import OpenAPIRuntime
import Vapor

/// The one place where errors become HTTP answers: JSON `{"error": {...}}` for the API,
/// a page in the reader's language for the web app. Nothing the user sends may produce a 5xx;
/// anything unexpected is logged and answered with a generic 500.
struct ErrorMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch let redirect as SignInRedirect {
            return WebErrorResponder.signInRedirect(to: redirect.returnTo, request: request)
        } catch {
            var failure = Failure(error)
            if error is RouteNotFound {
                let allowed = AllowedMethods.at(request)
                if !allowed.isEmpty, !allowed.contains(request.method) {
                    failure = Failure(
                        status: .methodNotAllowed, phrase: .errorMethodNotAllowed,
                        arguments: [request.method.rawValue, allowed.map(\.rawValue).joined(separator: ", ")])
                    failure.allow = allowed.map(\.rawValue)
                }
            }
            if failure.status.code >= 500 {
                request.logger.error("\(request.method) answered \(failure.status.code): \(ErrorLog.describe(error))")
            }
            if request.wantsJSON {
                return failure.jsonResponse()
            }
            return await WebErrorResponder.response(for: failure, request: request)
        }
    }
}

/// What went wrong, ready to be shown.
struct Failure: Sendable {
    var status: HTTPResponseStatus
    var code: String
    var phrase: Phrase
    var arguments: [String]
    var field: String?
    var retryAfter: Int?
    /// For a 405: the methods the address takes.
    var allow: [String]?

    init(_ error: any Error) {
        switch error {
        case let error as AppError:
            self.init(error)
        case let error as ServerError:
            self.init(serverError: error)
        case let error as DecodingError:
            self.init(AppError(decoding: error))
        case let error as any AbortError where error.status == .notFound:
            // An address no route answers: Vapor's reason is English ("Not Found").
            self.init(status: .notFound, phrase: .errorNothingAtThisAddress)
        case let error as any AbortError:
            self.init(status: error.status, phrase: .errorHTTPStatus, arguments: [error.reason])
        case let error where StorageUnavailable.matches(error):
            self.init(status: .serviceUnavailable, phrase: .errorStorageUnavailable)
            self.retryAfter = 5
        default:
            self.init(status: .internalServerError, phrase: .errorInternal)
        }
    }

    init(_ error: AppError) {
        self.status = error.kind.httpStatus
        self.code = error.code
        self.phrase = error.phrase
        self.arguments = error.arguments
        self.field = error.field
        self.retryAfter = error.retryAfter
    }

    init(status: HTTPResponseStatus, phrase: Phrase, arguments: [String] = []) {
        self.status = status
        self.code = Self.code(for: status)
        self.phrase = phrase
        self.arguments = arguments
    }

    /// The OpenAPI layer wraps what handlers and decoders throw; the cause decides the answer.
    private init(serverError: ServerError) {
        let cause = serverError.underlyingError
        if let decoding = cause as? DecodingError, let parameters = Self.queryParameters(of: serverError, failing: decoding) {
            self.init(AppError(decodingQuery: decoding, parameters: parameters))
        } else if cause is AppError || cause is DecodingError || cause is any AbortError || StorageUnavailable.matches(cause) {
            self.init(cause)
        } else if (400..<500).contains(Int(serverError.httpStatus.code)) {
            self.init(
                status: HTTPResponseStatus(statusCode: serverError.httpStatus.code),
                phrase: .errorHTTPStatus,
                arguments: [serverError.causeDescription]
            )
        } else {
            self.init(status: .internalServerError, phrase: .errorInternal)
        }
    }

    /// The query parameters a request without a body sent, when decoding failed on a whole
    /// value (a parameter's, not a field of a JSON body): the generated code does not say which
    /// parameter it was reading.
    private static func queryParameters(of error: ServerError, failing decoding: DecodingError) -> [String]? {
        guard [.get, .head, .delete].contains(error.request.method), decoding.codingPath.isEmpty,
            let path = error.request.path, let items = URLComponents(string: path)?.queryItems, !items.isEmpty
        else { return nil }
        var names: [String] = []
        for item in items where !names.contains(item.name) { names.append(item.name) }
        return names
    }

    var englishMessage: String {
        Localizer(.en).text(phrase, arguments)
    }

    func jsonResponse() -> Response {
        var headers = HTTPHeaders()
        headers.contentType = .json
        if let retryAfter {
            headers.replaceOrAdd(name: .retryAfter, value: String(retryAfter))
        }
        if let allow {
            headers.replaceOrAdd(name: .allow, value: allow.joined(separator: ", "))
        }
        let body = ErrorBody(error: .init(code: code, message: englishMessage, field: field))
        let data = (try? JSONEncoder().encode(body)) ?? Data(#"{"error":{"code":"internal_error","message":"error"}}"#.utf8)
        return Response(status: status, headers: headers, body: .init(data: data))
    }

    private static func code(for status: HTTPResponseStatus) -> String {
        switch status.code {
        case 400: "bad_request"
        case 401: "unauthenticated"
        case 403: "forbidden"
        case 404: "not_found"
        case 405: "method_not_allowed"
        case 409: "conflict"
        case 413: "payload_too_large"
        case 415: "unsupported_media_type"
        case 422: "unprocessable"
        case 429: "too_many_requests"
        case 503: "unavailable"
        case 500...: "internal_error"
        default: "http_\(status.code)"
        }
    }
}

private struct ErrorBody: Encodable {
    struct Detail: Encodable {
        var code: String
        var message: String
        var field: String?
    }
    var error: Detail
}

extension AppError.Kind {
    var httpStatus: HTTPResponseStatus {
        switch self {
        case .invalidInput: .badRequest
        case .unauthenticated: .unauthorized
        case .forbidden: .forbidden
        case .notFound: .notFound
        case .conflict: .conflict
        case .payloadTooLarge: .payloadTooLarge
        case .unprocessable: .unprocessableEntity
        case .tooManyRequests: .tooManyRequests
        case .unavailable: .serviceUnavailable
        case .badGateway: .badGateway
        case .gatewayTimeout: .gatewayTimeout
        }
    }
}

extension AppError {
    /// Explains a JSON decoding failure in terms of the request's fields.
    init(decoding error: DecodingError) {
        func path(_ codingPath: [any CodingKey], _ last: (any CodingKey)? = nil) -> String? {
            let keys = (codingPath + (last.map { [$0] } ?? [])).map { key in
                key.intValue.map { "[\($0)]" } ?? key.stringValue
            }
            guard !keys.isEmpty else { return nil }
            return keys.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
        }
        switch error {
        case .keyNotFound(let key, let context):
            let field = path(context.codingPath, key) ?? key.stringValue
            self = .invalid(field, .errorFieldRequired, [field])
        case .typeMismatch(let type, let context):
            let field = path(context.codingPath) ?? "body"
            self = .invalid(field, .errorFieldWrongType, [field, Self.typeName(type)])
        case .valueNotFound(_, let context):
            let field = path(context.codingPath) ?? "body"
            self = .invalid(field, .errorFieldRequired, [field])
        case .dataCorrupted(let context):
            if let field = path(context.codingPath) {
                if context.debugDescription.contains("Additional properties") {
                    self = .invalid(field, .errorUnknownField, [field])
                } else {
                    self = .invalid(field, .errorFieldValueNotAllowed, [field])
                }
            } else {
                self = AppError(.invalidInput, .errorBodyNotJSON, field: "body")
            }
        @unknown default:
            self = AppError(.invalidInput, .errorBodyNotJSON, field: "body")
        }
    }

    /// A query parameter that did not decode, named when the request sent only one.
    init(decodingQuery error: DecodingError, parameters: [String]) {
        guard parameters.count == 1, let name = parameters.first else {
            self = .invalid("query", .errorQueryParameterInvalid, [parameters.joined(separator: ", ")])
            return
        }
        if case .typeMismatch(let type, _) = error {
            self = .invalid(name, .errorFieldWrongType, [name, Self.typeName(type)])
        } else {
            self = .invalid(name, .errorFieldValueNotAllowed, [name])
        }
    }

    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "string"
        case is Int.Type, is Int64.Type, is Int32.Type: "whole number"
        case is Double.Type, is Float.Type: "number"
        case is Bool.Type: "true or false"
        default: "\(type)".contains("Array") ? "list" : "object"
        }
    }
}

extension DecodingError {
    var codingPath: [any CodingKey] {
        switch self {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context): context.codingPath
        case .keyNotFound(let key, let context): context.codingPath + [key]
        @unknown default: []
        }
    }
}

extension Request {
    /// API and machine endpoints answer JSON; everything else is the web app.
    var wantsJSON: Bool {
        let path = url.path
        return path.hasPrefix("/api/") || path == "/api" || path == "/health"
    }
}
