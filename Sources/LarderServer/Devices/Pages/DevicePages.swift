import Vapor

/// A household's devices: which are active, activating one by its id, deactivating.
struct DevicePages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(DeviceRoute.list(.key), use: list)
        routes.post(DeviceRoute.list(.key), use: activate)
        routes.post(DeviceRoute.deactivation(.key, device: .key), use: deactivate)
    }

    @Sendable
    func list(request: Request) async throws -> Response {
        let (access, name) = try await access(request)
        let devices = try await request.devices.devices(in: access)
        let reports = try await request.application.deviceReports.lastReports(householdID: access.householdID, on: request.db)
        let model = DeviceListPage.Model(access: access, householdName: name, devices: devices, reports: reports, form: FormState())
        return DeviceListPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func activate(request: Request) async throws -> Response {
        let (access, name) = try await access(request)
        let form = try request.content.decode(ActivateForm.self)
        do {
            let device = try await request.devices.activate(access, code: form.deviceId ?? "")
            request.setFlash(.success, request.web.text.text(.flashDeviceActivated, [device.name]))
            return request.redirect(to: DeviceRoute.list(.value(access.householdID)))
        } catch let error as AppError where error.kind != .forbidden {
            let devices = try await request.devices.devices(in: access)
            let state = FormState(values: ["deviceId": form.deviceId ?? ""], error: error, text: request.web.text, fields: ["deviceId"])
            let model = DeviceListPage.Model(access: access, householdName: name, devices: devices, reports: [:], form: state)
            return DeviceListPage.View(context: request.web, model: model).response(status: error.kind.httpStatus)
        }
    }

    @Sendable
    func deactivate(request: Request) async throws -> Response {
        let (access, _) = try await access(request)
        try await request.devices.deactivate(access, code: request.parameters.get(.deviceID) ?? "")
        request.setFlash(.success, request.web.text[.flashDeviceDeactivated])
        return request.redirect(to: DeviceRoute.list(.value(access.householdID)))
    }

    private func access(_ request: Request) async throws -> (HouseholdService.Access, String) {
        let user = try request.requireWebUser()
        guard let id = request.parameters.get(.householdID, as: UUID.self) else {
            throw AppError.notFound(.errorHouseholdNotFound)
        }
        let access = try await request.households.access(id, for: user)
        return (access, try await request.households.name(of: id) ?? "")
    }

    private struct ActivateForm: Content {
        var deviceId: String?
    }
}
