import AsyncKit
import FluentPostgresDriver
import NIOCore
import NIOPosix
import Vapor

/// Errors that mean the database cannot be reached (a PostgreSQL server down or restarting, a
/// pool with no connection to give): a 503 "try again shortly", not a 500, and never a dropped
/// connection.
enum StorageUnavailable {
    static func matches(_ error: any Error) -> Bool {
        switch error {
        case is ConnectionPoolTimeoutError, is ConnectionPoolError, is NIOConnectionError, is ChannelError:
            return true
        case let error as PSQLError:
            return [.connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed]
                .contains(error.code)
        case let error as IOError:
            return [ECONNREFUSED, ECONNRESET, EHOSTUNREACH, ENETUNREACH, ETIMEDOUT].contains(error.errnoCode)
        default:
            return false
        }
    }
}

/// The outermost catch: an error that escapes everything else — reading the session happens
/// before the error middleware, and needs the database — still gets an answer.
struct LastResortMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        do {
            return try await next.respond(to: request)
        } catch {
            let failure = Failure(error)
            if failure.status.code >= 500 {
                request.logger.error("\(request.method) answered \(failure.status.code) before the error pages: \(ErrorLog.describe(error))")
            }
            if request.wantsJSON { return failure.jsonResponse() }
            return failure.plainPage(language: Language.preferred(fromAcceptLanguage: request.headers.first(name: .acceptLanguage)) ?? .en)
        }
    }
}

extension Failure {
    /// A page that needs nothing but the failure: no session, no database.
    func plainPage(language: Language) -> Response {
        let text = Localizer(language)
        let document = HTMLDocument(language: language.rawValue) {
            Head.charset
            Head.meta(name: "viewport", content: "width=device-width, initial-scale=1")
            Head.title(text[.errorPageTitle])
            Head.link(rel: "stylesheet", href: Assets.stylesheetPath)
        } body: {
            Main {
                Div {
                    H1(text[.errorPageTitle])
                    Paragraph(text.text(phrase, arguments))
                }
                .class("card")
            }
        }
        var headers = HTTPHeaders()
        headers.contentType = .html
        if let retryAfter { headers.replaceOrAdd(name: .retryAfter, value: String(retryAfter)) }
        return Response(status: status, headers: headers, body: .init(string: document.render()))
    }
}
