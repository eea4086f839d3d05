import Foundation

/// A household's devices: which are active, and for an owner the forms that activate and deactivate one.
enum DeviceListPage {
    struct Model {
        var access: HouseholdService.Access
        var householdName: String
        var devices: [DeviceRecord]
        var reports: [UUID: DeviceReport]
        var form: FormState
    }

    struct View: PageView {
        var context: WebContext
        var model: Model

        var page: Page {
            let text = context.text
            let access = model.access
            let devices = model.devices
            let reports = model.reports
            let state = model.form
            let household = access.householdID
            return Page(title: text[.devicesTitle], tab: .pantry) {
                Paragraph { Link(model.householdName, url: HouseholdRoute.detail(.value(household)).path) }.class("row-meta")
                H1(text[.devicesTitle])
                if devices.isEmpty {
                    EmptyState(icon: Icons.device, title: text[.devicesEmptyTitle], message: text[.devicesEmptyMessage])
                } else {
                    Div {
                        List(devices) { device in
                            ListItem {
                                Div {
                                    Span(device.name).class("row-title")
                                    Text(" ")
                                    Span(text[.deviceActive]).class("badge badge-active")
                                    Div(device.code + (device.model.map { " · \($0)" } ?? "")).class("row-meta")
                                    Div(device.lastSeen(text: text, language: context.language)).class("row-meta")
                                    DeviceReportLine(report: reports[device.id], text: text)
                                }
                                if access.isOwner {
                                    PostButton(action: DeviceRoute.deactivation(.value(household), device: .value(device.code)).path,
                                               label: text[.deviceDeactivate],
                                               token: context.csrfToken, style: "button-danger button-small",
                                               confirmation: text.text(.deviceDeactivateConfirm, [device.name]))
                                }
                            }
                        }
                        .class("card-list")
                    }
                    .class("card")
                }
                if access.isOwner {
                    Div {
                        H2(text[.deviceActivate])
                        FormError(message: state.formError)
                        Form(url: DeviceRoute.list(.value(household)).path, method: .post) {
                            CSRFField(token: context.csrfToken)
                            FormField(label: text[.fieldDeviceId], name: "deviceId", value: state.value("deviceId"),
                                      error: state.error("deviceId"), hint: text[.hintDeviceId], isRequired: true)
                            Button(text[.deviceActivate]).attribute(named: "type", value: "submit").class("button button-primary")
                        }
                    }
                    .class("card")
                }
            }
        }
    }
}

extension DeviceRecord {
    /// When the device was last seen, in words.
    func lastSeen(text: Localizer, language: Language) -> String {
        guard let seen = lastSeenAt else { return text[.deviceNeverSeen] }
        return text.text(.deviceLastSeen, [WebFormat.dateTime(seen, language: language)])
    }
}
