import Foundation

/// An ingredient list as a person types it into one text box: one ingredient per line, a line
/// ending in ":" starts a section ("For the sauce:"), and "(optional)" at the end marks garnish
/// and the like. Bullets pasted from a web page ("- ", "• ") are dropped.
///
/// Reading and writing round-trip, so the edit form shows a recipe the way it would be typed.
public enum IngredientListText {
    /// One meaningful line of the text.
    public enum Entry: Hashable, Sendable {
        /// "For the sauce:" → "For the sauce".
        case section(String)
        case ingredient(RecipeDraft.Ingredient)
    }

    /// The markers that make a line optional, in the languages Larder speaks.
    public static let optionalMarkers = [
        "(optional)", "(за бажанням)", "(необов’язково)", "(необов'язково)", "(по желанию)", "(необязательно)",
    ]

    /// The lines in order, blank ones dropped; every ingredient carries the section above it.
    public static func entries(_ text: String) -> [Entry] {
        var entries: [Entry] = []
        var section: String?
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = withoutBullet(rawLine.trimmingCharacters(in: .whitespaces))
            guard !line.isEmpty else { continue }
            if let heading = heading(line) {
                section = heading
                entries.append(.section(heading))
                continue
            }
            let (text, optional) = withoutOptionalMarker(line)
            guard !text.isEmpty else { continue }
            entries.append(.ingredient(RecipeDraft.Ingredient(text: text, section: section, optional: optional)))
        }
        return entries
    }

    /// The ingredients of the text, each in its section.
    public static func ingredients(_ text: String) -> [RecipeDraft.Ingredient] {
        entries(text).compactMap { entry in
            if case .ingredient(let ingredient) = entry { return ingredient }
            return nil
        }
    }

    /// The text that reads back as `ingredients`: a heading line wherever the section changes,
    /// preceded by a blank line, and `optionalMarker` after optional lines. (A line without a
    /// section after one with a section cannot be written; it joins the section above.)
    public static func text(_ ingredients: [RecipeDraft.Ingredient], optionalMarker: String = "(optional)") -> String {
        var lines: [String] = []
        var section: String?
        for ingredient in ingredients {
            if let heading = ingredient.section, heading != section {
                if !lines.isEmpty { lines.append("") }
                lines.append(heading + ":")
            }
            section = ingredient.section ?? section
            lines.append(ingredient.optional ? "\(ingredient.text) \(optionalMarker)" : ingredient.text)
        }
        return lines.joined(separator: "\n")
    }

    /// The section a line names, when it ends with a colon and says something before it.
    private static func heading(_ line: String) -> String? {
        guard line.hasSuffix(":") || line.hasSuffix("：") else { return nil }
        let name = String(line.dropLast()).trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.count <= RecipeDraft.Limits.section else { return nil }
        return name
    }

    private static func withoutBullet(_ line: String) -> String {
        for bullet in ["- ", "• ", "* ", "– ", "— ", "· "] where line.hasPrefix(bullet) {
            return String(line.dropFirst(bullet.count)).trimmingCharacters(in: .whitespaces)
        }
        return line
    }

    private static func withoutOptionalMarker(_ line: String) -> (String, Bool) {
        let lowered = line.lowercased()
        for marker in optionalMarkers where lowered.hasSuffix(marker) {
            let text = String(line.dropLast(marker.count)).trimmingCharacters(in: .whitespaces)
            return (text.hasSuffix(",") ? String(text.dropLast()) : text, true)
        }
        return (line, false)
    }
}
