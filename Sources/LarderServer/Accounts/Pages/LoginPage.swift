/// Signing in, with where to go afterwards in a hidden field.
enum LoginPage {
    struct Model {
        var form: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let state = model.form
            return Page(title: text[.signIn], tab: .me) {
                H1(text[.signIn])
                Div {
                    FormError(message: state.formError)
                    Form(url: AccountRoute.login.path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        Input(type: .hidden, name: "next", value: state.value("next"))
                        FormField(label: text[.fieldLogin], name: "login", value: state.value("login"), error: state.error("login"),
                                  autocomplete: "username", isRequired: true)
                        FormField(label: text[.fieldPassword], name: "password", type: .password, autocomplete: "current-password", isRequired: true)
                        Button(text[.signIn]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                    Paragraph { Link(text[.forgotPasswordLink], url: AccountRoute.passwordForgot.path) }
                    Div {
                        Link(text[.createAccount], url: AccountRoute.register.path).class("button button-secondary")
                        Link(text[.continueAsGuest], url: RecipeRoute.browse.path).class("button button-secondary")
                    }
                    .class("button-row")
                    .style("margin-top: 1rem")
                }
                .class("card")
            }
        }
    }
}
