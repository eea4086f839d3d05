import Foundation
import Vapor
import VaporTesting

/// A minimal browser for the server-rendered pages: keeps cookies, and sends each form with the
/// CSRF token of the last page it loaded, as a real browser submitting that page's form would.
public final class WebBrowser: @unchecked Sendable {
    public struct Page: Sendable {
        public let status: HTTPStatus
        public let headers: HTTPHeaders
        public let html: String

        public var location: String? { headers.first(name: .location) }
    }

    private let app: Application
    public private(set) var cookies: [String: String] = [:]
    private var csrfToken: String?
    public var acceptLanguage: String?

    public init(_ app: Application) {
        self.app = app
    }

    /// A browser in which `user` has signed in through the sign-in form.
    public static func signedIn(_ app: Application, as user: TestUser) async throws -> WebBrowser {
        let browser = WebBrowser(app)
        try await browser.signIn(user.email, password: user.password)
        return browser
    }

    /// A cookie this browser did not get from the server: one planted by someone else.
    public func plantCookie(_ name: String, _ value: String) {
        cookies[name] = value
    }

    @discardableResult
    public func get(_ path: String) async throws -> Page {
        try await send(.GET, path, body: nil)
    }

    /// Submits a form; `includeCSRF: false` plays a forged cross-site form.
    @discardableResult
    public func post(_ path: String, _ fields: [String: String] = [:], includeCSRF: Bool = true) async throws -> Page {
        var fields = fields
        if includeCSRF, let csrfToken { fields["_csrf"] = csrfToken }
        let encoded = fields.map { key, value in "\(Self.encode(key))=\(Self.encode(value))" }.joined(separator: "&")
        return try await send(.POST, path, body: encoded)
    }

    /// Submits a form whose fields may repeat (checkboxes sharing a name), in the order given.
    @discardableResult
    public func post(_ path: String, pairs: [(String, String)]) async throws -> Page {
        var pairs = pairs
        if let csrfToken { pairs.append(("_csrf", csrfToken)) }
        let encoded = pairs.map { key, value in "\(Self.encode(key))=\(Self.encode(value))" }.joined(separator: "&")
        return try await send(.POST, path, body: encoded)
    }

    /// A file chosen in a form's file field.
    public struct Upload: Sendable {
        public var field: String
        public var filename: String
        public var contentType: String
        public var bytes: [UInt8]

        public init(field: String, filename: String, contentType: String, bytes: [UInt8]) {
            self.field = field
            self.filename = filename
            self.contentType = contentType
            self.bytes = bytes
        }
    }

    /// Submits a `multipart/form-data` form, as a browser sends one with a file field; fields
    /// may repeat, and a file field left empty is sent as browsers send it (no name, no bytes).
    @discardableResult
    public func post(_ path: String, pairs: [(String, String)], files: [Upload], includeCSRF: Bool = true) async throws -> Page {
        var pairs = pairs
        if includeCSRF, let csrfToken { pairs.append(("_csrf", csrfToken)) }
        let boundary = "----LarderTestBoundary\(UUID().uuidString)"
        var body: [UInt8] = []
        func add(_ text: String) { body += Array(text.utf8) }
        for (name, value) in pairs {
            add("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n")
        }
        for file in files {
            add("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.field)\"; filename=\"\(file.filename)\"\r\n")
            add("Content-Type: \(file.contentType)\r\n\r\n")
            body += file.bytes
            add("\r\n")
        }
        add("--\(boundary)--\r\n")
        return try await send(.POST, path, body: ByteBuffer(bytes: body), contentType: HTTPMediaType(type: "multipart", subType: "form-data", parameters: ["boundary": boundary]))
    }

    /// Opens the sign-in page and signs in, as a person would.
    @discardableResult
    public func signIn(_ login: String, password: String = "correct horse") async throws -> Page {
        try await get("/login")
        return try await post("/login", ["login": login, "password": password])
    }

    /// Follows a redirect answer with a GET, as browsers do after a form.
    @discardableResult
    public func follow(_ page: Page) async throws -> Page {
        guard let location = page.location else { return page }
        return try await get(location)
    }

    private func send(_ method: HTTPMethod, _ path: String, body: String?) async throws -> Page {
        try await send(method, path, body: body.map { ByteBuffer(string: $0) }, contentType: .urlEncodedForm)
    }

    private func send(_ method: HTTPMethod, _ path: String, body: ByteBuffer?, contentType: HTTPMediaType) async throws -> Page {
        var headers = HTTPHeaders()
        if !cookies.isEmpty {
            headers.replaceOrAdd(name: .cookie, value: cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        }
        if let acceptLanguage { headers.replaceOrAdd(name: .acceptLanguage, value: acceptLanguage) }
        var buffer = ByteBuffer()
        if let body {
            headers.contentType = contentType
            buffer = body
        }
        let response = try await app.testing().performTest(
            request: TestingHTTPRequest(method: method, url: URI(string: path), headers: headers, body: buffer)
        )
        for header in response.headers[.setCookie] {
            let pair = header.split(separator: ";", maxSplits: 1).first ?? ""
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if header.lowercased().contains("max-age=0") || header.lowercased().contains("expires=thu, 01 jan 1970") {
                cookies[parts[0]] = nil
            } else {
                cookies[parts[0]] = parts[1]
            }
        }
        let html = response.body.string
        if let token = Self.csrfToken(in: html) { csrfToken = token }
        return Page(status: response.status, headers: response.headers, html: html)
    }

    static func csrfToken(in html: String) -> String? {
        guard let range = html.range(of: #"name="_csrf" value=""#) else { return nil }
        let rest = html[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end])
    }

    private static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
