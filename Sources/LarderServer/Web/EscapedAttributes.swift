import Plot

// Plot escapes text nodes but writes attribute values exactly as given, so one value a person typed
// (a recipe title in an input's `value`, a name in an `aria-label`) left unescaped is stored XSS.
// The declarations below shadow Plot's attribute-taking modifiers and components inside
// LarderServer: every page gets escaping by default, and a call site cannot forget it.
// `EscapingByDefaultTests` fails on any use of Plot's raw ones elsewhere.

extension Component {
    func attribute(
        named name: String, value: String?, replaceExisting: Bool = true, ignoreValueIfEmpty: Bool = true
    ) -> Component {
        attribute(
            Attribute<Any>(
                name: name, value: value?.attributeEscaped, replaceExisting: replaceExisting,
                ignoreIfValueIsEmpty: ignoreValueIfEmpty))
    }

    func `class`(_ className: String, replaceExisting: Bool = false) -> Component {
        attribute(named: "class", value: className, replaceExisting: replaceExisting)
    }

    func id(_ id: String) -> Component {
        attribute(named: "id", value: id)
    }

    func data(named name: String, value: String) -> Component {
        attribute(named: "data-" + name, value: value)
    }

    func accessibilityLabel(_ label: String) -> Component {
        attribute(named: "aria-label", value: label)
    }

    func style(_ css: String) -> Component {
        attribute(named: "style", value: css)
    }
}

/// Plot's link, its address escaped. Links, forms and inputs are written as Plot's nodes rather than
/// Plot's components: those carry environment values, so Plot would reflect over each one it renders
/// (see `PlotReflection.swift`), and no page sets those values.
struct Link: PlainComponent {
    var url: String
    @ComponentBuilder var label: ContentProvider

    init(url: String, @ComponentBuilder label: @escaping ContentProvider) {
        self.url = url
        self.label = label
    }

    init(_ label: String, url: String) {
        self.init(url: url) { Text(label) }
    }

    var body: Component {
        Node<HTML.BodyContext>.a(.href(url.attributeEscaped), .component(label()))
    }
}

/// Plot's form, its action escaped.
struct Form: PlainComponent {
    var url: String
    var method: HTMLFormMethod?
    var contentType: HTMLFormContentType?
    @ComponentBuilder var content: ContentProvider

    init(
        url: String, method: HTMLFormMethod? = nil, contentType: HTMLFormContentType? = nil,
        @ComponentBuilder content: @escaping ContentProvider
    ) {
        self.url = url
        self.method = method
        self.contentType = contentType
        self.content = content
    }

    var body: Component {
        Node<HTML.BodyContext>.form(
            .action(url.attributeEscaped), .unwrap(method, Node.method), .unwrap(contentType, Node.enctype),
            .component(content()))
    }
}

/// Plot's input, its name, value and placeholder escaped.
struct Input: PlainComponent {
    var type: HTMLInputType
    var name: String?
    var value: String?
    var isRequired: Bool
    var placeholder: String?

    init(
        type: HTMLInputType, name: String? = nil, value: String? = nil, isRequired: Bool = false,
        placeholder: String? = nil
    ) {
        self.type = type
        self.name = name
        self.value = value
        self.isRequired = isRequired
        self.placeholder = placeholder
    }

    var body: Component {
        Node<HTML.BodyContext>.input(
            .type(type), .unwrap(name?.attributeEscaped, Attribute.name), .unwrap(value?.attributeEscaped, Attribute.value),
            .required(isRequired), .unwrap(placeholder?.attributeEscaped, Attribute.placeholder))
    }
}

/// Plot's text area, its name escaped (its text is a text node, which Plot escapes).
struct TextArea: PlainComponent {
    var text: String
    var name: String?
    var numberOfRows: Int?
    var isRequired: Bool

    init(text: String = "", name: String? = nil, numberOfRows: Int? = nil, isRequired: Bool = false) {
        self.text = text
        self.name = name
        self.numberOfRows = numberOfRows
        self.isRequired = isRequired
    }

    var body: Component {
        Plot.TextArea(text: text, name: name?.attributeEscaped, numberOfRows: numberOfRows, isRequired: isRequired)
    }
}

/// Plot's image, its address and description escaped.
struct Image: PlainComponent {
    var url: String
    var description: String

    init(url: String, description: String) {
        self.url = url
        self.description = description
    }

    var body: Component {
        Plot.Image(url: url.attributeEscaped, description: description.attributeEscaped)
    }
}
