import Plot
import Vapor

enum AppPasswordViews {
    static func page(
        _ context: WebContext, user: Person, passwords: [AppPassword], made: String?, serverURL: String, state: FormState,
        status: HTTPResponseStatus
    ) -> Response {
        let text = context.text
        return Page(title: text[.phonesTitle], tab: .me) {
            H1(text[.phonesTitle])
            Paragraph(text[.phonesIntro]).class("lead")
            Div {
                CopyRow(label: text[.phonesServer], id: "caldav-server", value: serverURL, text: text)
                CopyRow(label: text[.phonesUsername], id: "caldav-username", value: user.login, text: text)
                if let made {
                    CopyRow(label: text[.phonesPassword], id: "caldav-password", value: made, text: text)
                    Paragraph(text[.phonesNewPassword]).class("hint").id("new-app-password")
                }
            }
            .class("card")
            Div {
                H2(text[.phonesMake])
                FormError(message: state.formError)
                Form(url: "/me/phones", method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.phonesDevice], name: "name", value: state.value("name"), error: state.error("name"),
                              hint: text[.phonesDeviceHint], isRequired: true)
                    Button(text[.phonesMake]).attribute(named: "type", value: "submit").class("button button-primary")
                }
            }
            .class("card")
            if passwords.isEmpty {
                EmptyState(icon: Icons.device, title: text[.phonesEmptyTitle], message: text[.phonesEmptyMessage])
            } else {
                List(passwords) { password in
                    ListItem {
                        Div {
                            Element(name: "strong") { Text(password.name) }
                            Paragraph(password.lastUsedAt.map { text.text(.phonesLastUsed, [WebFormat.dateTime($0, language: context.language)]) }
                                ?? text[.phonesNeverUsed]).class("hint")
                        }
                        PostButton(
                            action: "/me/phones/\(password.id?.uuidString ?? "")/revoke", label: text[.phonesRevoke], token: context.csrfToken,
                            confirmation: text[.phonesRevokeConfirm])
                    }
                    .class("app-password")
                }
                .class("card app-passwords")
            }
            Div {
                H2(text[.phonesHowTo])
                H3(text[.phonesIPhoneTitle])
                Paragraph(text[.phonesIPhoneSteps])
                H3(text[.phonesAndroidTitle])
                Paragraph(text[.phonesAndroidSteps])
                H3(text[.phonesThunderbirdTitle])
                Paragraph(text[.phonesThunderbirdSteps])
            }
            .class("card")
        }
        .response(context, status: status)
    }
}
