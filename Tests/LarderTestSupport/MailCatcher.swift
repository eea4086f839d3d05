import Foundation

/// A real SMTP server on loopback for tests: Python's aiosmtpd, requiring AUTH, that parses each
/// message it accepts with Python's own email parser (so a malformed message fails there, not
/// only here) and writes it to a folder as JSON.
public final class MailCatcher: @unchecked Sendable {
    public struct Mail: Decodable, Sendable {
        public var envelopeTo: [String]
        public var from: String
        public var to: String
        public var subject: String
        public var body: String
    }

    public let port: Int
    public let username = "larder-mail"
    public let password = "mail-password-for-tests"
    private let folder: URL
    private let process: Process

    /// Starts the server, or returns nil (after saying why) when aiosmtpd is not installed; with
    /// LARDER_REQUIRE_PYTHON_TOOLS=1 that is an error instead.
    ///
    /// With `startTLS`, the server offers STARTTLS with a self-signed certificate for "localhost"
    /// (`certificateFile`, which the client must trust) and takes AUTH only after it.
    public static func start(startTLS: Bool = false) async throws -> MailCatcher? {
        let check = try await PythonTools.run(PythonTools.interpreter, ["-c", "import aiosmtpd"])
        guard check.status == 0 else {
            let reason = "aiosmtpd is not importable by \(PythonTools.interpreter) (CI installs it from Tests/python-requirements.txt)"
            if PythonTools.areRequired { throw FixtureError(reason) }
            print("▸ Skipping a mail test: \(reason)")
            return nil
        }
        let catcher = try MailCatcher(port: FreePort.find())
        if startTLS { try await catcher.makeCertificate() }
        try catcher.run(startTLS: startTLS)
        let ready = catcher.folder.appendingPathComponent("ready")
        for _ in 0..<150 {
            if FileManager.default.fileExists(atPath: ready.path) { return catcher }
            guard catcher.process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        catcher.stop()
        throw FixtureError("aiosmtpd did not start on port \(catcher.port)")
    }

    /// The certificate a STARTTLS catcher presents.
    public var certificateFile: String { folder.appendingPathComponent("certificate.pem").path }
    private var keyFile: String { folder.appendingPathComponent("key.pem").path }

    private init(port: Int) throws {
        self.port = port
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-mail-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        process = Process()
    }

    private func makeCertificate() async throws {
        let made = try await PythonTools.run("openssl", [
            "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost",
            "-addext", "subjectAltName=DNS:localhost", "-keyout", keyFile, "-out", certificateFile,
        ])
        guard made.status == 0 else { throw FixtureError("openssl could not make a certificate: \(made.output)") }
    }

    private func run(startTLS: Bool) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [PythonTools.interpreter, "-c", Self.script, folder.path, String(port), username, password]
            + (startTLS ? [certificateFile, keyFile] : [])
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    deinit { stop() }

    public func stop() {
        // SIGKILL: the child inherits this process's blocked signals, SIGTERM among them.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// Every message accepted so far, in order.
    public func mails() throws -> [Mail] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { try JSONDecoder().decode(Mail.self, from: Data(contentsOf: folder.appendingPathComponent($0))) }
    }

    /// Waits until `count` messages have come in (mail goes out after the request that caused it has been answered).
    public func waitForMails(_ count: Int = 1, timeout: Duration = .seconds(30)) async throws -> [Mail] {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            let mails = try self.mails()
            if mails.count >= count { return mails }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw FixtureError("\(count) mail(s) expected on port \(port), \(try mails().count) arrived")
    }

    private static let script = #"""
        import email, email.policy, json, os, sys, time
        from aiosmtpd.controller import Controller
        from aiosmtpd.smtp import AuthResult, LoginPassword

        folder, port, user, password = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
        tls = {}
        if len(sys.argv) > 6:
            import ssl
            context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
            context.load_cert_chain(sys.argv[5], sys.argv[6])
            tls = {"tls_context": context, "require_starttls": True}

        class Catcher:
            async def handle_DATA(self, server, session, envelope):
                message = email.message_from_bytes(envelope.content, policy=email.policy.default)
                mail = {"envelopeTo": envelope.rcpt_tos, "from": str(message["From"]), "to": str(message["To"]),
                        "subject": str(message["Subject"]), "body": message.get_content()}
                name = os.path.join(folder, "%06d.json" % len([n for n in os.listdir(folder) if n.endswith(".json")]))
                with open(name + ".partial", "w") as f:
                    json.dump(mail, f)
                os.rename(name + ".partial", name)
                return "250 OK"

        def authenticate(server, session, envelope, mechanism, auth_data):
            ok = isinstance(auth_data, LoginPassword) and auth_data.login.decode() == user and auth_data.password.decode() == password
            return AuthResult(success=ok)

        controller = Controller(Catcher(), hostname="127.0.0.1", port=port, authenticator=authenticate,
                                auth_required=True, auth_require_tls=bool(tls), **tls)
        controller.start()
        open(os.path.join(folder, "ready"), "w").close()
        while True:
            time.sleep(3600)
        """#
}
