import LarderCore
import Vapor

/// "Forgot your password?": ask for a link by mail, then set a new password through it.
struct PasswordResetPages: RouteCollection {
    func boot(routes: any RoutesBuilder) throws {
        let password = routes.grouped("password")
        password.get("forgot", use: forgotForm)
        password.post("forgot", use: forgot)
        password.get("reset", use: resetForm)
        password.post("reset", use: reset)
    }

    @Sendable
    func forgotForm(request: Request) async throws -> Response {
        PasswordResetViews.forgot(request.web, mailIsOn: request.linkMailer != nil, state: FormState(), sentTo: nil)
    }

    /// Answers the same whether or not an account has the address, and before any mail is sent, so
    /// neither the words nor the time tell who has an account.
    @Sendable
    func forgot(request: Request) async throws -> Response {
        let form = try request.content.decode(ForgotForm.self)
        let login = (form.email ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard let (mailer, base) = request.linkMailer else {
            return PasswordResetViews.forgot(request.web, mailIsOn: false, state: FormState(), sentTo: nil)
        }
        guard !login.isEmpty else {
            let state = FormState(values: [:], error: .invalid("email", .errorLoginEmpty), text: request.web.text, fields: ["email"])
            return PasswordResetViews.forgot(request.web, mailIsOn: true, state: state, sentTo: nil, status: .badRequest)
        }
        if let (link, address) = try await request.passwordResets.issueForMail(login: login) {
            let text = Localizer(link.person.preferredLanguage ?? request.web.language)
            let message = MailMessage(
                from: mailer.settings.from, to: address, subject: text[.mailResetSubject],
                body: text.text(.mailResetBody, [link.person.name, link.url(on: base)]))
            request.mailAfterAnswering(message, through: mailer, what: "A password reset mail")
        }
        return PasswordResetViews.forgot(request.web, mailIsOn: true, state: FormState(), sentTo: login)
    }

    @Sendable
    func resetForm(request: Request) async throws -> Response {
        let token = (try? request.query.get(String.self, at: "token")) ?? ""
        do {
            let person = try await request.passwordResets.person(for: token)
            return PasswordResetViews.reset(request.web, token: token, person: person, state: FormState())
        } catch let error as AppError {
            return PasswordResetViews.reset(request.web, token: nil, person: nil, state: Self.state(error, request), status: error.kind.httpStatus)
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
            return request.redirect(to: "/login")
        } catch let error as AppError {
            let person = try? await request.passwordResets.person(for: token)
            return PasswordResetViews.reset(
                request.web, token: person == nil ? nil : token, person: person, state: Self.state(error, request), status: error.kind.httpStatus)
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
