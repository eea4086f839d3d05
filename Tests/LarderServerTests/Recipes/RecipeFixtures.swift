import Foundation
import LarderTestSupport
import Vapor

/// A recipe body the API accepts, with what a test cares about overridden.
func recipeBody(
    _ title: String,
    ingredients: [String] = ["2 cups all-purpose flour", "1 cup milk", "2 large eggs"],
    steps: [String] = ["Whisk everything together.", "Bake 25 minutes."],
    servings: Int = 4,
    extra: [String: any Sendable] = [:]
) -> [String: any Sendable] {
    var body: [String: any Sendable] = [
        "title": title,
        "ingredients": ingredients.map { ["text": $0] as [String: any Sendable] },
        "steps": steps,
        "servings": servings,
    ]
    for (key, value) in extra { body[key] = value }
    return body
}

extension Application {
    /// Creates a recipe in the household and returns its id.
    func makeRecipe(
        _ title: String, in household: String, by user: TestUser,
        ingredients: [String] = ["2 cups all-purpose flour", "1 cup milk", "2 large eggs"],
        extra: [String: any Sendable] = [:]
    ) async throws -> String {
        let response = try await api(
            .POST, "/api/recipes?householdId=\(household)", json: recipeBody(title, ingredients: ingredients, extra: extra),
            as: user.bearer)
        guard response.status == .created, let id = response["id"] else {
            throw FixtureError("could not create recipe \(title): \(response.status) \(response.body)")
        }
        return id
    }

    /// Submits and approves a recipe, making it public.
    func publish(_ recipe: String, by member: TestUser, admin: TestUser) async throws {
        let submitted = try await api(.POST, "/api/recipes/\(recipe)/submit", as: member.bearer)
        guard submitted.status == .ok else { throw FixtureError("could not submit: \(submitted.body)") }
        let approved = try await api(.POST, "/api/admin/recipes/\(recipe)/approve", json: [:], as: admin.bearer)
        guard approved.status == .ok else { throw FixtureError("could not approve: \(approved.body)") }
    }
}
