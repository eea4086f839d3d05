/// "Forgot your password?": the form asking for a link, or that one was sent, or that mail is off.
enum ForgotPasswordPage {
    struct Model {
        var mailIsOn: Bool
        var form: FormState
        var sentTo: String?
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let state = model.form
            return Page(title: text[.forgotPasswordTitle], tab: .me) {
                H1(text[.forgotPasswordTitle])
                Div {
                    if !model.mailIsOn {
                        Paragraph(text[.forgotPasswordNoMail])
                    } else if let sentTo = model.sentTo {
                        Paragraph(text.text(.forgotPasswordSent, [sentTo])).attribute(named: "role", value: "status")
                    } else {
                        Paragraph(text[.forgotPasswordIntro])
                        FormError(message: state.formError)
                        Form(url: AccountRoute.passwordForgot.path, method: .post) {
                            CSRFField(token: context.csrfToken)
                            FormField(label: text[.fieldEmail], name: "email", type: .email, value: state.value("email"),
                                      error: state.error("email"), autocomplete: "email", isRequired: true)
                            Button(text[.forgotPasswordSend]).attribute(named: "type", value: "submit").class("button button-primary")
                        }
                    }
                    Paragraph { Link(text[.signIn], url: AccountRoute.login.path) }
                }
                .class("card")
            }
        }
    }
}
