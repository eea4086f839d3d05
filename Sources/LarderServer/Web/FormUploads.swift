import Vapor

/// How much a form may send when it is more than the app's default body limit: a form with a
/// photo, a pasted web page. A route says so with `formBody(_:)`.
struct FormBodyLimit: Sendable {
    var bytes: @Sendable (LarderConfiguration) -> Int
    var tooLarge: @Sendable (LarderConfiguration) -> AppError

    /// A photo and the form's other fields.
    static let photo = FormBodyLimit(
        bytes: { $0.maxPhotoBytes + $0.maxRequestBodyBytes },
        tooLarge: { PhotoStore.tooLarge(limit: $0.maxPhotoBytes) })

    /// A web page's HTML, pasted; form encoding can triple its size.
    static let pastedPage = FormBodyLimit(
        bytes: { max($0.maxRequestBodyBytes, 3 * RecipePageFetcher.maxBytes) },
        tooLarge: { _ in AppError(.payloadTooLarge, .errorFieldTooLong, ["html", String(RecipePageFetcher.maxBytes)], field: "html") })
}

extension Route {
    /// Lets the route's form send up to `limit`.
    @discardableResult
    func formBody(_ limit: FormBodyLimit) -> Route {
        userInfo["larder.formBodyLimit"] = limit
        return self
    }

    var formBodyLimit: FormBodyLimit? {
        userInfo["larder.formBodyLimit"] as? FormBodyLimit
    }
}

extension Request {
    /// Reads the whole body of a form that arrived in several parts — any with a photo does —
    /// up to its route's limit, so that its fields (and its CSRF token) can be read. A body that
    /// came in one part is already read.
    func collectFormBody() async throws {
        guard body.data == nil else { return }
        let configuration = application.larderConfiguration
        let limit = route?.formBodyLimit
        let bytes = limit?.bytes(configuration) ?? application.routes.defaultMaxBodySize.value
        do {
            _ = try await body.collect(max: bytes).get()
        } catch let error as any AbortError where error.status == .payloadTooLarge {
            throw limit?.tooLarge(configuration) ?? BodyLimitMiddleware.tooLarge(bytes)
        }
    }

    /// The photo chosen in a form's file field, kept in the photo store; nil when none was
    /// chosen. 413 naming `photo` beyond the photo limit, 400 when it is not a JPEG, PNG or WebP.
    func storeUploadedPhoto(_ file: File?) throws -> String? {
        guard let file, file.data.readableBytes > 0 else { return nil }
        let limit = application.larderConfiguration.maxPhotoBytes
        guard file.data.readableBytes <= limit else { throw PhotoStore.tooLarge(limit: limit) }
        return try application.photos.save(Array(file.data.readableBytesView))
    }
}

extension PhotoStore {
    static func tooLarge(limit: Int) -> AppError {
        AppError(.payloadTooLarge, .errorPhotoTooLarge, [String(limit / 1024)], field: "photo")
    }
}
