/// A page read as a reader scans it: headings, list items and paragraphs in
/// document order, each with its visible text. What the readers of a page's
/// own text (sections, lists, times) look through.
enum PageBlock: Equatable {
    /// An `<h1>`–`<h6>` (level 1–6), or a short bold or standalone label (level 7).
    case heading(String, level: Int)
    /// A list item (`<li>`) or a table row (`<tr>`), with the number of its
    /// list or table in the page (0 for an item outside any).
    case item(String, list: Int)
    /// A paragraph, or a line of text broken by `<br>` in a block.
    case paragraph(String)

    /// The visible text of any block.
    var text: String {
        switch self {
        case .heading(let text, _), .item(let text, _), .paragraph(let text): text
        }
    }

    /// Every block of `document` with visible text.
    static func blocks(in document: MarkupElement) -> [PageBlock] {
        var blocks: [PageBlock] = []
        var lists = 0
        collect(document, into: &blocks, depth: 0, list: 0, lists: &lists)
        return blocks
    }

    private static func collect(
        _ element: MarkupElement, into blocks: inout [PageBlock], depth: Int, list: Int, lists: inout Int
    ) {
        guard depth < MarkupTreeBuilder.maximumDepth, !element.isHidden,
            !MarkupElement.invisibleElements.contains(element.name)
        else { return }
        switch element.name {
        case "h1", "h2", "h3", "h4", "h5", "h6":
            let text = RecipeText.collapseWhitespace(element.visibleText)
            if !text.isEmpty, let level = Int(element.name.dropFirst()) { blocks.append(.heading(text, level: level)) }
            return
        case "li" where containsList(element):
            // An item holding a list is a group ("Brownies" over its ingredients): its own
            // words are a label, its list's items the items.
            let ownWords = element.children.filter { child in
                if case .element(let inner) = child { return !["ul", "ol"].contains(inner.name) }
                return true
            }
            let label = RecipeText.collapseWhitespace(MarkupElement(name: "span", children: ownWords).visibleText)
            if !label.isEmpty { blocks.append(.heading(label, level: 7)) }
        case "li", "tr":
            let text = RecipeText.collapseWhitespace(element.visibleText)
            if !text.isEmpty { blocks.append(.item(text, list: list)) }
            return
        case "p", "dt", "dd", "blockquote":
            appendLines(of: element, into: &blocks)
            return
        default:
            break
        }
        // A container holding only text and inline markup is a paragraph too
        // (`<div>1 cup flour<br>2 eggs</div>`); one holding blocks is looked into.
        if element.name != "#document", element.children.allSatisfy(isInline) {
            appendLines(of: element, into: &blocks)
            return
        }
        var list = list
        if ["ul", "ol", "table", "menu"].contains(element.name) {
            lists += 1
            list = lists
        }
        for case .element(let child) in element.children {
            collect(child, into: &blocks, depth: depth + 1, list: list, lists: &lists)
        }
    }

    /// A paragraph's lines, split at `<br>`; a short line that is all bold, or
    /// that names a section ("Ingredients"), reads as a label.
    private static func appendLines(of element: MarkupElement, into blocks: inout [PageBlock]) {
        if element.children.allSatisfy(isInline) {
            appendInlineLines(of: element, into: &blocks)
            return
        }
        let lines = element.visibleText.split(whereSeparator: \.isNewline)
            .map { RecipeText.collapseWhitespace(String($0)) }.filter { !$0.isEmpty }
        if lines.count == 1, let line = lines.first,
            isBoldLabel(element, text: line) || PageSectionWords.isSectionName(line)
        {
            blocks.append(.heading(line, level: 7))
            return
        }
        blocks.append(contentsOf: lines.map(PageBlock.paragraph))
    }

    /// The lines of a block of inline markup, split at `<br>`. A short line
    /// set entirely in bold ("<strong>Sauce</strong><br>") is a label heading
    /// what follows it; so is a lone line naming a section.
    private static func appendInlineLines(of element: MarkupElement, into blocks: inout [PageBlock]) {
        var lines: [(text: String, bold: Bool)] = []
        var text = ""
        var bold = true
        func endLine() {
            let line = RecipeText.collapseWhitespace(text)
            if !line.isEmpty { lines.append((line, bold)) }
            text = ""
            bold = true
        }
        for child in element.children {
            switch child {
            case .text(let string):
                let unwrapped = String(string.map { $0.isNewline ? " " : $0 })
                if unwrapped.contains(where: { !$0.isWhitespace }) { bold = false }
                text += unwrapped
            case .element(let inner) where inner.name == "br":
                endLine()
            case .element(let inner):
                guard !inner.isHidden else { continue }
                let innerText = inner.visibleText
                if innerText.contains(where: { !$0.isWhitespace && !$0.isNewline }), !["strong", "b"].contains(inner.name) {
                    bold = false
                }
                // A <br> inside an inline element still breaks the line.
                let parts = innerText.split(separator: "\n", omittingEmptySubsequences: false)
                for (index, part) in parts.enumerated() {
                    if index > 0 { endLine() }
                    text += part
                }
            }
        }
        endLine()
        if lines.count == 1, let only = lines.first,
            isBoldLabel(element, text: only.text) || PageSectionWords.isSectionName(only.text)
        {
            blocks.append(.heading(only.text, level: 7))
            return
        }
        for line in lines {
            let isLabel = line.bold && line.text.split(separator: " ").count <= 6
            blocks.append(isLabel ? .heading(line.text, level: 7) : .paragraph(line.text))
        }
    }

    /// Short text entirely inside `<strong>` or `<b>`: a label such as "Ingredients:".
    private static func isBoldLabel(_ element: MarkupElement, text: String) -> Bool {
        guard text.split(separator: " ").count <= 6 else { return false }
        let bold = element.children.compactMap { child -> String? in
            guard case .element(let inner) = child, ["strong", "b"].contains(inner.name) else { return nil }
            return RecipeText.collapseWhitespace(inner.visibleText)
        }.joined(separator: " ")
        return !bold.isEmpty && bold == text
    }

    private static func containsList(_ element: MarkupElement) -> Bool {
        element.children.contains { child in
            guard case .element(let inner) = child else { return false }
            return ["ul", "ol"].contains(inner.name) || containsList(inner)
        }
    }

    private static func isInline(_ node: MarkupNode) -> Bool {
        switch node {
        case .text: true
        case .element(let element): inlineElements.contains(element.name)
        }
    }

    private static let inlineElements: Set<String> = [
        "a", "abbr", "b", "br", "cite", "code", "em", "i", "img", "mark", "q", "s", "small", "span", "strong",
        "sub", "sup", "time", "u", "wbr", "font", "label", "data",
    ]
}
