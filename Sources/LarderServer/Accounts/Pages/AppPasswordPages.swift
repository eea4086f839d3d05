import Vapor

/// "Phones and apps": app passwords for phones syncing reminders over CalDAV, made, shown once
/// and revoked here, with how to connect each kind of phone.
struct AppPasswordPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(AccountRoute.phones, use: list)
        routes.post(AccountRoute.phones, use: make)
        routes.post(AccountRoute.phoneRevocation(.key), use: revoke)
    }

    @Sendable
    func list(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        return try await page(request, user: user, made: nil, state: FormState())
    }

    @Sendable
    func make(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let form = try request.content.decode(MakeForm.self)
        do {
            let (_, password) = try await request.appPasswords.create(name: form.name ?? "", for: user.id)
            return try await page(request, user: user, made: password, state: FormState())
        } catch let error as AppError {
            let state = FormState(values: ["name": form.name ?? ""], error: error, text: request.web.text, fields: ["name"])
            return try await page(request, user: user, made: nil, state: state, status: error.kind.httpStatus)
        }
    }

    @Sendable
    func revoke(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        guard let id = request.parameters.get(.appPasswordID, as: UUID.self) else { throw AppPasswordService.notFound }
        try await request.appPasswords.revoke(id, of: user.id)
        request.setFlash(.success, request.web.text[.phonesRevoked])
        return request.redirect(to: AccountRoute.phones)
    }

    private func page(_ request: Request, user: Person, made: String?, state: FormState, status: HTTPResponseStatus = .ok) async throws
        -> Response
    {
        let passwords = try await request.appPasswords.passwords(of: user.id)
        let model = PhonesPage.Model(
            login: user.login, passwords: try passwords.map(PhonesPage.AppPasswordRow.init), made: made,
            serverURL: request.publicBaseURL + "/", form: state)
        return PhonesPage.View(context: request.web, model: model).response(status: status)
    }

    private struct MakeForm: Content {
        var name: String?
    }
}

extension PhonesPage.AppPasswordRow {
    init(_ password: AppPassword) throws {
        self.init(id: try password.requireID(), name: password.name, lastUsedAt: password.lastUsedAt)
    }
}
