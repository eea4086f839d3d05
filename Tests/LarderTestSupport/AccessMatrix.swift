import Foundation
import Testing
import Vapor

/// One endpoint of an access matrix and the status each kind of caller must get from it. Each
/// suite names its callers (an enum whose case order is the order they call in) and gives its
/// rows an initializer with the defaults its rules have.
public struct AccessRow<Caller: Hashable> {
    public var method: HTTPMethod
    public var path: String
    public var body: [String: any Sendable]?
    /// A caller without a status here does not call this endpoint.
    public var expected: [Caller: HTTPStatus]

    public init(_ method: HTTPMethod, _ path: String, _ body: [String: any Sendable]? = nil, expected: [Caller: HTTPStatus]) {
        self.method = method
        self.path = path
        self.body = body
        self.expected = expected
    }
}

extension Application {
    /// Sends each row, in order, as each caller, in the order of `Caller.allCases`, and expects the
    /// row's status; `alsoExpect` checks more of every answer.
    public func expectAccess<Caller: CaseIterable & Hashable>(
        _ rows: [AccessRow<Caller>],
        credentials: [Caller: Credentials?],
        alsoExpect: (APIResponse) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        for row in rows {
            for caller in Caller.allCases {
                guard let expected = row.expected[caller] else { continue }
                let response = try await api(row.method, row.path, json: row.body, as: credentials[caller] ?? nil)
                #expect(
                    response.status == expected, "\(row.method) \(row.path) as \(caller): \(response.status) \(response.body)",
                    sourceLocation: sourceLocation)
                alsoExpect(response)
            }
        }
    }
}
