/// Builds an element tree from tokens with the forgiving rules real pages
/// need: void elements never hold children, a stray end tag is ignored, an
/// end tag closes whatever was left open inside it, and the optional end tags
/// of `<p>`, `<li>`, `<dt>`/`<dd>`, table cells and rows and `<option>` are implied.
public enum MarkupTreeBuilder {
    /// The document as one root element named `#document`.
    public static func document(from html: String) -> MarkupElement {
        document(from: MarkupTokenizer.tokens(in: html))
    }

    public static func document(from tokens: [MarkupToken]) -> MarkupElement {
        var stack = [MarkupElement(name: "#document")]
        for token in tokens {
            switch token {
            case .startTag(let name, let attributes, let selfClosing):
                closeImplied(by: name, in: &stack)
                let element = MarkupElement(name: name, attributes: attributes)
                if selfClosing || voidElements.contains(name) || stack.count >= maximumDepth {
                    stack[stack.count - 1].children.append(.element(element))
                } else {
                    stack.append(element)
                }
            case .endTag(let name):
                // Only a tag that is open closes anything; the root is never closed.
                guard let index = stack.lastIndex(where: { $0.name == name }), index > 0 else { continue }
                close(downTo: index, in: &stack)
            case .text(let text), .rawText(let text):
                stack[stack.count - 1].children.append(.text(text))
            case .comment:
                continue
            }
        }
        close(downTo: 1, in: &stack)
        return stack[0]
    }

    /// Deeper than this, elements are kept childless: a page of ten thousand
    /// unclosed `<font>` tags must not exhaust the stack of the recursive readers.
    static let maximumDepth = 400

    static let voidElements: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source",
        "track", "wbr", "keygen", "command", "basefont", "frame", "isindex",
    ]

    /// Which open element a new start tag implicitly ends, and where the search stops.
    private static let impliedEnds: [String: (closes: Set<String>, stopsAt: Set<String>)] = [
        "li": (["li"], ["ul", "ol", "menu"]),
        "dt": (["dt", "dd"], ["dl"]),
        "dd": (["dt", "dd"], ["dl"]),
        "tr": (["tr", "td", "th"], ["table", "tbody", "thead", "tfoot"]),
        "td": (["td", "th"], ["tr", "table"]),
        "th": (["td", "th"], ["tr", "table"]),
        "option": (["option"], ["select", "datalist"]),
    ]

    /// Start tags that end an open paragraph.
    private static let paragraphClosers: Set<String> = [
        "p", "div", "ul", "ol", "dl", "table", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article",
        "header", "footer", "blockquote", "pre", "form", "hr", "figure", "aside", "nav", "main", "address",
    ]

    private static func closeImplied(by name: String, in stack: inout [MarkupElement]) {
        if paragraphClosers.contains(name), let last = stack.last, last.name == "p", stack.count > 1 {
            close(downTo: stack.count - 1, in: &stack)
        }
        guard let rule = impliedEnds[name] else { return }
        for index in stack.indices.reversed().dropLast() {
            let open = stack[index].name
            if rule.stopsAt.contains(open) { return }
            if rule.closes.contains(open) {
                close(downTo: index, in: &stack)
                return
            }
        }
    }

    /// Pops every element from the top down to `index` (inclusive), each into its parent.
    private static func close(downTo index: Int, in stack: inout [MarkupElement]) {
        while stack.count > max(index, 1) {
            let finished = stack.removeLast()
            stack[stack.count - 1].children.append(.element(finished))
        }
    }
}
