import LarderCore
import Vapor

/// "Forgot your password?": ask for a link by mail, then set a new password through it.
struct PasswordResetPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        routes.get(AccountRoute.passwordForgot, use: forgotForm)
        routes.post(AccountRoute.passwordForgot, use: forgot)
        routes.get(AccountRoute.passwordReset, use: resetForm)
        routes.post(AccountRoute.passwordReset, use: reset)
    }

    @Sendable
    func forgotForm(request: Request) async throws -> Response {
        ForgotPasswordPage.View(context: request.web, model: .init(mailIsOn: request.linkMailer != nil, form: FormState(), sentTo: nil)).response()
    }

    /// Answers the same whether or not an account has the address, and before any mail is sent, so
    /// neither the words nor the time tell who has an account.
    @Sendable
    func forgot(request: Request) async throws -> Response {
        let form = try request.content.decode(ForgotForm.self)
        let login = (form.email ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard let (mailer, base) = request.linkMailer else {
            return ForgotPasswordPage.View(context: request.web, model: .init(mailIsOn: false, form: FormState(), sentTo: nil)).response()
        }
        guard !login.isEmpty else {
            let state = FormState(values: [:], error: .invalid("email", .errorLoginEmpty), text: request.web.text, fields: ["email"])
            return ForgotPasswordPage.View(context: request.web, model: .init(mailIsOn: true, form: state, sentTo: nil)).response(status: .badRequest)
        }
        if let (link, address) = try await request.passwordResets.issueForMail(login: login) {
            let text = Localizer(link.person.preferredLanguage ?? request.web.language)
            let message = MailMessage(
                from: mailer.settings.from, to: address, subject: text[.mailResetSubject],
                body: text.text(.mailResetBody, [link.person.name, link.url(on: base)]))
            request.mailAfterAnswering(message, through: mailer, what: "A password reset mail")
        }
        return ForgotPasswordPage.View(context: request.web, model: .init(mailIsOn: true, form: FormState(), sentTo: login)).response()
    }

    @Sendable
    func resetForm(request: Request) async throws -> Response {
        let token = (try? request.query.get(String.self, at: "token")) ?? ""
        do {
            let person = try await request.passwordResets.person(for: token)
            return ResetPasswordPage.View(context: request.web, model: .init(token: token, login: person.login, form: FormState())).response()
        } catch let error as AppError {
            return ResetPasswordPage.View(context: request.web, model: .init(token: nil, login: nil, form: Self.state(error, request)))
                .response(status: error.kind.httpStatus)
        }
    }

    @Sendable
    func reset(request: Request) async throws -> Response {
        let form = try request.content.decode(ResetForm.self)
        let token = form.token ?? ""
        do {
            _ = try await request.passwordResets.redeem(token, newPassword: form.password ?? "")
            // This browser's own session, if any, ended with the others.
            request.endWebSession()
            request.setFlash(.success, request.web.text[.flashPasswordReset])
            return request.redirect(to: AccountRoute.login)
        } catch let error as AppError {
            let person = try? await request.passwordResets.person(for: token)
            let model = ResetPasswordPage.Model(token: person == nil ? nil : token, login: person?.login, form: Self.state(error, request))
            return ResetPasswordPage.View(context: request.web, model: model).response(status: error.kind.httpStatus)
        }
    }

    private static func state(_ error: AppError, _ request: Request) -> FormState {
        FormState(values: [:], error: error, text: request.web.text, fields: ["password"])
    }

    private struct ForgotForm: Content {
        var email: String?
    }

    private struct ResetForm: Content {
        var token: String?
        var password: String?
    }
}
