import LarderCore
import Vapor

extension RegistrationService.Mail {
    /// The mail to `address`, in the language of the person it is for.
    func message(to address: String, from: String, base: String, language fallback: Language) -> MailMessage {
        let site = base.hasSuffix("/") ? String(base.dropLast()) : base
        switch self {
        case .confirm(let link):
            let text = Localizer(link.language ?? fallback)
            return MailMessage(
                from: from, to: address, subject: text[.mailRegisterSubject],
                body: text.text(.mailRegisterBody, [link.name, link.url(on: base)]))
        case .alreadyRegistered(let owner):
            let text = Localizer(owner.preferredLanguage ?? fallback)
            return MailMessage(
                from: from, to: address, subject: text[.mailRegisteredSubject],
                body: text.text(.mailRegisteredBody, [owner.name, site + AccountRoute.login.path, site + AccountRoute.passwordForgot.path]))
        }
    }
}

extension Request {
    /// Registers through `registrations`, then mails the link or the notice the outcome calls for.
    func register(_ registration: AccountService.Registration) async throws -> RegistrationService.Outcome {
        let outcome = try await registrations.register(registration)
        if case .mailed(let address, let mail?) = outcome, let (mailer, base) = linkMailer {
            let message = mail.message(to: address, from: mailer.settings.from, base: base, language: registration.language ?? web.language)
            mailAfterAnswering(message, through: mailer, what: "A registration mail")
        }
        return outcome
    }
}
