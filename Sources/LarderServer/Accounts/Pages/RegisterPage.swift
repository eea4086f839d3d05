/// The form that makes an account.
enum RegisterPage {
    struct Model {
        var form: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let state = model.form
            return Page(title: text[.createAccount], tab: .me) {
                H1(text[.createAccount])
                Div {
                    FormError(message: state.formError)
                    Form(url: AccountRoute.register.path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        FormField(label: text[.fieldName], name: "name", value: state.value("name"), error: state.error("name"),
                                  autocomplete: "name", isRequired: true)
                        FormField(label: text[.fieldEmail], name: "email", type: .email, value: state.value("email"),
                                  error: state.error("email"), hint: text[.hintEmailOrPhone], autocomplete: "email")
                        FormField(label: text[.fieldPhone], name: "phone", type: .tel, value: state.value("phone"),
                                  error: state.error("phone"), hint: text[.hintPhone], autocomplete: "tel")
                        FormField(label: text[.fieldPassword], name: "password", type: .password, error: state.error("password"),
                                  hint: text.text(.hintPassword, [String(AccountRules.passwordMinimumLength)]),
                                  autocomplete: "new-password", isRequired: true)
                        Button(text[.createAccount]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                    Paragraph {
                        Text(text[.haveAccount] + " ")
                        Link(text[.signIn], url: AccountRoute.login.path)
                    }
                }
                .class("card")
            }
        }
    }
}
