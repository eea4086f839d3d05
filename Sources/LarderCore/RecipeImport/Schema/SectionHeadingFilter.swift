/// Tells section headings ("For the sauce:", "TO SERVE") from ingredients in
/// a structured ingredient list, by how the page itself shows them.
///
/// Structured data has no place for ingredient groups, so some sites put
/// the group names among the ingredients. A line is taken for such a heading
/// when it has no digit, is written as one (ending in a colon, or all in
/// capitals), and the page does not show it as a plain list item — where it
/// would be a line the cook reads among the ingredients ("After cooking:").
/// A list item that is all bold is a heading set in the list, not a plain item.
struct SectionHeadingFilter {
    /// Letters of every visible list item in plain text.
    private var listItemKeys: Set<String> = []

    init(document: MarkupElement) {
        visit(document, depth: 0)
    }

    /// `lines` without the section headings among them.
    func ingredients(_ lines: [String]) -> [String] {
        lines.filter { !isSectionHeading($0) }
    }

    func isSectionHeading(_ line: String) -> Bool {
        guard !line.contains(where: \.isNumber) else { return false }
        let key = Self.key(line)
        guard !key.isEmpty, !listItemKeys.contains(key) else { return false }
        let letters = line.filter(\.isLetter)
        let isCapitalised = letters == letters.uppercased() && letters != letters.lowercased()
        return line.hasSuffix(":") || isCapitalised
    }

    private mutating func visit(_ element: MarkupElement, depth: Int) {
        guard depth < MarkupTreeBuilder.maximumDepth, !element.isHidden else { return }
        if element.name == "li" {
            let key = Self.key(element.visibleText)
            let boldKey = Self.key(Self.boldText(in: element))
            if key.isEmpty || key != boldKey { listItemKeys.insert(key) }
        }
        for case .element(let child) in element.children { visit(child, depth: depth + 1) }
    }

    /// The visible text inside `<strong>` and `<b>` elements within `element`.
    private static func boldText(in element: MarkupElement) -> String {
        var text = ""
        for case .element(let child) in element.children where !child.isHidden {
            text += ["strong", "b"].contains(child.name) ? child.visibleText : boldText(in: child)
        }
        return text
    }

    /// The letters of a text, lower-cased: what two spellings of a line share.
    private static func key(_ text: String) -> String {
        String(text.lowercased().filter(\.isLetter))
    }
}
