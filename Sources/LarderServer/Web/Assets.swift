import Crypto
import Foundation
import Vapor

/// The web app's static files (`Web/Assets/`, and a module's own beside its pages), embedded in
/// the binary by SwiftPM so Larder works offline on a LAN with nothing beside the executable.
/// Paths carry a content hash, so they can be cached forever.
enum Assets {
    /// The app's one stylesheet.
    static let stylesheet = text(PackageResources.app_css)
    /// The app's script, then the modules' scripts: served as one file, progressive enhancement only.
    static let script = text(PackageResources.app_js) + text(PackageResources.shopping_js)
        + text(PackageResources.reminders_js) + text(PackageResources.planner_js)
    static let icon = text(PackageResources.app_icon_svg)
    static let manifest = text(PackageResources.manifest_webmanifest)

    static let stylesheetPath = "/assets/app-\(fingerprint(stylesheet)).css"
    static let scriptPath = "/assets/app-\(fingerprint(script)).js"
    static let iconPath = "/assets/icon.svg"
    static let manifestPath = "/manifest.webmanifest"
    static let serviceWorkerPath = "/service-worker.js"
    /// The service worker, with the shell it keeps written in; its cache is named by the shell's
    /// version, so a new stylesheet or script replaces the old shell.
    static let serviceWorker = text(PackageResources.service_worker_js)
        .replacingOccurrences(of: #""__LARDER_SHELL__""#, with: [stylesheetPath, scriptPath, iconPath, manifestPath].map { "\"\($0)\"" }.joined(separator: ", "))
        .replacingOccurrences(of: "__LARDER_VERSION__", with: fingerprint(stylesheet + script))

    static func register(on routes: any RoutesBuilder) {
        routes.get(PathComponent(stringLiteral: "assets"), PathComponent(stringLiteral: String(stylesheetPath.split(separator: "/").last!))) { _ in
            immutable(stylesheet, type: HTTPMediaType(type: "text", subType: "css", parameters: ["charset": "utf-8"]))
        }
        routes.get(PathComponent(stringLiteral: "assets"), PathComponent(stringLiteral: String(scriptPath.split(separator: "/").last!))) { _ in
            immutable(script, type: HTTPMediaType(type: "text", subType: "javascript", parameters: ["charset": "utf-8"]))
        }
        routes.get("assets", "icon.svg") { _ in
            cached(icon, type: HTTPMediaType(type: "image", subType: "svg+xml"))
        }
        // Not cached by the browser's HTTP cache: a new version must reach the next page load.
        routes.get(PathComponent(stringLiteral: String(serviceWorkerPath.dropFirst()))) { _ in
            var headers = HTTPHeaders()
            headers.contentType = HTTPMediaType(type: "text", subType: "javascript", parameters: ["charset": "utf-8"])
            headers.replaceOrAdd(name: .cacheControl, value: "no-cache")
            return Response(status: .ok, headers: headers, body: .init(string: serviceWorker))
        }
        routes.get("manifest.webmanifest") { _ in
            cached(manifest, type: HTTPMediaType(type: "application", subType: "manifest+json"))
        }
    }

    /// An embedded text file.
    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// An embedded SVG file as markup to put inline in a page: inline SVG takes its namespace from
    /// HTML, so the file's own (there for opening it on its own) and its final line break go.
    static func inlineSVG(_ bytes: [UInt8]) -> String {
        text(bytes).replacingOccurrences(of: #" xmlns="http://www.w3.org/2000/svg""#, with: "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
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
