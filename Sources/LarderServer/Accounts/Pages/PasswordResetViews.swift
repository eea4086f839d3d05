import Plot
import Vapor

/// The forgotten-password pages' markup.
enum PasswordResetViews {
    static func forgot(
        _ context: WebContext, mailIsOn: Bool, state: FormState, sentTo: String?, status: HTTPResponseStatus = .ok
    ) -> Response {
        let text = context.text
        return Page(title: text[.forgotPasswordTitle], tab: .me) {
            H1(text[.forgotPasswordTitle])
            Div {
                if !mailIsOn {
                    Paragraph(text[.forgotPasswordNoMail])
                } else if let sentTo {
                    Paragraph(text.text(.forgotPasswordSent, [sentTo])).attribute(named: "role", value: "status")
                } else {
                    Paragraph(text[.forgotPasswordIntro])
                    FormError(message: state.formError)
                    Form(url: "/password/forgot", method: .post) {
                        CSRFField(token: context.csrfToken)
                        FormField(label: text[.fieldEmail], name: "email", type: .email, value: state.value("email"),
                                  error: state.error("email"), autocomplete: "email", isRequired: true)
                        Button(text[.forgotPasswordSend]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                Paragraph { Link(text[.signIn], url: "/login") }
            }
            .class("card")
        }
        .response(context, status: status)
    }

    /// The new-password form, or (no token) why the link does not work.
    static func reset(
        _ context: WebContext, token: String?, person: Person?, state: FormState, status: HTTPResponseStatus = .ok
    ) -> Response {
        let text = context.text
        return Page(title: text[.resetPasswordTitle], tab: .me) {
            H1(text[.resetPasswordTitle])
            Div {
                FormError(message: state.formError)
                if let token, let person {
                    Paragraph(text.text(.resetPasswordIntro, [person.login]))
                    Form(url: "/password/reset", method: .post) {
                        CSRFField(token: context.csrfToken)
                        Input(type: .hidden, name: "token", value: token)
                        FormField(label: text[.fieldNewPassword], name: "password", type: .password, error: state.error("password"),
                                  hint: text.text(.hintPassword, [String(AccountRules.passwordMinimumLength)]),
                                  autocomplete: "new-password", isRequired: true)
                        Button(text[.resetPasswordSave]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                } else {
                    Paragraph { Link(text[.forgotPasswordLink], url: "/password/forgot") }
                }
            }
            .class("card")
        }
        .response(context, status: status)
    }
}
