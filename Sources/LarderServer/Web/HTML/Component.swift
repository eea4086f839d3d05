/// A piece of a page. A component either describes itself as other components (`body`), or, for the
/// few primitives below (elements, text, groups), writes itself (`render(into:)`).
///
/// Larder writes its own HTML rather than using Plot's renderer: Plot reflects over every component
/// it renders and copies each nested result into its parent's string, which was most of a page's
/// CPU. The call shapes (`Div { … }.class("…")`, `Text(…)`, `@ComponentBuilder`) are Plot's, so
/// pages read the same.
protocol Component {
    var body: Component { get }
    func render(into writer: inout HTMLWriter)
    /// The component with one more attribute (see `Modifiers.swift`).
    func adding(_ attribute: HTMLAttribute) -> Component
}

extension Component {
    func render(into writer: inout HTMLWriter) {
        body.render(into: &writer)
    }

    /// The component as an HTML fragment.
    func render() -> String {
        var writer = HTMLWriter()
        render(into: &writer)
        return writer.html
    }
}

/// A component that writes itself; its `body` is never asked for.
protocol PrimitiveComponent: Component {}

extension PrimitiveComponent {
    var body: Component { EmptyComponent() }
}

@resultBuilder
enum ComponentBuilder {
    static func buildBlock(_ components: Component...) -> ComponentGroup {
        ComponentGroup(members: components)
    }

    static func buildArray(_ groups: [ComponentGroup]) -> ComponentGroup {
        ComponentGroup(members: groups.flatMap(\.members))
    }

    static func buildEither(first component: ComponentGroup) -> ComponentGroup {
        component
    }

    static func buildEither(second component: ComponentGroup) -> ComponentGroup {
        component
    }

    static func buildOptional(_ component: ComponentGroup?) -> ComponentGroup {
        component ?? ComponentGroup(members: [])
    }
}

extension Component {
    typealias ContentProvider = () -> ComponentGroup
}

/// Components side by side, with no element of their own.
struct ComponentGroup: PrimitiveComponent {
    var members: [Component]

    init(members: [Component]) {
        self.members = members
    }

    init(@ComponentBuilder _ content: () -> ComponentGroup) {
        self = content()
    }

    func render(into writer: inout HTMLWriter) {
        for member in members {
            member.render(into: &writer)
        }
    }
}

/// Nothing at all.
struct EmptyComponent: PrimitiveComponent {
    func render(into writer: inout HTMLWriter) {}
}

/// Text, escaped.
struct Text: PrimitiveComponent {
    var string: String

    init(_ string: String) {
        self.string = string
    }

    func render(into writer: inout HTMLWriter) {
        writer.writeText(string)
    }
}

/// Markup written as given: only for HTML Larder wrote itself (icons, charts), never for what a person typed.
struct RawHTML: PrimitiveComponent {
    var html: String

    init(_ html: String) {
        self.html = html
    }

    func render(into writer: inout HTMLWriter) {
        writer.writeRaw(html)
    }
}
