/// Where a page's HTML is written, in one growing string. Text and attribute values are escaped here,
/// so no page can forget to: a value a person typed never reaches the markup as markup.
struct HTMLWriter {
    private(set) var html = ""
    /// Attributes given to a component that is not itself an element (`Card().class("wide")`): they
    /// go on each element its body writes at the top, as Plot did.
    private var pendingAttributes: [HTMLAttribute] = []

    init(capacity: Int = 16_384) {
        html.reserveCapacity(capacity)
    }

    mutating func writeText(_ text: String) {
        text.appendEscaped(to: &html, quotes: false)
    }

    mutating func writeRaw(_ markup: String) {
        html += markup
    }

    /// Writes `<name attributes>`, the content, and `</name>` (nothing more for a void element).
    mutating func writeElement(
        _ name: String, attributes: [HTMLAttribute], content: (inout HTMLWriter) -> Void
    ) {
        let inherited = pendingAttributes
        pendingAttributes = []
        html += "<"
        html += name
        writeAttributes(inherited.isEmpty ? attributes : HTMLAttribute.merged(attributes, inherited))
        html += ">"
        if !HTMLElementKind.isVoid(name) {
            content(&self)
            html += "</"
            html += name
            html += ">"
        }
        pendingAttributes = inherited
    }

    /// Renders `component` with `attributes` on each element it writes at its top.
    mutating func write(_ component: Component, adding attributes: [HTMLAttribute]) {
        let outer = pendingAttributes
        pendingAttributes = outer.isEmpty ? attributes : HTMLAttribute.merged(outer, attributes)
        component.render(into: &self)
        pendingAttributes = outer
    }

    /// Writes one item of a list in an `<li>`, unless the item writes its own.
    mutating func writeListItem(_ item: Component) {
        var itemWriter = HTMLWriter(capacity: 256)
        item.render(into: &itemWriter)
        if itemWriter.html.hasPrefix("<li>") || itemWriter.html.hasPrefix("<li ") {
            html += itemWriter.html
        } else {
            html += "<li>"
            html += itemWriter.html
            html += "</li>"
        }
    }

    private mutating func writeAttributes(_ attributes: [HTMLAttribute]) {
        for attribute in attributes {
            let value = attribute.value ?? ""
            if value.isEmpty && attribute.ignoreIfValueIsEmpty { continue }
            html += " "
            html += attribute.name
            // A name alone (`required`) when there is no value at all; `alt=""` when it is empty.
            guard attribute.value != nil else { continue }
            html += "=\""
            value.appendEscaped(to: &html, quotes: true)
            html += "\""
        }
    }
}

/// HTML's void elements: no content, no closing tag.
enum HTMLElementKind {
    private static let void: Set<String> = [
        "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
    ]

    static func isVoid(_ name: String) -> Bool {
        void.contains(name)
    }
}

extension String {
    /// Appends the string with `&`, `<` and `>` escaped, and both quotes when it goes in an attribute.
    fileprivate func appendEscaped(to output: inout String, quotes: Bool) {
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            let replacement: String?
            switch utf8[index] {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\"") where quotes: replacement = "&quot;"
            case UInt8(ascii: "'") where quotes: replacement = "&#39;"
            default: replacement = nil
            }
            if let replacement {
                output += self[start..<index]
                output += replacement
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        output += self[start..<utf8.endIndex]
    }
}
