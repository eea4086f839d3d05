import Foundation

/// Reads schema.org `recipeInstructions` into a list of steps, whichever of
/// its shapes a page uses:
/// - a list of `HowToStep`s: each step's `text`, preceded by its `name` when
///   that is a heading ("Make the glaze") rather than a counter ("Step 1") or
///   the start of the text again;
/// - `HowToSection`s: the section's name as a step of its own (it tells the
///   cook which part they are on), then the section's steps, flattened;
/// - an `ItemList` or a single step or section object;
/// - a list of texts: one step each;
/// - one text: split into steps at line breaks and block-level HTML.
struct SchemaInstructionReader {
    let nodesByID: [String: LinkedDataObject]

    /// Deeper nesting than this is a malformed page, not a recipe.
    private static let maximumDepth = 12

    func steps(in value: LinkedDataValue?) -> [String] {
        guard let value else { return [] }
        switch value {
        case .string(let text):
            return RecipeStepSplitter.steps(in: text)
        case .array(let values):
            // A list holding one text is a whole method in one field: split it.
            if values.count == 1, let text = values.first?.scalarText { return RecipeStepSplitter.steps(in: text) }
            return values.flatMap { steps(inItem: $0, depth: 0) }
        case .object:
            return steps(inItem: value, depth: 0)
        case .number, .bool, .null:
            return []
        }
    }

    private func steps(inItem value: LinkedDataValue, depth: Int) -> [String] {
        guard depth < Self.maximumDepth else { return [] }
        switch value {
        case .string(let text):
            return nonEmpty([RecipeText.clean(text)])
        case .array(let values):
            return values.flatMap { steps(inItem: $0, depth: depth + 1) }
        case .object(var object):
            if let id = object["@id"]?.scalarText, object["text"] == nil, object["itemListElement"] == nil,
                let node = nodesByID[id]
            {
                object = node
            }
            return steps(inObject: object, depth: depth)
        case .number, .bool, .null:
            return []
        }
    }

    private func steps(inObject object: LinkedDataObject, depth: Int) -> [String] {
        let name = object.first("name", "Name").flatMap(\.scalarText).map(RecipeText.clean) ?? ""
        let elements = object.first("itemListElement", "steps", "step")
        let isSection = object.hasType("HowToSection") || (elements != nil && !object.hasType("HowToStep"))
        if isSection {
            let inner = elements.map { steps(inItem: $0, depth: depth + 1) } ?? []
            // An ItemList's name is a title for the whole list, not a heading a cook reads.
            let heading = object.hasType("ItemList") ? "" : name
            return nonEmpty([heading]) + inner
        }
        let text =
            object.first("text", "description").flatMap(\.scalarText).map(RecipeText.clean)
            ?? elements.map { steps(inItem: $0, depth: depth + 1).joined(separator: " ") }
            ?? ""
        if text.isEmpty { return nonEmpty([name]) }
        return Self.showsName(name, before: text) ? [name, text] : [text]
    }

    /// Whether a step's name is a heading worth its own line: not when it is
    /// the text again or its start cut short ("Line the pan with parchment..."),
    /// nor a mere counter ("Step 1", "Schritt 2", "step3").
    static func showsName(_ name: String, before text: String) -> Bool {
        guard !name.isEmpty, !text.isEmpty else { return false }
        let stem = String(name.reversed().drop(while: { $0 == "." || $0 == "…" || $0.isWhitespace }).reversed())
        if text.hasPrefix(stem) { return false }
        return name.range(of: #"^\p{L}+\s*\d+\s*[.:]?$"#, options: .regularExpression) == nil
    }

    private func nonEmpty(_ steps: [String]) -> [String] {
        steps.filter { !$0.isEmpty }
    }
}
