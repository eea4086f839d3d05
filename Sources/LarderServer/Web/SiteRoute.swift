import Foundation
import Vapor

/// A web page's address, written once. Registering the route and linking to it both read the same
/// enum case, so a link cannot drift from the route it names (the Swift Package Index server's
/// `SiteURL` convention). Each module keeps its pages' routes in one `…Route` enum in its Pages
/// folder; `.key` stands for a parameter when registering, `.value(x)` fills it when linking.
protocol SiteRoute: Sendable {
    var segments: [RouteSegment] { get }
}

/// A path parameter of a route: `.key` when the route is registered, `.value` when a link is built.
enum Parameter<Value: Sendable>: Sendable {
    case key
    case value(Value)
}

/// The name a route gives a path parameter, and a handler reads it by.
struct RouteKey: Hashable, Sendable {
    var name: String

    init(_ name: String) {
        self.name = name
    }
}

enum RouteSegment: Sendable, ExpressibleByStringLiteral {
    case constant(String)
    /// A parameter, with its value when the route is a link.
    case parameter(RouteKey, value: String?)

    init(stringLiteral value: String) {
        self = .constant(value)
    }

    static func param<Value: CustomStringConvertible & Sendable>(_ key: RouteKey, _ parameter: Parameter<Value>) -> RouteSegment {
        switch parameter {
        case .key: .parameter(key, value: nil)
        case .value(let value): .parameter(key, value: value.description)
        }
    }
}

extension SiteRoute {
    /// The address to link to, e.g. `/households/<id>/members`.
    var path: String {
        "/" + segments.map { segment in
            switch segment {
            case .constant(let text): text
            case .parameter(let key, let value):
                value.map { $0.isUnreservedASCII ? $0 : $0.addingPercentEncoding(withAllowedCharacters: .pathSegmentAllowed) ?? $0 }
                    ?? ":\(key.name)"
            }
        }
        .joined(separator: "/")
    }

    /// The address with a query; pairs whose value is nil are left out, the rest kept in order.
    func path(query: KeyValuePairs<String, String?>) -> String {
        path(queryItems: query.map { ($0.key, $0.value) })
    }

    /// The same, for a query built at run time (a name may repeat: `picked=a&picked=b`).
    func path(queryItems: [(name: String, value: String?)]) -> String {
        let pairs = queryItems.compactMap { name, value in
            value.map { "\(name.queryEncoded)=\($0.queryEncoded)" }
        }
        return pairs.isEmpty ? path : path + "?" + pairs.joined(separator: "&")
    }

    /// The route's pattern for Vapor's router.
    var pathComponents: [PathComponent] {
        segments.map { segment in
            switch segment {
            case .constant(let text): .constant(text)
            case .parameter(let key, _): .parameter(key.name)
            }
        }
    }
}

extension CharacterSet {
    fileprivate static let pathSegmentAllowed = CharacterSet.urlPathAllowed.subtracting(CharacterSet(charactersIn: "/;"))
    fileprivate static let queryValueAllowed: CharacterSet = {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return allowed
    }()
}

extension String {
    fileprivate var queryEncoded: String {
        isUnreservedASCII ? self : addingPercentEncoding(withAllowedCharacters: .queryValueAllowed) ?? self
    }

    /// Letters, digits and `-._~` only: what every encoding leaves as it is. Ids and numbers are, and
    /// a page links to them by the dozen, so they skip Foundation's encoder.
    fileprivate var isUnreservedASCII: Bool {
        utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                true
            default: false
            }
        }
    }
}

extension RoutesBuilder {
    @discardableResult
    func get<Answer: AsyncResponseEncodable>(
        _ route: some SiteRoute, use handler: @Sendable @escaping (Request) async throws -> Answer
    ) -> Route {
        on(.GET, route.pathComponents, use: handler)
    }

    @discardableResult
    func post<Answer: AsyncResponseEncodable>(
        _ route: some SiteRoute, body: HTTPBodyStreamStrategy = .collect,
        use handler: @Sendable @escaping (Request) async throws -> Answer
    ) -> Route {
        on(.POST, route.pathComponents, body: body, use: handler)
    }
}

extension Request {
    func redirect(to route: some SiteRoute) -> Response {
        redirect(to: route.path)
    }
}

extension Parameters {
    func get(_ key: RouteKey) -> String? {
        get(key.name)
    }

    func get<Value: LosslessStringConvertible>(_ key: RouteKey, as type: Value.Type = Value.self) -> Value? {
        get(key.name, as: type)
    }
}
