import Foundation
@testable import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// Larder sending mail to a mail catcher (Python's aiosmtpd) at the public address
/// `http://larder.example.test`. Runs nothing when the catcher cannot start.
func withMailingApp(
    _ database: TestDatabase, startTLS: Bool = false, _ body: (Application, MailCatcher) async throws -> Void
) async throws {
    guard let catcher = try await MailCatcher.start(startTLS: startTLS) else { return }
    defer { catcher.stop() }
    try await withApp(database, configure: { (configuration: inout LarderConfiguration) in
        configuration.mail = MailSettings(
            host: startTLS ? "localhost" : "127.0.0.1", port: catcher.port, security: startTLS ? .starttls : .none,
            username: catcher.username, password: catcher.password, from: "Larder <larder@example.test>",
            trustedCertificatesFile: startTLS ? catcher.certificateFile : nil)
        configuration.publicURL = "http://larder.example.test"
    }) { app in try await body(app, catcher) }
}

/// The path and query of the first link to Larder in a mail's text.
func linkPath(in mail: MailCatcher.Mail) throws -> String {
    let url = try #require(mail.body.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("http://larder.example.test/") })
    return String(url.dropFirst("http://larder.example.test".count))
}

/// The token of a mail's link to `page` (`/register/confirm`, `/password/reset`).
func token(in mail: MailCatcher.Mail, linkingTo page: String) throws -> String {
    let link = try linkPath(in: mail)
    let prefix = page + "?token="
    try #require(link.hasPrefix(prefix), "\(link) does not open \(page)")
    return String(link.dropFirst(prefix.count))
}
