/// What someone asks an AI to cook, and the messages that ask it: a system prompt that pins
/// the answer to one JSON recipe in Larder's terms, and the person's request in words.
public struct RecipeGenerationRequest: Hashable, Sendable {
    /// Free text: "a quick weeknight curry", "something with what is left after a roast".
    public var prompt: String?
    /// Ingredients to use, as the person writes them.
    public var ingredients: [String]
    /// Promises the recipe must keep.
    public var dietFlags: [DietFlag]

    public enum Limits {
        public static let prompt = 1_000
        public static let ingredients = 30
        public static let ingredient = 100
    }

    public init(prompt: String? = nil, ingredients: [String] = [], dietFlags: [DietFlag] = []) {
        self.prompt = prompt
        self.ingredients = ingredients
        self.dietFlags = dietFlags
    }

    /// The request tidied — text trimmed, blank ingredients dropped — or the first problem: it
    /// must ask for something, within the limits.
    public func validated() throws(RecipeProblem) -> RecipeGenerationRequest {
        var request = self
        request.prompt = prompt.map(RecipeDraft.cleanParagraphs).flatMap { $0.isEmpty ? nil : $0 }
        request.ingredients = RecipeDraft.unique(ingredients.map(RecipeDraft.clean).filter { !$0.isEmpty })
        request.dietFlags = RecipeDraft.unique(dietFlags)
        guard request.prompt != nil || !request.ingredients.isEmpty else { throw RecipeProblem(field: "prompt", reason: .required) }
        if let prompt = request.prompt, prompt.count > Limits.prompt {
            throw RecipeProblem(field: "prompt", reason: .tooLong(max: Limits.prompt))
        }
        guard request.ingredients.count <= Limits.ingredients else {
            throw RecipeProblem(field: "ingredients", reason: .tooMany(max: Limits.ingredients))
        }
        guard request.ingredients.allSatisfy({ $0.count <= Limits.ingredient }) else {
            throw RecipeProblem(field: "ingredients", reason: .tooLong(max: Limits.ingredient))
        }
        return request
    }
}

public enum RecipeGenerationPrompt {
    /// The fewest ingredient lines a generated recipe may have: fewer is not a recipe worth saving.
    public static let minimumIngredients = 3

    /// Tells the model exactly which JSON object to answer with, in the fixed vocabularies.
    public static var system: String {
        let categories = RecipeCategory.allCases.map(\.title).joined(separator: ", ")
        let difficulties = Difficulty.allCases.map(\.rawValue).joined(separator: ", ")
        let flags = DietFlag.allCases.map(\.rawValue).joined(separator: ", ")
        return """
            You are a recipe writer for a home cooking app. Answer with exactly one JSON object and \
            nothing else: no prose, no Markdown. The object has these keys:
            "title": string, the recipe's name;
            "description": string, one or two sentences;
            "ingredients": array of strings, at least \(minimumIngredients), each one ingredient line with \
            its quantity and unit, e.g. "2 cups all-purpose flour" or "3 large eggs";
            "steps": array of strings, the method in order, one step each;
            "servings": integer;
            "prepMinutes": integer;
            "cookMinutes": integer;
            "category": one of \(categories);
            "difficulty": one of \(difficulties);
            "dietFlags": array with any of \(flags) that the recipe truly meets.
            Use metric or US measures as a cook would write them. Do not invent ingredients that \
            contradict the requested diet.
            """
    }

    /// The person's request as one message.
    public static func user(_ request: RecipeGenerationRequest) -> String {
        var lines: [String] = []
        if let prompt = request.prompt { lines.append("Write a recipe for: \(prompt)") }
        if !request.ingredients.isEmpty {
            let lead = request.prompt == nil ? "Write a recipe using" : "Use"
            lines.append("\(lead) these ingredients: \(request.ingredients.joined(separator: ", ")).")
        }
        if !request.dietFlags.isEmpty {
            lines.append("The recipe must be \(request.dietFlags.map(\.rawValue).joined(separator: ", ")).")
        }
        return lines.joined(separator: "\n")
    }
}
