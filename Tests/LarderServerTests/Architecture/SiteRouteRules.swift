import Foundation

/// Where the server's sources write a page address by hand instead of taking it from a route enum.
enum SiteRouteRules {
    struct Finding: Equatable, CustomStringConvertible {
        var path: String
        var line: Int
        var text: String

        var description: String { "\(path):\(line) \(text)" }
    }

    /// Route enums (`…Route.swift`) are where addresses are written. The JSON API, the CalDAV
    /// protocol and the error middleware read request paths of the API and protocols, not pages;
    /// `/health` is for load balancers; the assets' addresses are content hashes registered from
    /// the same constants.
    static func isExempt(_ path: String) -> Bool {
        path.hasSuffix("Route.swift") || path.hasPrefix("API/") || path.contains("/API/") || path.hasPrefix("Errors/")
            || path == "App/configure.swift" || path == "Web/Assets.swift"
    }

    /// String literals that begin like a site address (`"/recipes"`, `"/households/\(id)"`).
    static func addressLiterals(in text: String) -> [SwiftSource.Literal] {
        SwiftSource.literals(of: text).filter { literal in
            guard literal.text.hasPrefix("/"), let next = literal.text.dropFirst().first else { return false }
            return next.isLetter || next == "\u{FFFC}"
        }
    }

    /// Routes registered with path words (`routes.get("recipes", ":recipeID", use: …)`) rather than a route.
    static func literalRegistrations(in text: String) -> [Int] {
        let code = SwiftSource.code(of: text)
        let pattern = #"\.(?:get|post|put|patch|delete|grouped)\(\s*""#
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { match in
            Range(match.range, in: code).map { code[..<$0.lowerBound].filter { $0 == "\n" }.count + 1 }
        }
    }

    static func findings(in files: [ServerModules.SourceFile]) -> [Finding] {
        files.filter { !isExempt($0.path) }.flatMap { file in
            addressLiterals(in: file.text).map { Finding(path: file.path, line: $0.line, text: "writes \"\($0.text)\"") }
                + literalRegistrations(in: file.text).map { Finding(path: file.path, line: $0, text: "registers a route by its path words") }
        }
    }
}
