import Foundation

/// Reads HTML microdata (`itemscope`, `itemtype`, `itemprop`) into the same
/// shape as JSON-LD, so one reader serves both: each item becomes an object
/// with `@type` and its properties; a property given more than once becomes a list.
///
/// A property's value follows the microdata rules — `content` on any element
/// (sites use it beyond `<meta>`), `src` for media, `href` for links,
/// `datetime` for `<time>`, `value` for `<data>`/`<meter>`, otherwise the
/// element's text — and a property that is itself an `itemscope` is a nested item.
enum MicrodataReader {
    /// Every item whose `itemtype` names `type` (for example "Recipe"), in page order.
    static func items(ofType type: String, in document: MarkupElement) -> [LinkedDataObject] {
        var found: [LinkedDataObject] = []
        func visit(_ element: MarkupElement, depth: Int) {
            guard depth < MarkupTreeBuilder.maximumDepth else { return }
            if element.attribute("itemscope") != nil,
                itemTypes(of: element).contains(where: {
                    $0.caseInsensitiveCompare(type) == .orderedSame
                })
            {
                found.append(item(from: element))
                return
            }
            for case .element(let child) in element.children { visit(child, depth: depth + 1) }
        }
        visit(document, depth: 0)
        return found
    }

    /// The item an `itemscope` element describes.
    static func item(from element: MarkupElement) -> LinkedDataObject {
        var item = LinkedDataObject()
        let types = itemTypes(of: element)
        if !types.isEmpty { item["@type"] = .array(types.map(LinkedDataValue.string)) }
        if let id = element.attribute("itemid"), !id.isEmpty { item["@id"] = .string(id) }
        var properties: [(String, LinkedDataValue)] = []
        for case .element(let child) in element.children { collectProperties(of: child, into: &properties, depth: 1) }
        for (name, value) in properties {
            switch item[name] {
            case nil: item[name] = value
            case .array(let values)?: item[name] = .array(values + [value])
            case let existing?: item[name] = .array([existing, value])
            }
        }
        return item
    }

    /// The properties set by `element` and, unless it starts an item of its
    /// own, by the elements inside it.
    private static func collectProperties(
        of element: MarkupElement, into properties: inout [(String, LinkedDataValue)], depth: Int
    ) {
        guard depth < MarkupTreeBuilder.maximumDepth else { return }
        let startsItem = element.attribute("itemscope") != nil
        if let names = element.attribute("itemprop")?.split(whereSeparator: \.isWhitespace), !names.isEmpty {
            let value: LinkedDataValue = startsItem ? .object(item(from: element)) : .string(propertyValue(of: element))
            for name in names { properties.append((LinkedDataObject.shortTypeName(String(name)), value)) }
        }
        guard !startsItem else { return }
        for case .element(let child) in element.children {
            collectProperties(of: child, into: &properties, depth: depth + 1)
        }
    }

    private static func propertyValue(of element: MarkupElement) -> String {
        if let content = element.attribute("content") { return content }
        switch element.name {
        case "img", "audio", "embed", "iframe", "source", "track", "video":
            // Lazy-loading pages keep the real address in a data- attribute.
            let candidates = [element.attribute("src"), element.attribute("data-src"), element.attribute("data-lazy-src")]
            return candidates.compactMap { $0 }.first { !$0.isEmpty && !$0.hasPrefix("data:") } ?? ""
        case "a", "area", "link": return element.attribute("href") ?? ""
        case "object": return element.attribute("data") ?? ""
        case "data", "meter": return element.attribute("value") ?? element.textWithLineBreaks
        case "time": return element.attribute("datetime") ?? element.textWithLineBreaks
        case "meta": return ""
        default: return element.textWithLineBreaks
        }
    }

    private static func itemTypes(of element: MarkupElement) -> [String] {
        (element.attribute("itemtype") ?? "").split(whereSeparator: \.isWhitespace)
            .map { LinkedDataObject.shortTypeName(String($0)) }
    }
}
