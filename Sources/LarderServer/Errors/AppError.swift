import Foundation

/// A failure the user caused or may fix, with the sentence that explains it.
///
/// Domain code throws these; `ErrorMiddleware` is the one place that turns a kind into an HTTP status,
/// and the phrase into English (API) or the reader's language (web pages).
public struct AppError: Error, Sendable {
    public enum Kind: Sendable {
        case invalidInput
        case unauthenticated
        case forbidden
        case notFound
        case conflict
        case payloadTooLarge
        case unprocessable
        case tooManyRequests
        /// A feature this server is not configured for (503).
        case unavailable
        /// A service Larder depends on failed or answered nonsense (502).
        case badGateway
        /// A service Larder depends on did not answer in time (504).
        case gatewayTimeout
    }

    public var kind: Kind
    public var phrase: Phrase
    public var arguments: [String]
    /// The request field at fault, named as the API names it.
    public var field: String?
    /// Seconds a client should wait (429 answers).
    public var retryAfter: Int?

    public init(_ kind: Kind, _ phrase: Phrase, _ arguments: [String] = [], field: String? = nil, retryAfter: Int? = nil) {
        self.kind = kind
        self.phrase = phrase
        self.arguments = arguments
        self.field = field
        self.retryAfter = retryAfter
    }

    public static func invalid(_ field: String, _ phrase: Phrase, _ arguments: [String] = []) -> AppError {
        AppError(.invalidInput, phrase, arguments, field: field)
    }

    public static func notFound(_ phrase: Phrase, _ arguments: [String] = [], field: String? = nil) -> AppError {
        AppError(.notFound, phrase, arguments, field: field)
    }

    public static func conflict(_ phrase: Phrase, _ arguments: [String] = [], field: String? = nil) -> AppError {
        AppError(.conflict, phrase, arguments, field: field)
    }

    public static func forbidden(_ phrase: Phrase) -> AppError {
        AppError(.forbidden, phrase)
    }

    public static let signInRequired = AppError(.unauthenticated, .errorSignInRequired)

    /// The English sentence, as the API returns it.
    public var message: String {
        Localizer(.en).text(phrase, arguments)
    }

    /// A stable machine-readable code for clients.
    public var code: String {
        switch kind {
        case .invalidInput: field == nil ? "bad_request" : "invalid_field"
        case .unauthenticated: "unauthenticated"
        case .forbidden: "forbidden"
        case .notFound: "not_found"
        case .conflict: "conflict"
        case .payloadTooLarge: "payload_too_large"
        case .unprocessable: "unprocessable"
        case .tooManyRequests: "too_many_requests"
        case .unavailable: "unavailable"
        case .badGateway: "bad_gateway"
        case .gatewayTimeout: "gateway_timeout"
        }
    }
}

extension AppError: CustomStringConvertible {
    public var description: String {
        "AppError(\(code)\(field.map { ", field: \($0)" } ?? ""): \(message))"
    }
}
