import Crypto
import Foundation
import Vapor

/// The web app's static files, compiled into the binary so Larder works offline on a LAN with
/// nothing beside the executable. Paths carry a content hash, so they can be cached forever.
enum Assets {
    static let stylesheetPath = "/assets/app-\(fingerprint(Stylesheet.css)).css"
    static let scriptPath = "/assets/app-\(fingerprint(Script.js)).js"
    static let iconPath = "/assets/icon.svg"
    static let manifestPath = "/manifest.webmanifest"

    static let icon = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2f7d4f"/><path d="M16 28h32v20a5 5 0 0 1-5 5H21a5 5 0 0 1-5-5z" fill="none" stroke="#fff" stroke-width="4"/><path d="M12 28h40" stroke="#fff" stroke-width="4" stroke-linecap="round"/><path d="M24 28v-8a8 8 0 0 1 16 0v8" fill="none" stroke="#fff" stroke-width="4"/></svg>"##

    static let manifest = ##"""
{"name":"Larder","short_name":"Larder","start_url":"/","display":"standalone","background_color":"#f6f4ef","theme_color":"#2f7d4f","icons":[{"src":"/assets/icon.svg","sizes":"any","type":"image/svg+xml","purpose":"any"}]}
"""##

    static func register(on routes: any RoutesBuilder) {
        routes.get(PathComponent(stringLiteral: "assets"), PathComponent(stringLiteral: String(stylesheetPath.split(separator: "/").last!))) { _ in
            immutable(Stylesheet.css, type: HTTPMediaType(type: "text", subType: "css", parameters: ["charset": "utf-8"]))
        }
        routes.get(PathComponent(stringLiteral: "assets"), PathComponent(stringLiteral: String(scriptPath.split(separator: "/").last!))) { _ in
            immutable(Script.js, type: HTTPMediaType(type: "text", subType: "javascript", parameters: ["charset": "utf-8"]))
        }
        routes.get("assets", "icon.svg") { _ in
            cached(icon, type: HTTPMediaType(type: "image", subType: "svg+xml"))
        }
        routes.get("manifest.webmanifest") { _ in
            cached(manifest, type: HTTPMediaType(type: "application", subType: "manifest+json"))
        }
    }

    private static func immutable(_ body: String, type: HTTPMediaType) -> Response {
        var headers = HTTPHeaders()
        headers.contentType = type
        headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=31536000, immutable")
        return Response(status: .ok, headers: headers, body: .init(string: body))
    }

    private static func cached(_ body: String, type: HTTPMediaType) -> Response {
        var headers = HTTPHeaders()
        headers.contentType = type
        headers.replaceOrAdd(name: .cacheControl, value: "public, max-age=86400")
        return Response(status: .ok, headers: headers, body: .init(string: body))
    }

    private static func fingerprint(_ text: String) -> String {
        String(Secrets.sha256Hex(text).prefix(10))
    }
}
