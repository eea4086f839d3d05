/// The new-password form a mailed link opens, or (no token) why the link does not work.
enum ResetPasswordPage {
    struct Model {
        var token: String?
        /// The login of the account the link is for.
        var login: String?
        var form: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let state = model.form
            return Page(title: text[.resetPasswordTitle], tab: .me) {
                H1(text[.resetPasswordTitle])
                Div {
                    FormError(message: state.formError)
                    if let token = model.token, let login = model.login {
                        Paragraph(text.text(.resetPasswordIntro, [login]))
                        Form(url: AccountRoute.passwordReset.path, method: .post) {
                            CSRFField(token: context.csrfToken)
                            Input(type: .hidden, name: "token", value: token)
                            FormField(label: text[.fieldNewPassword], name: "password", type: .password, error: state.error("password"),
                                      hint: text.text(.hintPassword, [String(AccountRules.passwordMinimumLength)]),
                                      autocomplete: "new-password", isRequired: true)
                            Button(text[.resetPasswordSave]).attribute(named: "type", value: "submit").class("button button-primary")
                        }
                    } else {
                        Paragraph { Link(text[.forgotPasswordLink], url: AccountRoute.passwordForgot.path) }
                    }
                }
                .class("card")
            }
        }
    }
}
