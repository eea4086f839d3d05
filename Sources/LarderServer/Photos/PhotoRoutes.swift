import Vapor

/// Serves stored photos at `/photos/<sha256>.<ext>`, beside the API rather than in it: they are
/// plain files for `<img>` tags. A name is its content's hash, so an answer never goes stale —
/// it is cached for a year and marked immutable, with the hash as its ETag.
enum PhotoRoutes {
    static func register(on app: Application) {
        app.get("photos", ":name", use: photo)
    }

    static let cacheControl = "public, max-age=31536000, immutable"

    @Sendable
    static func photo(_ request: Request) async throws -> Response {
        guard let name = request.parameters.get("name"), let path = request.application.photos.path(of: name),
            let format = name.split(separator: ".").last.flatMap({ PhotoFormat(fileExtension: String($0)) })
        else { throw Abort(.notFound) }
        let etag = "\"\(name.prefix(64))\""
        var headers = HTTPHeaders()
        headers.replaceOrAdd(name: .eTag, value: etag)
        headers.replaceOrAdd(name: .cacheControl, value: cacheControl)
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
