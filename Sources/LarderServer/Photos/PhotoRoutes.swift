import Vapor

/// Serves stored photos at `/photos/<sha256>.<ext>`, beside the API rather than in it: they are
/// plain files for `<img>` tags, read with the web session or a bearer token. A name is its
/// content's hash, so an answer never goes stale — cached for a year and marked immutable, with
/// the hash as its ETag; publicly for public photos, only by the reader's own browser for
/// private ones, which need the reader's right (anyone else is told there is no such photo).
enum PhotoRoutes {
    static func register(on app: Application) {
        app.grouped(PersonSessionAuthenticator(), BearerAuthenticator()).get(PhotoRoute.photo(.key), use: photo)
    }

    static let publicCacheControl = "public, max-age=31536000, immutable"
    static let privateCacheControl = "private, max-age=31536000, immutable"

    @Sendable
    static func photo(_ request: Request) async throws -> Response {
        guard let name = request.parameters.get(.name), let path = request.application.photos.path(of: name),
            let format = name.split(separator: ".").last.flatMap({ PhotoFormat(fileExtension: String($0)) })
        else { throw Abort(.notFound) }
        let access = try await request.application.photoReaders.access(to: name, for: request.auth.get(Person.self), on: request.db)
        guard access != .nobody else { throw Abort(.notFound) }
        let etag = "\"\(name.prefix(64))\""
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .eTag, value: etag)
        headers.replaceOrAdd(name: .cacheControl, value: access == .everyone ? publicCacheControl : privateCacheControl)
        if access == .reader { headers.replaceOrAdd(name: .vary, value: "Cookie, Authorization") }
        headers.replaceOrAdd(name: "X-Content-Type-Options", value: "nosniff")
        if request.headers[.ifNoneMatch].contains(where: {
            $0.split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == etag }
        }) {
            return Response(status: .notModified, headers: headers)
        }
        let response = try await request.fileio.asyncStreamFile(at: path, mediaType: format.mediaType)
        for (name, value) in headers { response.headers.replaceOrAdd(name: name, value: value) }
        return response
    }
}
