import AsyncHTTPClient
import Foundation
import LarderServer
import LarderTestSupport
import NIOCore
import NIOHTTP1
import Testing

/// Web forms with a photo over real HTTP: a body that big arrives in many parts, and must still
/// be read whole — CSRF token included — before the form is handled.
@Suite("Web uploads over HTTP", .serialized)
struct WebUploadsOverHTTPTests {
    @Test("A recipe form with a large photo, sent over the network, keeps its CSRF token and saves")
    func largePhotoFormSaves() async throws {
        try await withApp(.sqlite) { app in
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeHousehold("Home", owner: ada)
            try await withRunningServer(app) { baseURL in
                try await FormSession.with(baseURL) { session in
                    try await session.signIn(ada.email, password: ada.password)
                    _ = try await session.get("/recipes/new")
                    let photo = TinyImages.jpeg + [UInt8](repeating: 0, count: 600 << 10)

                    let posted = try await session.postMultipart(
                        "/recipes",
                        fields: [("title", "Pancakes"), ("ingredients", "2 cups flour"), ("steps", "Mix."), ("servings", "4")],
                        file: ("photo", "pancakes.jpg", "image/jpeg", photo))

                    #expect(posted.status == 303, "\(posted.html.prefix(500))")
                    #expect(posted.location?.hasPrefix("/recipes/") == true)
                }
            }
        }
    }

    @Test("A photo far over the limit, sent over the network, is refused with 413 and the limit")
    func oversizePhotoRefused() async throws {
        try await withApp(
            .sqlite,
            configure: {
                $0.maxPhotoBytes = 64 << 10; $0.maxRequestBodyBytes = 64 << 10
            }
        ) { app in
            let ada = try await app.makeUser("Ada")
            _ = try await app.makeHousehold("Home", owner: ada)
            try await withRunningServer(app) { baseURL in
                try await FormSession.with(baseURL) { session in
                    try await session.signIn(ada.email, password: ada.password)
                    _ = try await session.get("/recipes/new")
                    let photo = TinyImages.jpeg + [UInt8](repeating: 0, count: 1 << 20)

                    let posted = try await session.postMultipart(
                        "/recipes", fields: [("title", "Pancakes"), ("servings", "4")], file: ("photo", "big.jpg", "image/jpeg", photo))

                    #expect(posted.status == 413)
                    #expect(posted.html.contains("The photo is too large (the limit is 64 KB)."))
                }
            }
        }
    }
}

/// A browser's part in a form exchange over real HTTP: cookies, the page's CSRF token, no
/// redirects followed.
private final class FormSession: @unchecked Sendable {
    struct Answer {
        var status: UInt
        var location: String?
        var html: String
    }

    private let client: HTTPClient
    private let baseURL: URL
    private var cookies: [String: String] = [:]
    private var csrfToken: String?

    private init(client: HTTPClient, baseURL: URL) {
        self.client = client
        self.baseURL = baseURL
    }

    static func with(_ baseURL: URL, _ body: (FormSession) async throws -> Void) async throws {
        let client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: .init(redirectConfiguration: .disallow))
        do {
            try await body(FormSession(client: client, baseURL: baseURL))
            try await client.shutdown()
        } catch {
            try? await client.shutdown()
            throw error
        }
    }

    func signIn(_ login: String, password: String) async throws {
        _ = try await get("/login")
        let form = "login=\(Self.encode(login))&password=\(Self.encode(password))&_csrf=\(Self.encode(csrfToken ?? ""))"
        let answer = try await send("/login", method: .POST, body: Array(form.utf8), contentType: "application/x-www-form-urlencoded")
        guard answer.status == 303 else { throw FixtureError("sign-in answered \(answer.status)") }
    }

    func get(_ path: String) async throws -> Answer {
        try await send(path, method: .GET, body: nil, contentType: nil)
    }

    func postMultipart(
        _ path: String, fields: [(String, String)], file: (field: String, filename: String, type: String, bytes: [UInt8])
    ) async throws -> Answer {
        let boundary = "----LarderBoundary\(UUID().uuidString)"
        var body: [UInt8] = []
        for (name, value) in fields + [("_csrf", csrfToken ?? "")] {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.field)\"; filename=\"\(file.filename)\"\r\n".utf8)
        body += Array("Content-Type: \(file.type)\r\n\r\n".utf8) + file.bytes + Array("\r\n--\(boundary)--\r\n".utf8)
        return try await send(path, method: .POST, body: body, contentType: "multipart/form-data; boundary=\(boundary)")
    }

    private func send(_ path: String, method: HTTPMethod, body: [UInt8]?, contentType: String?) async throws -> Answer {
        var request = HTTPClientRequest(url: baseURL.absoluteString + path)
        request.method = method
        if !cookies.isEmpty {
            request.headers.add(name: "Cookie", value: cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; "))
        }
        if let contentType { request.headers.add(name: "Content-Type", value: contentType) }
        if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
        let response = try await client.execute(request, timeout: .seconds(30))
        for header in response.headers["Set-Cookie"] {
            let pair = header.split(separator: ";", maxSplits: 1).first ?? ""
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { cookies[parts[0]] = parts[1] }
        }
        let html = String(buffer: try await response.body.collect(upTo: 8 << 20))
        if let range = html.range(of: #"name="_csrf" value=""#), let end = html[range.upperBound...].firstIndex(of: "\"") {
            csrfToken = String(html[range.upperBound..<end])
        }
        return Answer(status: response.status.code, location: response.headers.first(name: "Location"), html: html)
    }

    private static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
