/// The hidden field that proves a form came from one of Larder's own pages.
struct CSRFField: Component {
    var token: String

    var body: Component {
        Input(type: .hidden, name: WebForm.csrfField, value: token)
    }
}

/// A labelled input with its error, if the last submission had one for this field.
struct FormField: Component {
    var label: String
    var name: String
    var type: HTMLInputType = .text
    var value: String? = nil
    var error: String? = nil
    var hint: String? = nil
    var autocomplete: String? = nil
    var isRequired = false

    var body: Component {
        let errorID = "\(name)-error"
        return Div {
            Element(name: "label") { Text(label) }
                .attribute(named: "for", value: name)
            Input(type: type, name: name, value: value, isRequired: isRequired)
                .id(name)
                .attribute(named: "autocomplete", value: autocomplete)
                .attribute(named: "aria-invalid", value: error == nil ? nil : "true")
                .attribute(named: "aria-describedby", value: error == nil ? nil : errorID)
            if let hint {
                Paragraph(hint).class("hint")
            }
            if let error {
                Paragraph(error).class("field-error").id(errorID)
            }
        }
        .class(error == nil ? "field" : "field has-error")
    }
}

/// A one-button form, for actions like "Remove" that change something.
struct PostButton: Component {
    var action: String
    var label: String
    var token: String
    var style = "button-secondary"
    /// Asked before submitting (with JavaScript); the server does not depend on it.
    var confirmation: String? = nil
    var fields: [(String, String)] = []

    var body: Component {
        Form(url: action, method: .post) {
            CSRFField(token: token)
            for (name, value) in fields {
                Input(type: .hidden, name: name, value: value)
            }
            Button(label)
                .attribute(named: "type", value: "submit")
                .class("button \(style)")
        }
        .class("inline-form")
        .attribute(named: "data-confirm", value: confirmation)
    }
}

/// What a list shows when it has nothing in it yet: what goes here, and how to start.
struct EmptyState: Component {
    var icon: String
    var title: String
    var message: String
    var action: (label: String, url: String)? = nil

    var body: Component {
        Div {
            Span(html: icon).class("empty-icon").attribute(named: "aria-hidden", value: "true")
            H2(title)
            Paragraph(message)
            if let action {
                Link(action.label, url: action.url).class("button button-primary")
            }
        }
        .class("empty-state")
    }
}

/// The question before something is deleted for good: what goes, a Delete button and the way back.
struct DeletionConfirmation: Component {
    var title: String
    var warning: String
    var deleteAction: String
    var cancelURL: String
    var context: WebContext

    var body: Component {
        let text = context.text
        return Div {
            H1(title)
            Paragraph(warning)
            Div {
                PostButton(action: deleteAction, label: text[.delete], token: context.csrfToken, style: "button-danger")
                Link(text[.cancel], url: cancelURL).class("button button-secondary")
            }
            .class("button-row")
        }
        .class("card")
    }
}

/// Error summary at the top of a form that failed without a specific field.
struct FormError: Component {
    var message: String?

    var body: Component {
        guard let message else { return EmptyComponent() }
        return Div(message).class("form-error").attribute(named: "role", value: "alert")
    }
}

/// A value to copy (a device secret, a share link), with a copy button the script reveals when
/// it can copy.
struct CopyRow: Component {
    var label: String
    var id: String
    var value: String
    var text: Localizer

    var body: Component {
        Div {
            Element(name: "strong") { Text(label) }
            Div {
                Element(name: "code") { Text(value) }.id(id).class("secret")
                Button(text[.copy])
                    .attribute(named: "type", value: "button")
                    .attribute(named: "data-copy", value: id)
                    .attribute(named: "data-copied", value: text[.copied])
                    .attribute(named: "hidden", value: "hidden")
                    .class("button button-secondary button-small")
            }
            .class("secret-row")
        }
    }
}

/// The app's own "are you sure?" for forms marked `data-confirm`: a browser's `confirm()` shows the
/// site's address, cannot be styled and answers in the browser's language, not the reader's.
/// The page's script fills in the question and opens it; without the script the form just posts.
struct ConfirmDialog: Component {
    var text: Localizer

    var body: Component {
        Element(name: "dialog") {
            Paragraph("").class("confirm-dialog-message").id("confirm-dialog-message")
            Div {
                Button(text[.cancel]).attribute(named: "type", value: "button").attribute(named: "data-confirm-cancel", value: "true")
                    .class("button button-secondary")
                Button(text[.confirmAction]).attribute(named: "type", value: "button").attribute(named: "data-confirm-ok", value: "true")
                    .class("button button-primary")
            }
            .class("button-row confirm-dialog-actions")
        }
        .id("confirm-dialog")
        .class("confirm-dialog")
        .attribute(named: "aria-labelledby", value: "confirm-dialog-message")
    }
}
