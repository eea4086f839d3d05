import Foundation
@testable import LarderServer
import LarderTestSupport
import Testing
import Vapor

/// Larder configured to send mail through `catcher`, at the public address `http://larder.example.test`.
func withMailingApp(
    _ database: TestDatabase, _ catcher: MailCatcher, startTLS: Bool = false, _ body: (Application) async throws -> Void
) async throws {
    try await withApp(database, configure: { (configuration: inout LarderConfiguration) in
        configuration.mail = MailSettings(
            host: startTLS ? "localhost" : "127.0.0.1", port: catcher.port, security: startTLS ? .starttls : .none,
            username: catcher.username, password: catcher.password, from: "Larder <larder@example.test>",
            trustedCertificatesFile: startTLS ? catcher.certificateFile : nil)
        configuration.publicURL = "http://larder.example.test"
    }) { app in try await body(app) }
}

/// The path and query of the first link to Larder in a mail's text.
func linkPath(in mail: MailCatcher.Mail) throws -> String {
    let url = try #require(mail.body.split(whereSeparator: \.isWhitespace).first { $0.hasPrefix("http://larder.example.test/") })
    return String(url.dropFirst("http://larder.example.test".count))
}
