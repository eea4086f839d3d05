import Plot
import Vapor

/// The administration pages' markup.
enum AdminViews {
    static func users(_ context: WebContext, result: AccountService.Page, search: String, page: Int, per: Int) -> Response {
        let text = context.text
        let pages = max(1, (result.total + per - 1) / per)
        let query = search.isEmpty ? "" : "&q=" + (search.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
        return Page(title: text[.adminUsersTitle], tab: .me) {
            AdminTabs(text: text, current: "users")
            H1(text[.adminUsersTitle])
            Form(url: "/admin/users", method: .get) {
                Input(type: .search, name: "q", value: search, placeholder: text[.adminSearchPlaceholder])
                    .attribute(named: "aria-label", value: text[.adminSearchPlaceholder])
                Button(text[.search]).attribute(named: "type", value: "submit").class("button button-secondary")
            }
            .class("search-form")
            if result.items.isEmpty {
                EmptyState(icon: Icons.me, title: text[.adminNoUsersTitle], message: text[.adminNoUsersMessage])
            } else {
                Div {
                    List(result.items) { user in
                        ListItem {
                            Div {
                                Link(user.name, url: "/admin/users/\(user.id.uuidString)").class("row-title")
                                Div([user.email, user.phone].compactMap { $0 }.joined(separator: " · ")).class("row-meta")
                            }
                            if user.isAdmin {
                                Span(text[.roleAdmin]).class("badge badge-admin")
                            }
                        }
                    }
                    .class("card-list")
                    Div {
                        if page > 1 {
                            Link(text[.previousPage], url: "/admin/users?page=\(page - 1)\(query)").class("button button-secondary button-small")
                        } else {
                            Span("")
                        }
                        Span(text.text(.pageOf, [String(page), String(pages), String(result.total)])).class("row-meta")
                        if page < pages {
                            Link(text[.nextPage], url: "/admin/users?page=\(page + 1)\(query)").class("button button-secondary button-small")
                        } else {
                            Span("")
                        }
                    }
                    .class("pagination")
                }
                .class("card")
            }
        }
        .response(context)
    }

    struct ResetLink {
        var url: String
        var expiresAt: Date
    }

    static func user(
        _ context: WebContext, user: Person, state: FormState, resetLink: ResetLink? = nil, status: HTTPResponseStatus = .ok
    ) -> Response {
        let text = context.text
        let id = user.id.uuidString
        return Page(title: user.name, tab: .me) {
            AdminTabs(text: text, current: "users")
            H1(user.name)
            Div {
                FormError(message: state.formError)
                Form(url: "/admin/users/\(id)", method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.fieldName], name: "name", value: state.value("name") ?? user.name,
                              error: state.error("name"), isRequired: true)
                    FormField(label: text[.fieldEmail], name: "email", type: .email, value: state.value("email") ?? user.email,
                              error: state.error("email"))
                    FormField(label: text[.fieldPhone], name: "phone", type: .tel, value: state.value("phone") ?? user.phone,
                              error: state.error("phone"), hint: text[.hintPhone])
                    Label(text[.adminRoleLabel]) {
                        Input(type: .checkbox, name: "admin", value: "on")
                            .attribute(named: "checked", value: user.isAdmin ? "checked" : nil)
                    }
                    .class("checkbox")
                    Paragraph(text[.adminRoleHint]).class("hint")
                    Button(text[.save]).attribute(named: "type", value: "submit").class("button button-primary")
                }
            }
            .class("card")
            Div {
                H2(text[.passwordTitle])
                if let resetLink {
                    Paragraph(text.text(.adminResetLinkMade, [user.name, WebFormat.dateTime(resetLink.expiresAt, language: context.language)]))
                    Input(type: .text, name: "resetLink", value: resetLink.url)
                        .attribute(named: "readonly", value: "readonly")
                        .class("secret")
                } else {
                    Paragraph(text[.adminResetLinkHint]).class("hint")
                }
                PostButton(action: "/admin/users/\(id)/reset-link", label: text[.adminResetLinkMake], token: context.csrfToken)
            }
            .class("card")
        }
        .response(context, status: status)
    }

    static func devices(
        _ context: WebContext, devices: [DeviceRecord], created: (device: DeviceRecord, secret: String)?, state: FormState,
        status: HTTPResponseStatus = .ok
    ) -> Response {
        let text = context.text
        return Page(title: text[.adminDevicesTitle], tab: .me) {
            AdminTabs(text: text, current: "devices")
            H1(text[.adminDevicesTitle])
            if let created {
                Div {
                    H2(text.text(.deviceCreatedTitle, [created.device.name]))
                    Paragraph(text[.deviceCreatedWarning])
                    CopyRow(label: text[.fieldDeviceId], id: "new-device-id", value: created.device.code, text: text)
                    CopyRow(label: text[.fieldDeviceSecret], id: "new-device-secret", value: created.secret, text: text)
                }
                .class("card")
                .id("created-device")
            }
            Div {
                H2(text[.deviceRegister])
                FormError(message: state.formError)
                Form(url: "/admin/devices", method: .post) {
                    CSRFField(token: context.csrfToken)
                    FormField(label: text[.fieldDeviceName], name: "name", value: state.value("name"), error: state.error("name"), isRequired: true)
                    FormField(label: text[.fieldDeviceModel], name: "model", value: state.value("model"), error: state.error("model"))
                    Button(text[.deviceRegister]).attribute(named: "type", value: "submit").class("button button-primary")
                }
            }
            .class("card")
            if devices.isEmpty {
                EmptyState(icon: Icons.device, title: text[.adminNoDevicesTitle], message: text[.adminNoDevicesMessage])
            } else {
                Div {
                    List(devices) { device in
                        ListItem {
                            Div {
                                Span(device.name).class("row-title")
                                Div(device.code + (device.model.map { " · \($0)" } ?? "")).class("row-meta")
                                Div(DeviceViews.lastSeen(device, text: text, language: context.language)).class("row-meta")
                            }
                            Span(text[device.status.label]).class(device.status == .active ? "badge badge-active" : "badge")
                        }
                    }
                    .class("card-list")
                }
                .class("card")
            }
        }
        .response(context, status: status)
    }
}

/// The administration sections; the recipe moderation pages (`RecipeModerationView`) use it too.
struct AdminTabs: Component {
    var text: Localizer
    var current: String

    var body: Component {
        Div {
            Link(text[.adminUsersTitle], url: "/admin/users")
                .class(current == "users" ? "button button-primary button-small" : "button button-secondary button-small")
            Link(text[.adminDevicesTitle], url: "/admin/devices")
                .class(current == "devices" ? "button button-primary button-small" : "button button-secondary button-small")
            Link(text[.adminRecipesTitle], url: "/admin/recipes")
                .class(current == "recipes" ? "button button-primary button-small" : "button button-secondary button-small")
            Link(text[.recipeChefsTitle], url: "/admin/chefs")
                .class(current == "chefs" ? "button button-primary button-small" : "button button-secondary button-small")
            Link(text[.recipeCollectionsTab], url: "/admin/collections")
                .class(current == "collections" ? "button button-primary button-small" : "button button-secondary button-small")
        }
        .class("button-row")
        .style("margin-bottom: 1rem")
    }
}

extension DeviceStatus {
    var label: Phrase {
        switch self {
        case .unassigned: .deviceUnassigned
        case .active: .deviceActive
        case .deactivated: .deviceDeactivated
        }
    }
}
