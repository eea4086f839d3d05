/// A whole page: the doctype, then `<html>` with its attributes around a head and a body.
struct HTMLDocument {
    var attributes: [HTMLAttribute]
    var head: ComponentGroup
    var body: Component

    init(
        language: String, theme: String? = nil, @ComponentBuilder head: () -> ComponentGroup,
        @ComponentBuilder body: () -> ComponentGroup
    ) {
        attributes = [HTMLAttribute(name: "lang", value: language), HTMLAttribute(name: "data-theme", value: theme)]
        self.head = head()
        self.body = Element(name: "body", content: body)
    }

    /// The body element's own attributes (a page-wide class).
    func bodyAttribute(named name: String, value: String) -> HTMLDocument {
        var document = self
        document.body = body.attribute(named: name, value: value)
        return document
    }

    func render() -> String {
        var writer = HTMLWriter(capacity: 32_768)
        writer.writeRaw("<!DOCTYPE html>")
        writer.writeElement("html", attributes: attributes) { writer in
            writer.writeElement("head", attributes: []) { head.render(into: &$0) }
            body.render(into: &writer)
        }
        return writer.html
    }
}

/// What a page's head holds.
enum Head {
    static var charset: Component {
        Element(name: "meta").attribute(named: "charset", value: "UTF-8")
    }

    static func meta(name: String, content: String) -> Component {
        Element(name: "meta").attribute(named: "name", value: name).attribute(named: "content", value: content)
    }

    static func title(_ title: String) -> Component {
        Element(name: "title") { Text(title) }
    }

    static func link(rel: String, href: String, type: String? = nil) -> Component {
        Element(name: "link").attribute(named: "rel", value: rel).attribute(named: "href", value: href)
            .attribute(named: "type", value: type)
    }

    static func script(src: String) -> Component {
        Element(name: "script").attribute(named: "src", value: src).attribute(named: "defer", value: nil, ignoreValueIfEmpty: false)
    }
}
