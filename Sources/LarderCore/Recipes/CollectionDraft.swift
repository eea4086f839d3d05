import Foundation

/// The name and description a person gives a collection of recipes.
public struct CollectionDraft: Hashable, Sendable, Codable {
    public var name: String
    public var description: String?

    public init(name: String, description: String? = nil) {
        self.name = name
        self.description = description
    }

    public enum Limits {
        public static let name = 100
        public static let description = 1_000
        /// Enough for any cookbook a person curates; keeps reordering one small transaction.
        public static let recipes = 1_000
    }

    /// The draft with its text tidied (an empty description becomes none), or the first problem.
    public func validated() throws(RecipeProblem) -> CollectionDraft {
        var draft = self
        draft.name = RecipeDraft.clean(name)
        guard !draft.name.isEmpty else { throw RecipeProblem(field: "name", reason: .required) }
        guard draft.name.count <= Limits.name else { throw RecipeProblem(field: "name", reason: .tooLong(max: Limits.name)) }
        draft.description = description.map(RecipeDraft.cleanParagraphs).flatMap { $0.isEmpty ? nil : $0 }
        if let text = draft.description, text.count > Limits.description {
            throw RecipeProblem(field: "description", reason: .tooLong(max: Limits.description))
        }
        return draft
    }
}
