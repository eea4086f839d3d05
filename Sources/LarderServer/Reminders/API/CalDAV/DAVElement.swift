import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a WebDAV request or response body: its namespace and local name, attributes,
/// child elements and text. Request bodies are read into these; responses are built from them.
struct DAVElement: Hashable, Sendable {
    struct Name: Hashable, Sendable, CustomStringConvertible {
        var namespace: String
        var local: String

        init(_ namespace: String, _ local: String) {
            self.namespace = namespace
            self.local = local
        }

        static func dav(_ local: String) -> Name { Name(DAVNamespace.dav, local) }
        static func calDAV(_ local: String) -> Name { Name(DAVNamespace.calDAV, local) }
        static func calendarServer(_ local: String) -> Name { Name(DAVNamespace.calendarServer, local) }
        static func apple(_ local: String) -> Name { Name(DAVNamespace.appleICal, local) }

        var description: String { "{\(namespace)}\(local)" }
    }

    var name: Name
    var attributes: [String: String] = [:]
    var children: [DAVElement] = []
    var text: String = ""

    init(_ name: Name, attributes: [String: String] = [:], children: [DAVElement] = [], text: String = "") {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
    }

    func child(_ name: Name) -> DAVElement? { children.first { $0.name == name } }
    func children(_ name: Name) -> [DAVElement] { children.filter { $0.name == name } }
}

enum DAVNamespace {
    static let dav = "DAV:"
    static let calDAV = "urn:ietf:params:xml:ns:caldav"
    static let calendarServer = "http://calendarserver.org/ns/"
    static let appleICal = "http://apple.com/ns/ical/"

    /// The prefixes responses declare on their root.
    static let prefixes: [(prefix: String, namespace: String)] = [("d", dav), ("c", calDAV), ("cs", calendarServer), ("ical", appleICal)]
}

/// A request body that is not well-formed XML (400).
struct DAVMalformedBody: Error {
    var reason: String
}

extension DAVElement {
    /// The root element of an XML document, namespaces resolved. External entities and DTDs are
    /// not resolved (a request body must not make the server read files or URLs).
    static func parse(_ data: Data) throws -> DAVElement {
        let reader = DAVTreeReader()
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        guard parser.parse(), let root = reader.root else {
            throw DAVMalformedBody(reason: parser.parserError.map { "\($0.localizedDescription)" } ?? "the body is not XML")
        }
        return root
    }
}

/// Builds the element tree as the parser reports elements.
private final class DAVTreeReader: NSObject, XMLParserDelegate {
    var stack: [DAVElement] = []
    var root: DAVElement?

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        stack.append(DAVElement(.init(namespaceURI ?? "", elementName), attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }
}

// MARK: writing

extension DAVElement {
    /// The document: an XML declaration and this element as its root, with the usual prefixes
    /// declared once.
    var document: String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        write(into: &out, isRoot: true)
        return out
    }

    private func write(into out: inout String, isRoot: Bool) {
        let tag = qualified(name)
        out += "<\(tag)"
        if isRoot {
            for (prefix, namespace) in DAVNamespace.prefixes { out += " xmlns:\(prefix)=\"\(namespace)\"" }
        }
        if !DAVNamespace.prefixes.contains(where: { $0.namespace == name.namespace }) {
            out += " xmlns:x=\"\(Self.escape(name.namespace))\""
        }
        for (key, value) in attributes.sorted(by: { $0.key < $1.key }) { out += " \(key)=\"\(Self.escape(value))\"" }
        if children.isEmpty && text.isEmpty {
            out += "/>"
            return
        }
        out += ">"
        out += Self.escape(text)
        for child in children { child.write(into: &out, isRoot: false) }
        out += "</\(tag)>"
    }

    private func qualified(_ name: Name) -> String {
        let prefix = DAVNamespace.prefixes.first { $0.namespace == name.namespace }?.prefix ?? "x"
        return "\(prefix):\(name.local)"
    }

    /// Markup characters as entities; carriage returns too, which XML parsers would otherwise
    /// drop from the CRLF line ends of calendar data.
    static func escape(_ text: String) -> String {
        text.attributeEscaped.replacingOccurrences(of: "\r", with: "&#13;")
    }
}
