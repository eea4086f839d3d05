import Foundation
import OpenAPIRuntime
import OpenAPIVapor
import Vapor

/// The JSON API, generated from `openapi.yaml`; each module implements its operations in an
/// extension in its own folder (`Accounts/AccountsAPI.swift`, …).
struct LarderAPI: APIProtocol {
    /// The Vapor request being answered, injected by `RequestInjectionMiddleware`.
    var request: Request {
        get throws {
            guard let request = RequestContext.current else {
                throw Abort(.internalServerError, reason: "RequestInjectionMiddleware is not installed")
            }
            return request
        }
    }

    /// Mounts the API under `/api`, behind the middleware every operation needs.
    static func register(on app: Application) throws {
        let routes = app.grouped(BearerAuthenticator(), DeviceAuthenticator(), RequestInjectionMiddleware())
        let transport = VaporTransport(routesBuilder: routes)
        try LarderAPI().registerHandlers(
            on: transport,
            serverURL: URL(string: "/api")!,
            // Compact: the runtime's default also indents, work on every answer (and bytes on the wire)
            // for output only a person reading raw JSON would notice. Keys stay sorted, so an answer is
            // the same text every time (unsorted, they come in hash order).
            configuration: OpenAPIRuntime.Configuration(dateTranscoder: InternetDateTranscoder(), jsonEncodingOptions: [.sortedKeys]),
            middlewares: [AdminFirstMiddleware(), Self.bodyLimit(app.larderConfiguration), ControlCharactersMiddleware()]
        )
        app.get("api", "openapi.yaml") { request -> Response in
            try OpenAPIDocument.response(for: request)
        }
    }
}

extension LarderAPI {
    /// The API's body limit, raised for the operations that take files: photos, recipe archives,
    /// pasted web pages (JSON-escaped, a page can take twice its size) and the pairing catalogue's
    /// three CSV files.
    static func bodyLimit(_ configuration: LarderConfiguration) -> BodyLimitMiddleware {
        let limit = configuration.maxRequestBodyBytes
        return BodyLimitMiddleware(
            limit: limit,
            limitsByOperation: [
                "setRecipePhoto": configuration.maxPhotoBytes,
                "createPhotoRecipe": configuration.maxPhotoBytes,
                "setChefPhoto": configuration.maxPhotoBytes,
                "importHouseholdRecipes": configuration.maxArchiveBytes,
                "importRecipe": max(limit, 2 * RecipePageFetcher.maxBytes),
                "importPairingCatalogue": max(limit, PairingService.Limits.importBodyBytes),
            ])
    }
}

/// Makes the request reachable from generated handlers, which only see typed input.
enum RequestContext {
    @TaskLocal static var current: Request?
}

struct RequestInjectionMiddleware: AsyncMiddleware {
    func respond(to request: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        try await RequestContext.$current.withValue(request) {
            try await next.respond(to: request)
        }
    }
}

/// Serves the API description the handlers and the client are generated from, embedded in the
/// binary (`API/openapi.yaml`).
enum OpenAPIDocument {
    static let contents = String(decoding: PackageResources.openapi_yaml, as: UTF8.self)

    static func response(for request: Request) throws -> Response {
        var headers = HTTPHeaders()
        headers.contentType = HTTPMediaType(type: "application", subType: "yaml", parameters: ["charset": "utf-8"])
        headers.cacheControl = .init(noCache: true)
        return Response(status: .ok, headers: headers, body: .init(string: contents))
    }
}

/// Parsing helpers shared by every module's operations.
extension LarderAPI {
    func uuid(_ text: String, field: String) throws -> UUID {
        guard let id = UUID(uuidString: text) else { throw AppError.invalid(field, .errorIdentifierInvalid, [field]) }
        return id
    }

    /// The last page anyone can ask for: far beyond any real list, and small enough that
    /// `page × per` cannot overflow.
    static let maximumPage = 100_000

    func pagination(page: Int?, per: Int?) throws -> (page: Int, per: Int) {
        let page = page ?? 1
        let per = per ?? 20
        guard (1...Self.maximumPage).contains(page) else {
            throw AppError.invalid("page", .errorPageInvalid, [String(Self.maximumPage)])
        }
        guard (1...100).contains(per) else { throw AppError.invalid("per", .errorPerInvalid, ["100"]) }
        return (page, per)
    }
}
