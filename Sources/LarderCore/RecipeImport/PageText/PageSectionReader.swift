import Foundation

/// Reads ingredients and steps from a page without structured recipe data,
/// the way a person would: find the heading that says "Ingredients" (or
/// "Zutaten", "Ingrédients", …) and take the list that follows it; find the
/// one that says "Instructions" ("Method", "Zubereitung", …) and take the
/// steps that follow it.
///
/// After a heading, its section is its list items — sub-headings between
/// them ("For the sauce") are skipped — or, when no list follows, its
/// paragraphs. The section ends at the next section heading, at a heading as
/// prominent as its own, or at a paragraph once list items have begun.
struct PageSectionReader {
    let blocks: [PageBlock]

    init(document: MarkupElement) {
        blocks = PageBlock.blocks(in: document)
    }

    init(blocks: [PageBlock]) {
        self.blocks = blocks
    }

    /// The first section named for ingredients with an amount in it somewhere
    /// (a menu entry called "Ingredients" is followed by links, not amounts).
    var ingredients: [String] {
        let lines = section(.ingredients) { lines in
            lines.contains { $0.contains(where: \.isNumber) }
        }
        return PageIngredientLines.joiningSplitAmounts(lines)
    }

    /// The first section named for the method with a sentence in it.
    var instructions: [String] {
        section(.instructions) { lines in
            lines.contains { $0.split(separator: " ").count >= 4 }
        }
    }

    /// The first short line declaring a yield: "Serves 4", "SERVINGS: 4",
    /// "Yield: 4 sandwiches", "4 servings".
    var yields: String? {
        for block in blocks {
            let text = block.text
            guard text.count <= 60, let first = text.first, first.isNumber || Self.yieldStarts.contains(first.lowercased()),
                text.split(separator: " ").count <= 6,
                text.range(of: Self.yieldPattern, options: [.regularExpression, .caseInsensitive]) != nil
            else { continue }
            return RecipeYieldText.yields(in: text)
        }
        return nil
    }

    /// First letters of the yield words below, to skip the regular expression for most lines.
    private static let yieldStarts: Set<String> = ["s", "y", "m", "p", "r"]

    private static let yieldPattern =
        #"^(serves|servings?|yields?|makes|portions?|porzioni|portionen|personen|personnes|porciones|raciones|porções)\b\s*:?\s*\d|^\d+\s*(servings?|portions?)\b"#

    /// The page's main heading without a trailing "recipe": "Chilli con carne recipe" → "Chilli con carne".
    var mainHeading: String? {
        for case .heading(let text, let level) in blocks where level == 1 {
            let trimmed = text.replacingOccurrences(
                of: #"\s+recipe[!.]?$"#, with: "", options: [.regularExpression, .caseInsensitive])
            return trimmed.isEmpty ? nil : trimmed
        }
        return nil
    }

    private func section(_ kind: PageSectionKind, plausible: ([String]) -> Bool) -> [String] {
        for (index, block) in blocks.enumerated() {
            guard case .heading(let text, let level) = block, PageSectionWords.kind(of: text) == kind else { continue }
            let lines = PageIngredientLines.withoutRepeatedRuns(lines(from: index + 1, headingLevel: level, kind: kind))
                .map(Self.withoutBullet)
            if plausible(lines) { return lines }
        }
        return []
    }

    private func lines(from start: Int, headingLevel: Int, kind: PageSectionKind) -> [String] {
        var items: [String] = []
        var paragraphs: [String] = []
        for block in blocks[start...] {
            switch block {
            case .heading(let text, let level):
                // Another kind of section, or a heading as prominent as this one, ends it;
                // "Preparation" under "Method" is a part of it.
                let headingKind = PageSectionWords.kind(of: text)
                let isSameSection = headingKind == kind
                let isOtherSection = headingKind != nil && !isSameSection
                // "Ingredients for the topping" after "Ingredients": the section goes on.
                if isOtherSection || (level <= headingLevel && level < 7 && !isSameSection) {
                    return items.isEmpty ? paragraphs : items
                }
                // A sub-heading inside the section: skipped.
                if !items.isEmpty || !paragraphs.isEmpty { continue }
            case .item(let text, _):
                // Short lines before the list are its sub-headings or notes ("For the pickle",
                // "for 3 to 4 servings"), not the section.
                if !paragraphs.isEmpty && items.isEmpty {
                    let areNotes = paragraphs.allSatisfy { $0.split(separator: " ").count <= 6 }
                    guard paragraphs.count <= 2, areNotes else { return paragraphs }
                    paragraphs = []
                }
                items.append(text)
            case .paragraph(let text):
                // Once a list has begun, a short label ("Rice") heads its next group; prose ends it.
                if !items.isEmpty {
                    if Self.isLabel(text) { continue }
                    return items
                }
                paragraphs.append(text)
            }
        }
        return items.isEmpty ? paragraphs : items
    }

    /// A line without the bullet typed before it ("– Zwiebel würfeln" → "Zwiebel würfeln").
    static func withoutBullet(_ line: String) -> String {
        guard let first = line.first, "-–—•·*▪▢☐✓".contains(first) else { return line }
        return RecipeText.collapseWhitespace(String(line.dropFirst()))
    }

    /// A few words without a digit or a closing full stop: a label ("Purée de
    /// pommes de terre au bacon") rather than an ingredient or a sentence of a step.
    private static func isLabel(_ text: String) -> Bool {
        text.split(separator: " ").count <= 8 && !text.contains(where: \.isNumber) && !text.hasSuffix(".")
    }
}
