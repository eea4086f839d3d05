import Vapor

/// The device registry: every device, and the form that registers one (its secret shown once).
enum AdminDevicesPage {
    struct Model {
        var devices: [DeviceRecord]
        var created: (device: DeviceRecord, secret: String)?
        var form: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let state = model.form
            return Page(title: text[.adminDevicesTitle], tab: .me) {
                AdminTabs(text: text, current: "devices")
                H1(text[.adminDevicesTitle])
                if let created = model.created {
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
                    Form(url: AdminRoute.devices.path, method: .post) {
                        CSRFField(token: context.csrfToken)
                        FormField(label: text[.fieldDeviceName], name: "name", value: state.value("name"), error: state.error("name"), isRequired: true)
                        FormField(label: text[.fieldDeviceModel], name: "model", value: state.value("model"), error: state.error("model"))
                        Button(text[.deviceRegister]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                .class("card")
                if model.devices.isEmpty {
                    EmptyState(icon: Icons.device, title: text[.adminNoDevicesTitle], message: text[.adminNoDevicesMessage])
                } else {
                    Div {
                        List(model.devices) { device in
                            ListItem {
                                Div {
                                    Span(device.name).class("row-title")
                                    Div(device.code + (device.model.map { " · \($0)" } ?? "")).class("row-meta")
                                    Div(device.lastSeen(text: text, language: context.language)).class("row-meta")
                                }
                                Span(text[device.status.label]).class(device.status == .active ? "badge badge-active" : "badge")
                            }
                        }
                        .class("card-list")
                    }
                    .class("card")
                }
            }
        }
    }
}
