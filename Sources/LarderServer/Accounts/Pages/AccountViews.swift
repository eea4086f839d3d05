import Plot
import Vapor

/// The account pages' markup.
enum AccountViews {
    static func register(_ context: WebContext, state: FormState, status: HTTPResponseStatus = .ok) -> Response {
        let text = context.text
        return Page(title: text[.createAccount], tab: .me) {
            H1(text[.createAccount])
            Div {
                FormError(message: state.formError)
                Form(url: "/register", method: .post) {
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
                    Link(text[.signIn], url: "/login")
                }
            }
            .class("card")
        }
        .response(context, status: status)
    }

    /// What a registration by email answers, whether or not the address already has an account.
    static func registrationMailed(_ context: WebContext, address: String) -> Response {
        let text = context.text
        return Page(title: text[.createAccount], tab: .me) {
            H1(text[.createAccount])
            Div {
                Paragraph(text.text(.registerMailed, [address])).attribute(named: "role", value: "status")
                Paragraph { Link(text[.signIn], url: "/login") }
            }
            .class("card")
        }
        .response(context)
    }

    /// The button that makes the account a mailed link is for, or (no token) why the link does not work.
    static func confirmRegistration(
        _ context: WebContext, token: String?, name: String?, email: String?, state: FormState, status: HTTPResponseStatus = .ok
    ) -> Response {
        let text = context.text
        return Page(title: text[.registerConfirmTitle], tab: .me) {
            H1(text[.registerConfirmTitle])
            Div {
                FormError(message: state.formError)
                if let token, let name, let email {
                    Paragraph(text.text(.registerConfirmIntro, [name, email]))
                    Form(url: "/register/confirm", method: .post) {
                        CSRFField(token: context.csrfToken)
                        Input(type: .hidden, name: "token", value: token)
                        Button(text[.registerConfirmButton]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                } else {
                    Paragraph { Link(text[.createAccount], url: "/register") }
                }
            }
            .class("card")
        }
        .response(context, status: status)
    }

    static func login(_ context: WebContext, state: FormState, status: HTTPResponseStatus = .ok) -> Response {
        let text = context.text
        return Page(title: text[.signIn], tab: .me) {
            H1(text[.signIn])
            Div {
                FormError(message: state.formError)
                Form(url: "/login", method: .post) {
                    CSRFField(token: context.csrfToken)
                    Input(type: .hidden, name: "next", value: state.value("next"))
                    FormField(label: text[.fieldLogin], name: "login", value: state.value("login"), error: state.error("login"),
                              autocomplete: "username", isRequired: true)
                    FormField(label: text[.fieldPassword], name: "password", type: .password, autocomplete: "current-password", isRequired: true)
                    Button(text[.signIn]).attribute(named: "type", value: "submit").class("button button-primary")
                }
                Paragraph { Link(text[.forgotPasswordLink], url: "/password/forgot") }
                Div {
                    Link(text[.createAccount], url: "/register").class("button button-secondary")
                    Link(text[.continueAsGuest], url: "/recipes").class("button button-secondary")
                }
                .class("button-row")
                .style("margin-top: 1rem")
            }
            .class("card")
        }
        .response(context, status: status)
    }

    static func profile(
        _ context: WebContext, user: Person, profile: FormState, password: FormState, status: HTTPResponseStatus = .ok
    ) -> Response {
        let text = context.text
        return Page(title: text[.tabMe], tab: .me) {
            H1(user.name)
            Div {
                Link(url: "/households") {
                    Span(html: Icons.household)
                    Span(text[.householdsTitle])
                }
                .class("button button-secondary")
                Link(url: "/nutrition") {
                    Span(html: Icons.nutrition)
                    Span(text[.nutritionTitle])
                }
                .class("button button-secondary")
                Link(url: "/reminders") {
                    Span(html: Icons.home)
                    Span(text[.remindersTitle])
                }
                .class("button button-secondary")
                Link(url: "/me/phones") {
                    Span(html: Icons.device)
                    Span(text[.phonesTitle])
                }
                .class("button button-secondary")
                if user.isAdmin {
                    Link(url: "/admin/users") {
                        Span(html: Icons.shield)
                        Span(text[.adminTitle])
                    }
                    .class("button button-secondary")
                }
                PostButton(action: "/logout", label: text[.signOut], token: context.csrfToken)
            }
            .class("button-row card")
            Div {
                H2(text[.profileTitle])
                FormError(message: profile.formError)
                Form(url: "/me", method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.fieldName], name: "name", value: profile.value("name") ?? user.name,
                              error: profile.error("name"), autocomplete: "name", isRequired: true)
                    FormField(label: text[.fieldEmail], name: "email", type: .email, value: profile.value("email") ?? user.email,
                              error: profile.error("email"), autocomplete: "email")
                    FormField(label: text[.fieldPhone], name: "phone", type: .tel, value: profile.value("phone") ?? user.phone,
                              error: profile.error("phone"), hint: text[.hintPhone], autocomplete: "tel")
                    Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                }
            }
            .class("card")
            Div {
                H2(text[.passwordTitle])
                FormError(message: password.formError)
                Form(url: "/me/password", method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.fieldCurrentPassword], name: "currentPassword", type: .password,
                              error: password.error("currentPassword"), autocomplete: "current-password", isRequired: true)
                    FormField(label: text[.fieldNewPassword], name: "newPassword", type: .password,
                              error: password.error("newPassword"),
                              hint: text.text(.hintPassword, [String(AccountRules.passwordMinimumLength)]),
                              autocomplete: "new-password", isRequired: true)
                    Button(text[.passwordChange]).attribute(named: "type", value: "submit").class("button button-primary")
                }
            }
            .class("card")
        }
        .response(context, status: status)
    }
}
