import Vapor

/// One account: its details and role, and a password reset link made on request.
enum AdminUserPage {
    struct ResetLink {
        var url: String
        var expiresAt: Date
    }

    struct Model {
        var user: Person
        var form: FormState
        var resetLink: ResetLink?
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let user = model.user
            let state = model.form
            return Page(title: user.name, tab: .me) {
                AdminTabs(text: text, current: "users")
                H1(user.name)
                Div {
                    FormError(message: state.formError)
                    Form(url: AdminRoute.user(.value(user.id)).path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        FormField(label: text[.fieldName], name: "name", value: state.value("name") ?? user.name,
                                  error: state.error("name"), isRequired: true)
                        FormField(label: text[.fieldEmail], name: "email", type: .email, value: state.value("email") ?? user.email,
                                  error: state.error("email"))
                        FormField(label: text[.fieldPhone], name: "phone", type: .tel, value: state.value("phone") ?? user.phone,
                                  error: state.error("phone"), hint: text[.hintPhone])
                        Label(text[.adminRoleLabel]) {
                            Input(type: .checkbox, name: "admin", value: "on")
                                .attribute(named: "checked", value: user.isAdmin ? "checked" : nil)
                        }
                        .class("checkbox")
                        Paragraph(text[.adminRoleHint]).class("hint")
                        Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                .class("card")
                Div {
                    H2(text[.passwordTitle])
                    if let resetLink = model.resetLink {
                        Paragraph(text.text(.adminResetLinkMade, [user.name, WebFormat.dateTime(resetLink.expiresAt, language: context.language)]))
                        Input(type: .text, name: "resetLink", value: resetLink.url)
                            .attribute(named: "readonly", value: "readonly")
                            .class("secret")
                    } else {
                        Paragraph(text[.adminResetLinkHint]).class("hint")
                    }
                    PostButton(action: AdminRoute.userResetLink(.value(user.id)).path, label: text[.adminResetLinkMake], token: context.csrfToken)
                }
                .class("card")
            }
        }
    }
}
