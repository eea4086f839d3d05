import Foundation

/// "Phones and apps": the CalDAV address and login, the form making an app password (shown once),
/// the ones in use and how to connect each kind of phone.
enum PhonesPage {
    struct Model {
        var login: String
        var passwords: [AppPasswordRow]
        /// A password just made, shown this once.
        var made: String?
        var serverURL: String
        var form: FormState
    }

    /// An app password as the page lists it.
    struct AppPasswordRow: Hashable {
        var id: UUID
        var name: String
        var lastUsedAt: Date?
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let state = model.form
            return Page(title: text[.phonesTitle], tab: .me) {
                H1(text[.phonesTitle])
                Paragraph(text[.phonesIntro]).class("lead")
                Div {
                    CopyRow(label: text[.phonesServer], id: "caldav-server", value: model.serverURL, text: text)
                    CopyRow(label: text[.phonesUsername], id: "caldav-username", value: model.login, text: text)
                    if let made = model.made {
                        CopyRow(label: text[.phonesPassword], id: "caldav-password", value: made, text: text)
                        Paragraph(text[.phonesNewPassword]).class("hint").id("new-app-password")
                    }
                }
                .class("card")
                Div {
                    H2(text[.phonesMake])
                    FormError(message: state.formError)
                    Form(url: AccountRoute.phones.path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        FormField(label: text[.phonesDevice], name: "name", value: state.value("name"), error: state.error("name"),
                                  hint: text[.phonesDeviceHint], isRequired: true)
                        Button(text[.phonesMake]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                .class("card")
                if model.passwords.isEmpty {
                    EmptyState(icon: Icons.device, title: text[.phonesEmptyTitle], message: text[.phonesEmptyMessage])
                } else {
                    List(model.passwords) { password in
                        ListItem {
                            Div {
                                Element(name: "strong") { Text(password.name) }
                                Paragraph(password.lastUsedAt.map { text.text(.phonesLastUsed, [WebFormat.dateTime($0, language: context.language)]) }
                                    ?? text[.phonesNeverUsed]).class("hint")
                            }
                            PostButton(
                                action: AccountRoute.phoneRevocation(.value(password.id)).path, label: text[.phonesRevoke],
                                token: context.csrfToken, confirmation: text[.phonesRevokeConfirm])
                        }
                        .class("app-password")
                    }
                    .class("card app-passwords")
                }
                PhoneSetupSteps(text: text)
            }
        }
    }
}

/// How to connect an iPhone, an Android phone or Thunderbird.
struct PhoneSetupSteps: Component {
    var text: Localizer

    var body: Component {
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
}
