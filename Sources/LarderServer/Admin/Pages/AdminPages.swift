import Vapor

/// Administration: accounts (search, edit, grant admin) and the device registry.
struct AdminPages: RouteCollection {
    static let perPage = 25

    func boot(routes: any RoutesBuilder) throws {
        routes.get(AdminRoute.home) { request in request.redirect(to: AdminRoute.users) }
        routes.get(AdminRoute.users, use: users)
        routes.get(AdminRoute.user(.key), use: user)
        routes.post(AdminRoute.user(.key), use: updateUser)
        routes.post(AdminRoute.userResetLink(.key), use: makeResetLink)
        routes.get(AdminRoute.devices, use: devices)
        routes.post(AdminRoute.devices, use: createDevice)
    }

    @Sendable
    func users(request: Request) async throws -> Response {
        _ = try requireAdmin(request)
        let search = (try? request.query.get(String.self, at: "q")) ?? ""
        let page = min(max(1, (try? request.query.get(Int.self, at: "page")) ?? 1), LarderAPI.maximumPage)
        let result = try await request.accounts.accounts(matching: search, page: page, per: Self.perPage)
        let model = AdminUsersPage.Model(result: result, search: search, page: page, per: Self.perPage)
        return AdminUsersPage.View(context: request.web, model: model).response()
    }

    @Sendable
    func user(request: Request) async throws -> Response {
        _ = try requireAdmin(request)
        return AdminUserPage.View(context: request.web, model: .init(user: try await account(request), form: FormState())).response()
    }

    @Sendable
    func updateUser(request: Request) async throws -> Response {
        _ = try requireAdmin(request)
        let account = try await account(request)
        let form = try request.content.decode(UserForm.self)
        do {
            try await request.accounts.updateAccount(account.id, .init(
                name: form.name,
                email: form.email.map { $0.trimmingCharacters(in: .whitespaces) },
                phone: form.phone.map { $0.trimmingCharacters(in: .whitespaces) },
                isAdmin: form.admin == "on" || form.admin == "true"
            ))
            request.setFlash(.success, request.web.text[.flashSaved])
            return request.redirect(to: AdminRoute.user(.value(account.id)))
        } catch let error as AppError {
            let stored = try await self.account(request)
            let state = FormState(values: ["name": form.name ?? "", "email": form.email ?? "", "phone": form.phone ?? ""],
                                  error: error, text: request.web.text, fields: ["name", "email", "phone"])
            return AdminUserPage.View(context: request.web, model: .init(user: stored, form: state)).response(status: error.kind.httpStatus)
        }
    }

    /// A reset link for someone who forgot their password, when Larder sends no mail (or theirs does not arrive).
    @Sendable
    func makeResetLink(request: Request) async throws -> Response {
        _ = try requireAdmin(request)
        let account = try await account(request)
        let link = try await request.passwordResets.issue(for: account.id, channel: .administrator)
        // The link is only ever shown in this answer, so it is rendered here, not after a redirect.
        let made = AdminUserPage.ResetLink(url: link.url(on: request.publicBaseURL), expiresAt: link.expiresAt)
        let model = AdminUserPage.Model(user: account, form: FormState(), resetLink: made)
        return AdminUserPage.View(context: request.web, model: model).response(status: .created)
    }

    @Sendable
    func devices(request: Request) async throws -> Response {
        _ = try requireAdmin(request)
        return try await devicesPage(request, created: nil, state: FormState())
    }

    @Sendable
    func createDevice(request: Request) async throws -> Response {
        _ = try requireAdmin(request)
        let form = try request.content.decode(DeviceForm.self)
        do {
            let created = try await request.devices.register(name: form.name ?? "", model: form.model)
            // The secret is only ever shown in this answer, so it is rendered here, not after a redirect.
            return try await devicesPage(request, created: created, state: FormState(), status: .created)
        } catch let error as AppError {
            let state = FormState(values: ["name": form.name ?? "", "model": form.model ?? ""],
                                  error: error, text: request.web.text, fields: ["name", "model"])
            return try await devicesPage(request, created: nil, state: state, status: error.kind.httpStatus)
        }
    }

    private func devicesPage(
        _ request: Request, created: (device: DeviceRecord, secret: String)?, state: FormState, status: HTTPResponseStatus = .ok
    ) async throws -> Response {
        let model = AdminDevicesPage.Model(devices: try await request.devices.all(), created: created, form: state)
        return AdminDevicesPage.View(context: request.web, model: model).response(status: status)
    }

    private func requireAdmin(_ request: Request) throws -> Person {
        let user = try request.requireWebUser()
        guard user.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        return user
    }

    private func account(_ request: Request) async throws -> Person {
        guard let id = request.parameters.get(.userID, as: UUID.self) else { throw AppError.notFound(.errorUserNotFound) }
        return try await request.accounts.account(id)
    }

    private struct UserForm: Content {
        var name: String?
        var email: String?
        var phone: String?
        var admin: String?
    }

    private struct DeviceForm: Content {
        var name: String?
        var model: String?
    }
}
