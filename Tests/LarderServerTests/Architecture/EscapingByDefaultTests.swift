import Foundation
import Testing

/// Pages write text and attribute values through `Web/HTML/`, whose writer escapes them; markup
/// written as given is for drawings Larder made itself.
@Suite("Escaping by default")
struct EscapingByDefaultTests {
    @Test("No page code writes markup as given or escapes by hand")
    func noPageCodeWritesRawAttributes() throws {
        let found = try ServerModules.read().files.flatMap { file in
            RawMarkupUse.found(in: file.text, path: file.path).map { "\(file.path):\($0.line) \($0.reason)" }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    // The rule's own checks.

    @Test("Markup written as given, past the components, is found")
    func rawMarkupPastTheComponentsIsFound() {
        let source = "let note = RawHTML(item.note)\nwriter.writeRaw(step.text)"
        #expect(RawMarkupUse.found(in: source, path: "Recipes/Pages/RecipeCards.swift").map(\.line) == [1, 2])
    }

    @Test("A value escaped by hand is found, since the page API escapes it again")
    func handEscapingIsFound() {
        let source = #"Input(type: .text, name: "title", value: recipe.title.attributeEscaped)"#
        #expect(RawMarkupUse.found(in: source, path: "Recipes/Pages/RecipeFormView.swift").map(\.line) == [1])
    }

    @Test("Markup from anything but the drawings is found")
    func rawMarkupFromDataIsFound() {
        let source = "Span(html: item.note)\nSpan(html: Icons.device)\nDiv(\n    html: note.body)"
        #expect(RawMarkupUse.found(in: source, path: "Pantry/Pages/PantryViews.swift").map(\.line) == [1, 3])
    }
}

/// Where page code writes markup past the escaping API.
enum RawMarkupUse {
    struct Finding: Equatable {
        var line: Int
        var reason: String
    }

    /// The renderer itself, and the files that write markup as text and escape it themselves.
    static let escapingFiles: Set<String> = [
        "Web/HTML/HTMLWriter.swift", "Web/HTML/Component.swift", "Web/HTML/Element.swift", "Web/HTML/HTMLDocument.swift",
        "Web/HTMLEscaping.swift",
        "Nutrition/Pages/NutritionCharts.swift",  // draws SVG charts as text
        "Reminders/API/CalDAV/DAVElement.swift",  // writes WebDAV XML
    ]
    /// What `html:` may be given: drawings that are files, and charts that escape their labels.
    static let drawings = ["Icons.", "RecipeIcons.", "NutritionCharts.", "icon"]

    // Not `\b`: a Unicode word runs on across a dot (`writer.writeRaw`).
    nonisolated(unsafe) private static let markupAsGiven = /(^|[^A-Za-z0-9_])RawHTML\(|\.writeRaw\(/
    nonisolated(unsafe) private static let rawMarkupArgument = /\b[A-Z][A-Za-z]*\(\s*html:\s*/

    static func found(in text: String, path: String) -> [Finding] {
        guard !escapingFiles.contains(path) else { return [] }
        var found: [Finding] = []
        let code = SwiftSource.code(of: text)
        for (index, line) in code.components(separatedBy: "\n").enumerated() {
            func add(_ reason: String) { found.append(Finding(line: index + 1, reason: reason)) }
            if line.contains(".attributeEscaped") { add("escapes by hand; the page API escapes, so the value is escaped twice") }
            if line.firstMatch(of: markupAsGiven) != nil { add("writes markup as given, past the escaping components") }
        }
        // A component given markup as its first argument: `Span(html: …)`, on one line or two.
        for match in code.matches(of: rawMarkupArgument) where !drawings.contains(where: { code[match.range.upperBound...].hasPrefix($0) }) {
            let line = code[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
            let argument = code[match.range.upperBound...].prefix { $0 != "\n" }
            found.append(Finding(line: line, reason: "writes markup from \(argument.prefix(30))"))
        }
        return found
    }
}
