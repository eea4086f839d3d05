import Plot
import Vapor

/// Administration: accounts (search, edit, grant admin) and the device registry.
struct AdminPages: RouteCollection {
    static let perPage = 25

    func boot(routes: any RoutesBuilder) throws {
        let admin = routes.grouped("admin")
        admin.get { request in request.redirect(to: "/admin/users") }
        admin.get("users", use: users)
        admin.get("users", ":userID", use: user)
        admin.post("users", ":userID", use: updateUser)
        admin.post("users", ":userID", "reset-link", use: makeResetLink)
        admin.get("devices", use: devices)
        admin.post("devices", use: createDevice)
    }

    @Sendable
    func users(request: Request) async throws -> Response {
        _ = try requireAdmin(request)
        let search = (try? request.query.get(String.self, at: "q")) ?? ""
        let page = min(max(1, (try? request.query.get(Int.self, at: "page")) ?? 1), LarderAPI.maximumPage)
        let result = try await request.accounts.accounts(matching: search, page: page, per: Self.perPage)
        return AdminViews.users(request.web, result: result, search: search, page: page, per: Self.perPage)
    }

    @Sendable
    func user(request: Request) async throws -> Response {
        _ = try requireAdmin(request)
        return AdminViews.user(request.web, user: try await account(request), state: FormState())
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
            return request.redirect(to: "/admin/users/\(account.id)")
        } catch let error as AppError {
            let stored = try await self.account(request)
            let state = FormState(values: ["name": form.name ?? "", "email": form.email ?? "", "phone": form.phone ?? ""],
                                  error: error, text: request.web.text, fields: ["name", "email", "phone"])
            return AdminViews.user(request.web, user: stored, state: state, status: error.kind.httpStatus)
        }
    }

    /// A reset link for someone who forgot their password, when Larder sends no mail (or theirs does not arrive).
    @Sendable
    func makeResetLink(request: Request) async throws -> Response {
        _ = try requireAdmin(request)
        let account = try await account(request)
        let link = try await request.passwordResets.issue(for: account.id, channel: .administrator)
        // The link is only ever shown in this answer, so it is rendered here, not after a redirect.
        let made = AdminViews.ResetLink(url: link.url(on: request.publicBaseURL), expiresAt: link.expiresAt)
        return AdminViews.user(request.web, user: account, state: FormState(), resetLink: made, status: .created)
    }

    @Sendable
    func devices(request: Request) async throws -> Response {
        _ = try requireAdmin(request)
        return AdminViews.devices(request.web, devices: try await request.devices.all(), created: nil, state: FormState())
    }

    @Sendable
    func createDevice(request: Request) async throws -> Response {
        _ = try requireAdmin(request)
        let form = try request.content.decode(DeviceForm.self)
        do {
            let created = try await request.devices.register(name: form.name ?? "", model: form.model)
            // The secret is only ever shown in this answer, so it is rendered here, not after a redirect.
            return AdminViews.devices(request.web, devices: try await request.devices.all(), created: created, state: FormState(), status: .created)
        } catch let error as AppError {
            let state = FormState(values: ["name": form.name ?? "", "model": form.model ?? ""],
                                  error: error, text: request.web.text, fields: ["name", "model"])
            return AdminViews.devices(request.web, devices: try await request.devices.all(), created: nil, state: state, status: error.kind.httpStatus)
        }
    }

    private func requireAdmin(_ request: Request) throws -> Person {
        let user = try request.requireWebUser()
        guard user.isAdmin else { throw AppError.forbidden(.errorAdminsOnly) }
        return user
    }

    private func account(_ request: Request) async throws -> Person {
        guard let id = request.parameters.get("userID", as: UUID.self) else { throw AppError.notFound(.errorUserNotFound) }
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
