import Foundation
import Testing

@testable import LarderServer

@Suite("Configuration of photos and AI generation")
struct RecipeSourcesConfigurationTests {
    @Test("Without AI variables generation is off; photos and archives have their default limits")
    func defaults() throws {
        let configuration = try LarderConfiguration.fromEnvironment([:])
        #expect(configuration.ai == nil)
        #expect(configuration.aiTimeout == 60)
        #expect(configuration.maxPhotoBytes == 10 << 20)
        #expect(configuration.maxArchiveBytes == 100 << 20)
    }

    @Test("The AI provider is read from its three variables, without a trailing slash")
    func readsTheProvider() throws {
        let configuration = try LarderConfiguration.fromEnvironment([
            "LARDER_AI_BASE_URL": "http://127.0.0.1:11434/v1/", "LARDER_AI_MODEL": "llama3", "LARDER_AI_API_KEY": "sk-local",
            "LARDER_AI_TIMEOUT": "90", "LARDER_MAX_PHOTO_BYTES": "2097152",
        ])
        #expect(configuration.ai == .init(baseURL: "http://127.0.0.1:11434/v1", model: "llama3", apiKey: "sk-local"))
        #expect(configuration.ai?.baseURL == "http://127.0.0.1:11434/v1")
        #expect(configuration.aiTimeout == 90)
        #expect(configuration.maxPhotoBytes == 2 << 20)
    }

    @Test(
        "A half-configured provider is a problem, each reported",
        arguments: [
            ["LARDER_AI_BASE_URL": "https://api.openai.com/v1"],
            ["LARDER_AI_MODEL": "gpt-4o-mini"],
            ["LARDER_AI_API_KEY": "sk-lonely"],
            ["LARDER_AI_BASE_URL": "api.openai.com", "LARDER_AI_MODEL": "gpt-4o-mini"],
            ["LARDER_AI_BASE_URL": "https://api.openai.com/v1", "LARDER_AI_MODEL": "gpt-4o-mini", "LARDER_AI_TIMEOUT": "0"],
        ])
    func halfConfigured(environment: [String: String]) {
        #expect {
            try LarderConfiguration.fromEnvironment(environment)
        } throws: { error in
            (error as? ConfigurationError)?.problems.count == 1
        }
    }
}
