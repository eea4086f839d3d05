import Foundation
import Vapor

/// An AI provider of the test's own: answers `POST /v1/chat/completions` as the OpenAI API
/// does, with the behaviour the test picks, and remembers every request it was sent.
public final class ChatCompletionsStub: @unchecked Sendable {
    public enum Behaviour {
        /// A completion whose first choice's message has this content.
        case answer(String)
        /// An error status with an OpenAI-style error body.
        case status(HTTPStatus)
        /// Answers, but only after this many seconds.
        case slow(seconds: Double, answer: String)
    }

    public struct Received {
        public var headers: HTTPHeaders
        public var json: [String: Any]

        public var messages: [[String: Any]] { json["messages"] as? [[String: Any]] ?? [] }
    }

    private let behaviour: Behaviour
    private let lock = NSLock()
    private var received: [Received] = []

    public init(_ behaviour: Behaviour) {
        self.behaviour = behaviour
    }

    public var requests: [Received] { lock.withLock { received } }

    public func routes(_ app: Application) {
        app.on(.POST, "v1", "chat", "completions", body: .collect(maxSize: "1mb")) { request async throws -> Response in
            let body = request.body.data.map { Data(buffer: $0) } ?? Data()
            let json = (try? JSONSerialization.jsonObject(with: body) as? [String: Any]) ?? [:]
            self.lock.withLock { self.received.append(Received(headers: request.headers, json: json)) }
            switch self.behaviour {
            case .answer(let content):
                return try Self.completion(content)
            case .status(let status):
                return Response(
                    status: status, headers: ["Content-Type": "application/json"],
                    body: .init(string: #"{"error":{"message":"overloaded"}}"#))
            case .slow(let seconds, let content):
                try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                return try Self.completion(content)
            }
        }
    }

    private static func completion(_ content: String) throws -> Response {
        let answer: [String: Any] = [
            "id": "chatcmpl-test", "object": "chat.completion", "model": "test-model",
            "choices": [["index": 0, "finish_reason": "stop", "message": ["role": "assistant", "content": content]]],
        ]
        return Response(
            status: .ok, headers: ["Content-Type": "application/json"],
            body: .init(data: try JSONSerialization.data(withJSONObject: answer)))
    }

    /// A recipe answer as a model writes one; `changes` replace or (with NSNull) drop keys.
    public static func recipeJSON(_ changes: [String: Any] = [:]) -> String {
        var recipe: [String: Any] = [
            "title": "Chickpea Curry", "description": "A weeknight curry.",
            "ingredients": ["1 tbsp oil", "1 onion, chopped", "400 g canned chickpeas", "400 ml coconut milk"],
            "steps": ["Soften the onion in the oil.", "Add the chickpeas and coconut milk and simmer 15 minutes."],
            "servings": 4, "prepMinutes": 10, "cookMinutes": 20, "category": "Main Course", "difficulty": "easy",
            "dietFlags": ["vegan", "gluten-free"],
        ]
        for (key, value) in changes { recipe[key] = value is NSNull ? nil : value }
        let data = try! JSONSerialization.data(withJSONObject: recipe, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}
