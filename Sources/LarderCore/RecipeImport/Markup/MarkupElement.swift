/// One element of a parsed HTML document: its tag name, attributes and children.
public struct MarkupElement: Hashable, Sendable {
    public let name: String
    public let attributes: [MarkupAttribute]
    public var children: [MarkupNode]
    /// Whether the element is not shown: by attribute, inline style or a
    /// conventional class name for visually hidden text. Worked out once,
    /// since every reader of visible text asks.
    public let isHidden: Bool

    public init(name: String, attributes: [MarkupAttribute] = [], children: [MarkupNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
        isHidden = Self.hides(name: name, attributes: attributes)
    }

    /// The value of attribute `name` (lower-case); `""` for a bare attribute.
    public func attribute(_ name: String) -> String? {
        attributes.value(named: name)
    }

    /// All the text inside, as a browser's `textContent` gives it (script and
    /// style contents included, markup dropped, no spaces added).
    public var textContent: String {
        var text = ""
        appendText(to: &text, breakingBlocks: false)
        return text
    }

    /// The text inside with a line break at every block boundary (`<p>`, `<li>`,
    /// `<br>`, headings, table rows…): closer to what a reader sees, and what
    /// lets a list of steps written as HTML be split into steps.
    public var textWithLineBreaks: String {
        var text = ""
        appendText(to: &text, breakingBlocks: true)
        return text
    }

    /// What a reader sees: `textWithLineBreaks` without the contents of
    /// hidden elements (screen-reader-only labels, `hidden`, `aria-hidden`,
    /// `display: none`) and of form controls.
    public var visibleText: String {
        var text = ""
        appendText(to: &text, breakingBlocks: true, skippingHidden: true)
        return text
    }

    private static func hides(name: String, attributes: [MarkupAttribute]) -> Bool {
        if controlElements.contains(name) { return true }
        for attribute in attributes {
            switch attribute.name {
            case "hidden": return true
            case "aria-hidden": if attribute.value?.lowercased() == "true" { return true }
            case "style":
                let style = (attribute.value ?? "").lowercased().filter { !$0.isWhitespace }
                if MarkupText.contains(style, "display:none") || MarkupText.contains(style, "visibility:hidden") {
                    return true
                }
            case "class":
                let classes = (attribute.value ?? "").lowercased()
                if classes.split(separator: " ").contains(where: { hiddenClasses.contains(String($0)) })
                    || MarkupText.contains(classes, "screen-reader") || MarkupText.contains(classes, "visually-hidden")
                {
                    return true
                }
            default: continue
            }
        }
        return false
    }

    private static let controlElements: Set<String> = [
        "input", "button", "select", "textarea", "svg", "script", "style", "noscript", "template", "head", "iframe",
    ]
    private static let hiddenClasses: Set<String> = ["sr-only", "hidden", "visuallyhidden", "d-none", "hide", "screenreader"]

    private func appendText(to text: inout String, breakingBlocks: Bool, skippingHidden: Bool = false) {
        let isBlock = breakingBlocks && Self.blockElements.contains(name)
        if isBlock { text.append("\n") }
        // Table cells sit side by side: a space keeps "1" and "onion" apart.
        if breakingBlocks, name == "td" || name == "th" { text.append(" ") }
        for child in children {
            switch child {
            case .text(let string):
                // Line breaks in the source are only spaces on screen; blocks make the real ones.
                text.append(breakingBlocks && name != "pre" ? Self.unwrapped(string) : string)
            case .element(let element):
                guard !(breakingBlocks && Self.invisibleElements.contains(element.name)) else { continue }
                guard !(skippingHidden && element.isHidden) else { continue }
                element.appendText(to: &text, breakingBlocks: breakingBlocks, skippingHidden: skippingHidden)
            }
        }
        if isBlock { text.append("\n") }
    }

    private static func unwrapped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    /// Elements that start a new line when rendered.
    static let blockElements: Set<String> = [
        "p", "div", "li", "ul", "ol", "br", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table", "section",
        "article", "header", "footer", "blockquote", "dt", "dd", "dl", "pre", "hr", "figure", "figcaption",
        "aside", "nav", "main", "address", "details", "summary", "form", "fieldset", "legend", "tbody", "thead",
    ]

    /// Elements whose contents a reader never sees.
    static let invisibleElements: Set<String> = ["script", "style", "noscript", "template", "head"]
}

/// A child of an element: another element or a run of text.
public indirect enum MarkupNode: Hashable, Sendable {
    case element(MarkupElement)
    case text(String)
}

/// Byte-level text checks, much faster on Linux than Foundation's `contains`.
enum MarkupText {
    /// Whether `text` contains `part` (exact bytes).
    static func contains(_ text: String, _ part: String) -> Bool {
        let haystack = Array(text.utf8)
        let needle = Array(part.utf8)
        guard !needle.isEmpty, needle.count <= haystack.count else { return needle.isEmpty }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
