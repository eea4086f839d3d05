import Foundation
import LarderCore

extension RecipeService {
    /// Asks the AI provider for a recipe and saves it as a private, AI-generated recipe of the
    /// household. The wish and the household are checked before the provider is paid to write
    /// anything; every provider failure is the generator's clear 5xx, and nothing is saved.
    func generate(
        _ asked: RecipeGenerationRequest, householdID: UUID?, by user: Person, using generator: RecipeGenerator
    ) async throws -> Loaded {
        let wish: RecipeGenerationRequest
        do {
            wish = try asked.validated()
        } catch {
            throw error.reason == .required ? AppError.invalid("prompt", .errorGenerateNeedsRequest) : AppError(recipeProblem: error)
        }
        _ = try generator.requireProvider()
        let viewer = try await RecipeViewer.of(user, on: db)
        let household = try Self.household(householdID, for: viewer)
        let draft = try await generator.draft(for: wish)
        return try await create(draft, householdID: household, by: user, origin: .init(aiGenerated: true, staysPrivate: true))
    }
}
