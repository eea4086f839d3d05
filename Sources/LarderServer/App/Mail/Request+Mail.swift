import Foundation
import LarderCore
import Vapor

extension Request {
    /// The mail server and Larder's public address, when Larder can mail links; nil otherwise.
    var linkMailer: (mailer: SMTPClient, base: String)? {
        guard let mailer = application.mailer, let base = application.larderConfiguration.publicURL else { return nil }
        return (mailer, base)
    }

    /// Hands `message` to the mail server after the answer has gone, so the time an answer takes
    /// never tells whether a mail was sent. A failure is logged without the message, whose link
    /// works like a password.
    func mailAfterAnswering(_ message: MailMessage, through mailer: SMTPClient, what: String) {
        let logger = self.logger
        Task {
            do {
                try await mailer.send(message, to: message.to, date: Date())
            } catch {
                logger.warning("\(what) was not handed over to the mail server: \(error)")
            }
        }
    }
}
