import Plot
import Vapor

/// A household's devices: which are active, activating one by its id, deactivating.
struct DevicePages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let devices = routes.grouped("households", ":householdID", "devices")
        devices.get(use: list)
        devices.post(use: activate)
        devices.post(":deviceID", "deactivate", use: deactivate)
    }

    @Sendable
    func list(request: Request) async throws -> Response {
        let (access, name) = try await access(request)
        let devices = try await request.devices.devices(in: access)
        let reports = try await request.application.deviceReports.lastReports(householdID: access.householdID, on: request.db)
        return DeviceViews.list(request.web, access: access, householdName: name, devices: devices, state: FormState(), reports: reports)
    }

    @Sendable
    func activate(request: Request) async throws -> Response {
        let (access, name) = try await access(request)
        let form = try request.content.decode(ActivateForm.self)
        do {
            let device = try await request.devices.activate(access, code: form.deviceId ?? "")
            request.setFlash(.success, request.web.text.text(.flashDeviceActivated, [device.name]))
            return request.redirect(to: "/households/\(access.householdID)/devices")
        } catch let error as AppError where error.kind != .forbidden {
            let devices = try await request.devices.devices(in: access)
            let state = FormState(values: ["deviceId": form.deviceId ?? ""], error: error, text: request.web.text, fields: ["deviceId"])
            return DeviceViews.list(request.web, access: access, householdName: name, devices: devices, state: state, status: error.kind.httpStatus)
        }
    }

    @Sendable
    func deactivate(request: Request) async throws -> Response {
        let (access, _) = try await access(request)
        try await request.devices.deactivate(access, code: request.parameters.get("deviceID") ?? "")
        request.setFlash(.success, request.web.text[.flashDeviceDeactivated])
        return request.redirect(to: "/households/\(access.householdID)/devices")
    }

    private func access(_ request: Request) async throws -> (HouseholdService.Access, String) {
        let user = try request.requireWebUser()
        guard let id = request.parameters.get("householdID", as: UUID.self) else {
            throw AppError.notFound(.errorHouseholdNotFound)
        }
        let access = try await request.households.access(id, for: user)
        return (access, try await request.households.name(of: id) ?? "")
    }

    private struct ActivateForm: Content {
        var deviceId: String?
    }
}

enum DeviceViews {
    static func list(
        _ context: WebContext, access: HouseholdService.Access, householdName: String, devices: [DeviceRecord],
        state: FormState, status: HTTPResponseStatus = .ok, reports: [UUID: DeviceReport] = [:]
    ) -> Response {
        let text = context.text
        let base = "/households/\(access.householdID)"
        return Page(title: text[.devicesTitle], tab: .pantry) {
            Paragraph { Link(householdName, url: base) }.class("row-meta")
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
                                Div(lastSeen(device, text: text, language: context.language)).class("row-meta")
                                DeviceReportLine(report: reports[device.id], text: text)
                            }
                            if access.isOwner {
                                PostButton(action: "\(base)/devices/\(device.code)/deactivate", label: text[.deviceDeactivate],
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
                    Form(url: "\(base)/devices", method: .post) {
                        CSRFField(token: context.csrfToken)
                        FormField(label: text[.fieldDeviceId], name: "deviceId", value: state.value("deviceId"),
                                  error: state.error("deviceId"), hint: text[.hintDeviceId], isRequired: true)
                        Button(text[.deviceActivate]).attribute(named: "type", value: "submit").class("button button-primary")
                    }
                }
                .class("card")
            }
        }
        .response(context, status: status)
    }

    static func lastSeen(_ device: DeviceRecord, text: Localizer, language: Language) -> String {
        guard let seen = device.lastSeenAt else { return text[.deviceNeverSeen] }
        return text.text(.deviceLastSeen, [WebFormat.dateTime(seen, language: language)])
    }
}

/// When a device last reported and what became of it.
struct DeviceReportLine: Component {
    var report: DeviceReport?
    var text: Localizer

    var body: Component {
        guard let report else { return Div(text[.pantryDeviceNoReport]).class("row-meta") }
        return Div(
            text.text(
                .pantryDeviceLastReport,
                [WebFormat.dateTime(report.receivedAt, language: text.language), String(report.applied), String(report.needsReview)])
        )
        .class("row-meta")
    }
}
