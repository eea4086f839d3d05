import Vapor

/// The methods the app answers at a path, for telling a client that sent another one "405,
/// use one of these" instead of "404, nothing here": the router only says it found no route.
enum AllowedMethods {
    /// The methods of every route whose path matches `request`'s; empty when no route does.
    static func at(_ request: Request) -> [HTTPMethod] {
        let parts = request.url.path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var methods: [HTTPMethod] = []
        for route in request.application.routes.all where matches(route.path, parts) && !methods.contains(route.method) {
            methods.append(route.method)
        }
        return methods.sorted { $0.rawValue < $1.rawValue }
    }

    private static func matches(_ pattern: [PathComponent], _ parts: [String]) -> Bool {
        for (index, component) in pattern.enumerated() {
            switch component {
            case .catchall: return index < parts.count
            case .constant(let text): if index >= parts.count || parts[index] != text { return false }
            case .parameter, .anything: if index >= parts.count { return false }
            }
        }
        return pattern.count == parts.count
    }
}
