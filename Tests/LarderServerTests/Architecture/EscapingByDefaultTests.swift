import Foundation
import Testing

/// Pages write attribute values through `Web/EscapedAttributes.swift`, which escapes them; Plot's
/// own attribute API, which does not, is out of reach everywhere else.
@Suite("Escaping by default")
struct EscapingByDefaultTests {
    @Test("No page code reaches Plot's unescaped attribute API or escapes by hand")
    func noPageCodeWritesRawAttributes() throws {
        let found = try ServerModules.read().files.flatMap { file in
            RawMarkupUse.found(in: file.text, path: file.path).map { "\(file.path):\($0.line) \($0.reason)" }
        }
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    // The rule's own checks.

    @Test("Plot's own link, reached past the escaping one, is found")
    func qualifiedPlotComponentIsFound() {
        let source = #"Plot.Link(recipe.title, url: "/recipes/\(id)")"#
        #expect(RawMarkupUse.found(in: source, path: "Recipes/Pages/RecipeCards.swift").map(\.line) == [1])
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

    @Test("Plot's document tree outside the page shells is found")
    func documentTreeOutsideShellsIsFound() {
        let source = "let node = Node<HTML.BodyContext>.a(.href(url))"
        #expect(RawMarkupUse.found(in: source, path: "Recipes/Pages/RecipeCards.swift").map(\.line) == [1])
    }
}

/// Where page code writes markup past the escaping API.
enum RawMarkupUse {
    struct Finding: Equatable {
        var line: Int
        var reason: String
    }

    /// The façade itself, and the files that write markup as text and escape it themselves.
    static let escapingFiles: Set<String> = [
        "Web/EscapedAttributes.swift", "Web/HTMLEscaping.swift",
        "Nutrition/Pages/NutritionCharts.swift",  // draws SVG charts as text
        "Reminders/API/CalDAV/DAVElement.swift",  // writes WebDAV XML
    ]
    /// The document shells: `<html>` and `<head>` in Plot's node tree, attribute values constants.
    static let documentShells: Set<String> = [
        "Web/Layout.swift", "Recipes/Pages/RecipePrintPage.swift", "Errors/StorageUnavailable.swift",
    ]
    /// What `html:` may be given: drawings that are files, and charts that escape their labels.
    static let drawings = ["Icons.", "RecipeIcons.", "NutritionCharts.", "icon"]

    nonisolated(unsafe) private static let documentTree = /\b(Node[.<]|HTML\()/
    nonisolated(unsafe) private static let rawMarkupArgument = /\b[A-Z][A-Za-z]*\(\s*html:\s*/

    static func found(in text: String, path: String) -> [Finding] {
        guard !escapingFiles.contains(path) else { return [] }
        var found: [Finding] = []
        let code = SwiftSource.code(of: text)
        for (index, line) in code.components(separatedBy: "\n").enumerated() {
            func add(_ reason: String) { found.append(Finding(line: index + 1, reason: reason)) }
            if line.contains("Plot.") { add("uses Plot's own API past the escaping one") }
            if line.contains(".attributeEscaped") { add("escapes by hand; the page API escapes, so the value is escaped twice") }
            if !documentShells.contains(path), line.firstMatch(of: documentTree) != nil {
                add("builds Plot's node tree, whose attributes are not escaped")
            }
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
