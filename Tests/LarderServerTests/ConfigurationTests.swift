import Foundation
@testable import LarderServer
import Testing

@Suite("Configuration")
struct ConfigurationTests {
    @Test("With no environment, Larder uses SQLite in ./larder-data")
    func defaults() throws {
        let configuration = try LarderConfiguration.fromEnvironment([:])
        #expect(configuration.dataDirectory == "./larder-data")
        #expect(configuration.storage == .sqlite(path: LarderConfiguration.defaultSQLitePath(in: "./larder-data")))
    }

    @Test("--data-dir wins over LARDER_DATA_DIR, and DATABASE_URL selects PostgreSQL")
    func overrides() throws {
        let configuration = try LarderConfiguration.fromEnvironment(
            ["LARDER_DATA_DIR": "/srv/env", "DATABASE_URL": "postgres://u@db/larder"], dataDirectory: "/srv/flag"
        )
        #expect(configuration.dataDirectory == "/srv/flag")
        #expect(configuration.storage == .postgres(url: "postgres://u@db/larder"))
    }

    @Test("LARDER_SMTP_* name the mail server: STARTTLS on 587 unless told otherwise, the sender's address alone in the envelope")
    func mailSettings() throws {
        let configuration = try LarderConfiguration.fromEnvironment([
            "LARDER_SMTP_HOST": "smtp.example.com", "LARDER_SMTP_FROM": "Larder <larder@example.com>",
            "LARDER_SMTP_USERNAME": "larder", "LARDER_SMTP_PASSWORD": "secret", "LARDER_PUBLIC_URL": "https://larder.example.com/",
        ])
        let mail = try #require(configuration.mail)
        #expect(mail.host == "smtp.example.com")
        #expect(mail.port == 587)
        #expect(mail.security == .starttls)
        #expect(mail.envelopeFrom == "larder@example.com")
        #expect(configuration.publicURL == "https://larder.example.com")
    }

    @Test("Mail settings that cannot work are refused: no sender, no public address, a password in the clear", arguments: [
        ["LARDER_SMTP_HOST": "smtp.example.com", "LARDER_PUBLIC_URL": "https://larder.example.com"],
        ["LARDER_SMTP_HOST": "smtp.example.com", "LARDER_SMTP_FROM": "larder@example.com"],
        ["LARDER_SMTP_HOST": "smtp.example.com", "LARDER_SMTP_FROM": "larder@example.com", "LARDER_PUBLIC_URL": "https://larder.example.com",
         "LARDER_SMTP_SECURITY": "none", "LARDER_SMTP_USERNAME": "larder"],
        ["LARDER_SMTP_HOST": "smtp.example.com", "LARDER_SMTP_FROM": "larder@example.com", "LARDER_PUBLIC_URL": "larder.example.com"],
    ])
    func badMailSettings(environment: [String: String]) {
        #expect(throws: ConfigurationError.self) { try LarderConfiguration.fromEnvironment(environment) }
    }

    @Test("Every bad variable is reported at once")
    func allProblemsTogether() {
        #expect {
            try LarderConfiguration.fromEnvironment([
                "DATABASE_URL": "mysql://nope", "LARDER_JWT_SECRET": "short", "LARDER_BCRYPT_COST": "99", "LARDER_SECURE_COOKIES": "maybe",
            ])
        } throws: { error in
            (error as? ConfigurationError)?.problems.count == 4
        }
    }

    @Test("The signing key is generated once and kept in the data directory")
    func signingKeyIsKept() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("larder-key-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }

        let first = try JWTSecretFile.loadOrCreate(in: directory)
        let second = try JWTSecretFile.loadOrCreate(in: directory)

        #expect(first == second)
        #expect(first.count >= 64)
        let permissions = try FileManager.default.attributesOfItem(atPath: directory + "/jwt-secret")[.posixPermissions] as? Int
        #expect(permissions == 0o600)
    }
}
