import Vapor

/// Register, sign in and out, and the "Me" tab: profile, password, language.
struct AccountPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(AccountRoute.register, use: registerForm)
        routes.post(AccountRoute.register, use: register)
        routes.get(AccountRoute.registerConfirm, use: confirmForm)
        routes.post(AccountRoute.registerConfirm, use: confirm)
        routes.get(AccountRoute.login, use: loginForm)
        routes.post(AccountRoute.login, use: login)
        routes.post(AccountRoute.logout, use: logout)
        routes.get(AccountRoute.me, use: profile)
        routes.post(AccountRoute.me, use: updateProfile)
        routes.post(AccountRoute.password, use: changePassword)
    }

    @Sendable
    func registerForm(request: Request) async throws -> Response {
        if request.auth.has(Person.self) { return request.redirect(to: ShellRoute.home) }
        return RegisterPage.View(context: request.web, model: .init(form: FormState())).response()
    }

    @Sendable
    func register(request: Request) async throws -> Response {
        let form = try request.content.decode(RegisterForm.self)
        let values = ["name": form.name ?? "", "email": form.email ?? "", "phone": form.phone ?? ""]
        let fields: Set<String> = ["name", "email", "phone", "password"]
        let registration = AccountService.Registration(
            name: form.name ?? "", email: form.email, phone: form.phone, password: form.password ?? "",
            language: request.web.language)
        let problems = request.accounts.problems(with: registration)
        guard problems.isEmpty else {
            let state = FormState(values: values, errors: problems, text: request.web.text, fields: fields)
            return RegisterPage.View(context: request.web, model: .init(form: state)).response(status: .badRequest)
        }
        do {
            let outcome = try await request.register(registration)
            switch outcome {
            case .created(let user):
                return try await welcome(user, request)
            case .mailed(let address, _):
                return RegistrationMailedPage.View(context: request.web, model: .init(address: address)).response()
            }
        } catch let error as AppError {
            let state = FormState(values: values, error: error, text: request.web.text, fields: fields)
            return RegisterPage.View(context: request.web, model: .init(form: state)).response(status: error.kind.httpStatus)
        }
    }

    /// The mailed link opens a page with a button rather than making the account itself, so a
    /// mail scanner that follows links does not use it up.
    @Sendable
    func confirmForm(request: Request) async throws -> Response {
        let token = (try? request.query.get(String.self, at: "token")) ?? ""
        do {
            let pending = try await request.registrations.pending(token)
            return RegistrationConfirmPage.View(context: request.web, model: .init(token: token, name: pending.name, email: pending.email, form: FormState())).response()
        } catch let error as AppError {
            let state = FormState(values: [:], error: error, text: request.web.text, fields: [])
            return RegistrationConfirmPage.View(context: request.web, model: .init(token: nil, name: nil, email: nil, form: state)).response(status: error.kind.httpStatus)
        }
    }

    @Sendable
    func confirm(request: Request) async throws -> Response {
        let form = try request.content.decode(ConfirmForm.self)
        do {
            return try await welcome(try await request.registrations.confirm(form.token ?? ""), request)
        } catch let error as AppError {
            let state = FormState(values: [:], error: error, text: request.web.text, fields: [])
            return RegistrationConfirmPage.View(context: request.web, model: .init(token: nil, name: nil, email: nil, form: state)).response(status: error.kind.httpStatus)
        }
    }

    private func welcome(_ user: Person, _ request: Request) async throws -> Response {
        try await request.startWebSession(for: user)
        request.setFlash(.success, Localizer(request.web.language).text(.flashWelcome, [user.name]))
        return request.redirect(to: ShellRoute.home)
    }

    @Sendable
    func loginForm(request: Request) async throws -> Response {
        let next = request.localReturnPath(try? request.query.get(String.self, at: "next"))
        if request.auth.has(Person.self) { return request.redirect(to: next) }
        return LoginPage.View(context: request.web, model: .init(form: FormState(values: ["next": next]))).response()
    }

    @Sendable
    func login(request: Request) async throws -> Response {
        let form = try request.content.decode(LoginForm.self)
        let next = request.localReturnPath(form.next)
        do {
            let user = try await request.accounts.authenticate(
                login: form.login ?? "",
                password: form.password ?? "",
                address: request.clientAddress
            )
            try await request.startWebSession(for: user)
            return request.redirect(to: next)
        } catch let error as AppError {
            let state = FormState(values: ["login": form.login ?? "", "next": next], error: error, text: request.web.text, fields: ["login"])
            let response = LoginPage.View(context: request.web, model: .init(form: state)).response(status: error.kind.httpStatus)
            if let retryAfter = error.retryAfter { response.headers.replaceOrAdd(name: .retryAfter, value: String(retryAfter)) }
            return response
        }
    }

    @Sendable
    func logout(request: Request) async throws -> Response {
        request.endWebSession()
        let response = request.redirect(to: ShellRoute.home)
        // What the service worker kept for reading offline (lists, recipes, ticks not yet sent)
        // belongs to the person signing out, not to whoever uses this browser next.
        response.headers.replaceOrAdd(name: "Clear-Site-Data", value: #""cache", "storage""#)
        return response
    }

    @Sendable
    func profile(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        return ProfilePage.View(context: request.web, model: .init(user: user, profile: FormState(), password: FormState())).response()
    }

    @Sendable
    func updateProfile(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let form = try request.content.decode(ProfileForm.self)
        do {
            try await request.accounts.updateProfile(user.id, .init(
                name: form.name,
                email: form.email.map { $0.trimmingCharacters(in: .whitespaces) },
                phone: form.phone.map { $0.trimmingCharacters(in: .whitespaces) }
            ), tokens: nil)
            request.setFlash(.success, request.web.text[.flashProfileSaved])
            return request.redirect(to: AccountRoute.me)
        } catch let error as AppError {
            // The failed changes were not saved; reload so the page shows what is stored.
            let stored = try await request.accounts.account(user.id)
            let state = FormState(
                values: ["name": form.name ?? "", "email": form.email ?? "", "phone": form.phone ?? ""],
                error: error, text: request.web.text, fields: ["name", "email", "phone"]
            )
            return ProfilePage.View(context: request.web, model: .init(user: stored, profile: state, password: FormState()))
                .response(status: error.kind.httpStatus)
        }
    }

    @Sendable
    func changePassword(request: Request) async throws -> Response {
        let user = try request.requireWebUser()
        let form = try request.content.decode(PasswordForm.self)
        do {
            try await request.accounts.updateProfile(user.id, .init(
                currentPassword: form.currentPassword ?? "",
                newPassword: form.newPassword ?? ""
            ), tokens: request.tokens)
            request.setFlash(.success, request.web.text[.flashPasswordChanged])
            return request.redirect(to: AccountRoute.me)
        } catch let error as AppError {
            let state = FormState(values: [:], error: error, text: request.web.text, fields: ["currentPassword", "newPassword"])
            return ProfilePage.View(context: request.web, model: .init(user: user, profile: FormState(), password: state))
                .response(status: error.kind.httpStatus)
        }
    }

    private struct ConfirmForm: Content {
        var token: String?
    }

    private struct RegisterForm: Content {
        var name: String?
        var email: String?
        var phone: String?
        var password: String?
    }

    private struct LoginForm: Content {
        var login: String?
        var password: String?
        var next: String?
    }

    private struct ProfileForm: Content {
        var name: String?
        var email: String?
        var phone: String?
    }

    private struct PasswordForm: Content {
        var currentPassword: String?
        var newPassword: String?
    }
}
