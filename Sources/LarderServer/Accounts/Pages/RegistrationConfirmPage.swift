/// The button that makes the account a mailed link is for, or (no token) why the link does not work.
enum RegistrationConfirmPage {
    struct Model {
        var token: String?
        var name: String?
        var email: String?
        var form: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let state = model.form
            return Page(title: text[.registerConfirmTitle], tab: .me) {
                H1(text[.registerConfirmTitle])
                Div {
                    FormError(message: state.formError)
                    if let token = model.token, let name = model.name, let email = model.email {
                        Paragraph(text.text(.registerConfirmIntro, [name, email]))
                        Form(url: AccountRoute.registerConfirm.path, method: .post) {
                            CSRFField(token: context.csrfToken)
                            Input(type: .hidden, name: "token", value: token)
                            Button(text[.registerConfirmButton]).attribute(named: "type", value: "submit").class("button button-primary")
                        }
                    } else {
                        Paragraph { Link(text[.createAccount], url: AccountRoute.register.path) }
                    }
                }
                .class("card")
            }
        }
    }
}
