/// A labelled text area with its error, like `FormField` for longer text.
struct TextAreaField: Component {
    var label: String
    var name: String
    var value: String? = nil
    var error: String? = nil
    var hint: String? = nil
    var rows = 6
    var isRequired = false
    /// Extra attributes for the script (`data-…`).
    var attributes: [(String, String)] = []

    var body: Component {
        let errorID = "\(name)-error"
        var area: Component = TextArea(text: value ?? "", name: name, numberOfRows: rows, isRequired: isRequired)
            .id(name)
            .attribute(named: "aria-invalid", value: error == nil ? nil : "true")
            .attribute(named: "aria-describedby", value: error == nil ? (hint == nil ? nil : "\(name)-hint") : errorID)
        for (attribute, value) in attributes {
            area = area.attribute(named: attribute, value: value)
        }
        return Div {
            Element(name: "label") { Text(label) }.attribute(named: "for", value: name)
            area
            if let hint {
                Paragraph(hint).class("hint").id("\(name)-hint")
            }
            if let error {
                Paragraph(error).class("field-error").id(errorID)
            }
        }
        .class(error == nil ? "field" : "field has-error")
    }
}

/// A labelled drop-down list.
struct SelectField: Component {
    var label: String
    var name: String
    /// Value and label of each choice, in order.
    var options: [(value: String, label: String)]
    var selected: String?
    var error: String? = nil
    var isRequired = false

    var body: Component {
        Div {
            Element(name: "label") { Text(label) }.attribute(named: "for", value: name)
            Element(name: "select") {
                for option in options {
                    Element(name: "option") { Text(option.label) }
                        .attribute(named: "value", value: option.value, ignoreValueIfEmpty: false)
                        .attribute(named: "selected", value: option.value == selected ? "selected" : nil)
                }
            }
            .id(name)
            .attribute(named: "name", value: name)
            .attribute(named: "required", value: isRequired ? "required" : nil)
            .class("input")
            if let error {
                Paragraph(error).class("field-error").id("\(name)-error")
            }
        }
        .class(error == nil ? "field" : "field has-error")
    }
}

/// A group of checkboxes sharing one name, shown as chips; the form sends every checked value.
struct ChoiceGroup: Component {
    var legend: String
    var name: String
    var options: [(value: String, label: String)]
    var checked: Set<String>

    var body: Component {
        FieldSet {
            Element(name: "legend") { Text(legend) }
            Div {
                for option in options {
                    Label(option.label) {
                        Input(type: .checkbox, name: name, value: option.value)
                            .attribute(named: "checked", value: checked.contains(option.value) ? "checked" : nil)
                    }
                    .class("chip")
                }
            }
            .class("chips")
        }
        .class("field choice-group")
    }
}
