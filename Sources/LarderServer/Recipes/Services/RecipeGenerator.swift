import AsyncHTTPClient
import Foundation
import LarderCore
import Logging
import NIOCore
import NIOHTTP1

/// Asks an OpenAI-compatible chat-completions endpoint (OpenAI, or a local server speaking the
/// same protocol) to write a recipe, and reads its answer into a draft. Every failure is the
/// provider's, so each is a 5xx that says what happened: 503 unconfigured, 502 an error status or
/// an answer that is no recipe, 504 no answer in time.
struct RecipeGenerator {
    /// More than any recipe a model writes; a bigger answer is not one.
    static let maxAnswerBytes = 1 << 20

    let provider: LarderConfiguration.AIProvider?
    let timeout: TimeInterval
    let client: HTTPClient
    let logger: Logger

    /// Fails with 503 before anything else when no provider is configured.
    func requireProvider() throws -> LarderConfiguration.AIProvider {
        guard let provider else { throw AppError(.unavailable, .errorAINotConfigured) }
        return provider
    }

    func draft(for request: RecipeGenerationRequest) async throws -> RecipeDraft {
        let provider = try requireProvider()
        let (status, body) = try await send(ChatCompletionRequest(model: provider.model, request: request), to: provider)
        guard (200..<300).contains(status) else {
            // Not the answer's text: providers echo parts of keys and prompts in their errors.
            logger.warning("AI provider answered \(status) (\(body.count) bytes)")
            throw AppError(.badGateway, .errorAIProviderStatus, [String(status)])
        }
        guard let completion = try? JSONDecoder().decode(ChatCompletionResponse.self, from: Data(body)),
            let content = completion.choices.first?.message.content
        else {
            throw AppError(.badGateway, .errorAIAnswerUnusable, ["it is not a chat completion with a message"])
        }
        do {
            return try GeneratedRecipeReader.draft(fromAnswer: content)
        } catch {
            logger.info("AI answer was not a usable recipe (\(error)); \(content.count) characters")
            throw AppError(.badGateway, .errorAIAnswerUnusable, [error.description])
        }
    }

    /// The chat operation of an OpenAI-compatible API, under the provider's base URL.
    private static let chatCompletions = "chat/completions"

    /// Posts the request and reads the whole answer within the timeout.
    private func send(_ chat: ChatCompletionRequest, to provider: LarderConfiguration.AIProvider) async throws -> (UInt, [UInt8]) {
        var outgoing = HTTPClientRequest(url: provider.baseURL + "/" + Self.chatCompletions)
        outgoing.method = .POST
        outgoing.headers.add(name: "Content-Type", value: "application/json")
        outgoing.headers.add(name: "Accept", value: "application/json")
        if let key = provider.apiKey { outgoing.headers.add(name: "Authorization", value: "Bearer \(key)") }
        outgoing.body = .bytes(ByteBuffer(data: try JSONEncoder().encode(chat)))
        let request = outgoing
        let client = self.client
        let timeout = self.timeout
        do {
            return try await withDeadline(seconds: timeout) {
                let response = try await client.execute(request, timeout: .milliseconds(Int64(timeout * 1000)))
                let body = try await response.body.collect(upTo: Self.maxAnswerBytes)
                return (response.status.code, Array(body.readableBytesView))
            }
        } catch is DeadlineExceeded {
            throw AppError(.gatewayTimeout, .errorAITimeout, [timeout.secondsText])
        } catch let error as HTTPClientError where [.deadlineExceeded, .readTimeout].contains(error) {
            throw AppError(.gatewayTimeout, .errorAITimeout, [timeout.secondsText])
        } catch is NIOTooManyBytesError {
            throw AppError(.badGateway, .errorAIAnswerUnusable, ["it is larger than \(Self.maxAnswerBytes >> 20) MB"])
        } catch {
            throw AppError(.badGateway, .errorAIProviderUnreachable, [RecipePageFetcher.reason(error)])
        }
    }
}

/// The chat-completions request body, as the OpenAI API defines it.
struct ChatCompletionRequest: Codable, Sendable {
    struct Message: Codable, Sendable {
        var role: String
        var content: String
    }

    struct ResponseFormat: Codable, Sendable {
        var type: String
    }

    var model: String
    var messages: [Message]
    /// Asks for JSON mode; servers that do not know it ignore it, and the reader copes with fences.
    var response_format: ResponseFormat

    init(model: String, request: RecipeGenerationRequest) {
        self.model = model
        messages = [
            Message(role: "system", content: RecipeGenerationPrompt.system),
            Message(role: "user", content: RecipeGenerationPrompt.user(request)),
        ]
        response_format = ResponseFormat(type: "json_object")
    }
}

/// The part of a chat-completions answer Larder reads: the first choice's message.
struct ChatCompletionResponse: Decodable, Sendable {
    struct Choice: Decodable, Sendable {
        struct Message: Decodable, Sendable {
            var content: String?
        }

        var message: Message
    }

    var choices: [Choice]
}
