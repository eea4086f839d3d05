/// A control written as one element: it renders that element, and attributes given to it go there.
protocol ElementBacked: PrimitiveComponent {
    var element: Element { get }
}

extension ElementBacked {
    func render(into writer: inout HTMLWriter) {
        element.render(into: &writer)
    }

    func adding(_ attribute: HTMLAttribute) -> Component {
        element.adding(attribute)
    }
}

/// A link.
struct Link: ElementBacked {
    var url: String
    var label: ComponentGroup

    init(url: String, @ComponentBuilder label: () -> ComponentGroup) {
        self.url = url
        self.label = label()
    }

    init(_ label: String, url: String) {
        self.init(url: url) { Text(label) }
    }

    var element: Element {
        var element = Element(name: "a")
        element.attributes = [HTMLAttribute(name: "href", value: url)]
        element.content = label
        return element
    }
}

enum HTMLFormMethod: String {
    case get, post
}

enum HTMLFormContentType: String {
    case urlEncoded = "application/x-www-form-urlencoded"
    case multipartData = "multipart/form-data"
    case plainText = "text/plain"
}

/// A form.
struct Form: ElementBacked {
    var url: String
    var method: HTMLFormMethod?
    var contentType: HTMLFormContentType?
    var content: ComponentGroup

    init(
        url: String, method: HTMLFormMethod? = nil, contentType: HTMLFormContentType? = nil,
        @ComponentBuilder content: () -> ComponentGroup
    ) {
        self.url = url
        self.method = method
        self.contentType = contentType
        self.content = content()
    }

    var element: Element {
        var element = Element(name: "form")
        element.attributes = [
            HTMLAttribute(name: "action", value: url),
            HTMLAttribute(name: "method", value: method?.rawValue),
            HTMLAttribute(name: "enctype", value: contentType?.rawValue),
        ]
        element.content = content
        return element
    }
}

enum HTMLInputType: String {
    case button, checkbox, color, date, datetimeLocal = "datetime-local", email, file, hidden, image, month, number,
        password, radio, range, reset, search, submit, tel, text, time, url, week
}

/// An input.
struct Input: ElementBacked {
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

    var element: Element {
        var element = Element(name: "input")
        element.attributes = [
            HTMLAttribute(name: "type", value: type.rawValue),
            HTMLAttribute(name: "name", value: name),
            HTMLAttribute(name: "value", value: value),
            HTMLAttribute(name: "required", value: nil, ignoreIfValueIsEmpty: !isRequired),
            HTMLAttribute(name: "placeholder", value: placeholder),
        ]
        return element
    }
}

/// A text area.
struct TextArea: ElementBacked {
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

    var element: Element {
        var element = Element(name: "textarea") { Text(text) }
        element.attributes = [
            HTMLAttribute(name: "name", value: name),
            HTMLAttribute(name: "rows", value: numberOfRows.map(String.init)),
            HTMLAttribute(name: "required", value: nil, ignoreIfValueIsEmpty: !isRequired),
        ]
        return element
    }
}

/// An image; an empty description marks it decorative (`alt=""`).
struct Image: ElementBacked {
    var url: String
    var description: String

    init(url: String, description: String) {
        self.url = url
        self.description = description
    }

    var element: Element {
        var element = Element(name: "img")
        element.attributes = [
            HTMLAttribute(name: "src", value: url),
            HTMLAttribute(name: "alt", value: description, ignoreIfValueIsEmpty: false),
        ]
        return element
    }
}

/// A label around its control, its text first.
struct Label: ElementBacked {
    var text: String
    var content: ComponentGroup

    init(_ text: String, @ComponentBuilder content: () -> ComponentGroup) {
        self.text = text
        self.content = content()
    }

    var element: Element {
        var element = Element(name: "label") { Text(text) }
        element.content.members.append(content)
        return element
    }
}

/// A bulleted list, each item in an `<li>` (an item that is one already is not wrapped again).
struct List<Items: Sequence>: PrimitiveComponent {
    var items: Items
    var content: (Items.Element) -> Component

    init(_ items: Items, content: @escaping (Items.Element) -> Component) {
        self.items = items
        self.content = content
    }

    init(_ items: Items) where Items.Element == String {
        self.init(items) { Text($0) }
    }

    func render(into writer: inout HTMLWriter) {
        writer.writeElement("ul", attributes: []) { writer in
            for item in items {
                writer.writeListItem(content(item))
            }
        }
    }
}
