/// A component with attributes for the elements at the top of its body (`Card().class("wide")`).
struct AttributedComponent: PrimitiveComponent {
    var base: Component
    var attributes: [HTMLAttribute]

    func render(into writer: inout HTMLWriter) {
        writer.write(base, adding: attributes)
    }

    func adding(_ attribute: HTMLAttribute) -> Component {
        var attributed = self
        attributed.attributes.apply(attribute)
        return attributed
    }
}

extension Component {
    /// The component with one more attribute; elements take it directly, groups give it to each member.
    func adding(_ attribute: HTMLAttribute) -> Component {
        AttributedComponent(base: self, attributes: [attribute])
    }
}

extension ComponentGroup {
    func adding(_ attribute: HTMLAttribute) -> Component {
        ComponentGroup(members: members.map { $0.adding(attribute) })
    }
}

extension EmptyComponent {
    func adding(_ attribute: HTMLAttribute) -> Component { self }
}

extension Component {
    func attribute(
        named name: String, value: String?, replaceExisting: Bool = true, ignoreValueIfEmpty: Bool = true
    ) -> Component {
        adding(
            HTMLAttribute(
                name: name, value: value, replaceExisting: replaceExisting, ignoreIfValueIsEmpty: ignoreValueIfEmpty))
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
