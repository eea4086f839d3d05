/// An HTML element: a name, attributes, and content.
struct Element: PrimitiveComponent {
    var name: String
    var attributes: [HTMLAttribute] = []
    var content: ComponentGroup

    init(name: String, @ComponentBuilder content: () -> ComponentGroup = { ComponentGroup(members: []) }) {
        self.name = name
        self.content = content()
    }

    func render(into writer: inout HTMLWriter) {
        writer.writeElement(name, attributes: attributes) { content.render(into: &$0) }
    }

    func adding(_ attribute: HTMLAttribute) -> Component {
        var element = self
        element.attributes.apply(attribute)
        return element
    }
}

/// The name of an element that has a component type of its own (`Div`, `Paragraph`, …).
protocol ElementName {
    static var name: String { get }
}

/// An element written with Plot's shapes: `Div { … }`, `Paragraph("text")`, `Span(html: icon)`.
struct NamedElement<Name: ElementName>: PrimitiveComponent {
    var content: ComponentGroup

    init(@ComponentBuilder content: () -> ComponentGroup) {
        self.content = content()
    }

    init() {
        content = ComponentGroup(members: [])
    }

    init(_ component: Component) {
        content = ComponentGroup(members: [component])
    }

    init(_ text: String) {
        content = ComponentGroup(members: [Text(text)])
    }

    /// Markup Larder wrote itself (an icon), never what a person typed.
    init(html: String) {
        content = ComponentGroup(members: [RawHTML(html)])
    }

    func render(into writer: inout HTMLWriter) {
        writer.writeElement(Name.name, attributes: []) { content.render(into: &$0) }
    }

    func adding(_ attribute: HTMLAttribute) -> Component {
        var element = Element(name: Name.name)
        element.content = content
        return element.adding(attribute)
    }
}

enum ElementNames {
    enum Article: ElementName { static let name = "article" }
    enum Aside: ElementName { static let name = "aside" }
    enum Button: ElementName { static let name = "button" }
    enum Div: ElementName { static let name = "div" }
    enum FieldSet: ElementName { static let name = "fieldset" }
    enum Footer: ElementName { static let name = "footer" }
    enum H1: ElementName { static let name = "h1" }
    enum H2: ElementName { static let name = "h2" }
    enum H3: ElementName { static let name = "h3" }
    enum H4: ElementName { static let name = "h4" }
    enum Header: ElementName { static let name = "header" }
    enum ListItem: ElementName { static let name = "li" }
    enum Main: ElementName { static let name = "main" }
    enum Navigation: ElementName { static let name = "nav" }
    enum Paragraph: ElementName { static let name = "p" }
    enum Section: ElementName { static let name = "section" }
    enum Span: ElementName { static let name = "span" }
}

typealias Article = NamedElement<ElementNames.Article>
typealias Aside = NamedElement<ElementNames.Aside>
typealias Button = NamedElement<ElementNames.Button>
typealias Div = NamedElement<ElementNames.Div>
typealias FieldSet = NamedElement<ElementNames.FieldSet>
typealias Footer = NamedElement<ElementNames.Footer>
typealias H1 = NamedElement<ElementNames.H1>
typealias H2 = NamedElement<ElementNames.H2>
typealias H3 = NamedElement<ElementNames.H3>
typealias H4 = NamedElement<ElementNames.H4>
typealias Header = NamedElement<ElementNames.Header>
typealias ListItem = NamedElement<ElementNames.ListItem>
typealias Main = NamedElement<ElementNames.Main>
typealias Navigation = NamedElement<ElementNames.Navigation>
typealias Paragraph = NamedElement<ElementNames.Paragraph>
typealias Section = NamedElement<ElementNames.Section>
typealias Span = NamedElement<ElementNames.Span>
