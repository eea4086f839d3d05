/// The "Me" tab: where to go from here, the profile and the password forms.
enum ProfilePage {
    struct Model {
        var user: Person
        var profile: FormState
        var password: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let user = model.user
            let profile = model.profile
            let password = model.password
            return Page(title: text[.tabMe], tab: .me) {
                H1(user.name)
                ProfileLinks(user: user, context: context)
                Div {
                    H2(text[.profileTitle])
                    FormError(message: profile.formError)
                    Form(url: AccountRoute.me.path, method: .post) {
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
                    Form(url: AccountRoute.password.path, method: .post) {
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
        }
    }
}
