import Foundation
import LarderCore
import NIOCore
import NIOExtras
import NIOPosix
import NIOSSL
import Vapor

/// Hands mail to the configured SMTP server (RFC 5321): EHLO, STARTTLS when asked, AUTH PLAIN when
/// a user name is set, one envelope per message.
struct SMTPClient: Sendable {
    let settings: MailSettings
    let eventLoopGroup: any EventLoopGroup
    /// The whole conversation must end within this; a server that stalls is not waited for.
    var timeout: TimeAmount = .seconds(30)
    /// How Larder introduces itself in EHLO.
    var clientName = "larder.localdomain"

    func send(_ message: MailMessage, to recipient: String, date: Date) async throws {
        guard MailMessage.isEnvelopeAddress(recipient) else { throw SMTPFailure.notAnAddress }
        let tls = try settings.security == .none ? nil : NIOSSLContext(configuration: tlsConfiguration())
        let handler = SMTPReplyHandler()
        let settings = self.settings
        let serverName = Self.isAddressLiteral(settings.host) ? nil : settings.host
        let channel = try await ClientBootstrap(group: eventLoopGroup)
            .connectTimeout(.seconds(10))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if settings.security == .tls, let tls {
                        try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: tls, serverHostname: serverName))
                    }
                    try channel.pipeline.syncOperations.addHandler(ByteToMessageHandler(LineBasedFrameDecoder()))
                    try channel.pipeline.syncOperations.addHandler(handler)
                }
            }
            .connect(host: settings.host, port: settings.port)
            .get()
        let deadline = channel.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) }
        let started = Date()
        do {
            let conversation = SMTPConversation(channel: channel, handler: handler)
            try await conversation.expect("the greeting")
            var extensions = try await conversation.say("EHLO \(clientName)", as: "EHLO").lines
            if settings.security == .starttls, let tls {
                guard extensions.contains(where: { $0.uppercased().hasPrefix("STARTTLS") }) else { throw SMTPFailure.noTLS }
                try await conversation.say("STARTTLS", as: "STARTTLS")
                try await channel.eventLoop.submit {
                    try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: tls, serverHostname: serverName), position: .first)
                }.get()
                extensions = try await conversation.say("EHLO \(clientName)", as: "EHLO").lines
            }
            if let username = settings.username {
                guard settings.security != .none || Self.isLoopback(settings.host) else { throw SMTPFailure.credentialsWithoutTLS }
                let credentials = Data("\u{0}\(username)\u{0}\(settings.password ?? "")".utf8).base64EncodedString()
                try await conversation.say("AUTH PLAIN \(credentials)", as: "AUTH")
            }
            try await conversation.say("MAIL FROM:<\(settings.envelopeFrom)>", as: "MAIL FROM")
            try await conversation.say("RCPT TO:<\(recipient)>", as: "RCPT TO")
            try await conversation.say("DATA", as: "DATA")
            let wire = message.rendered(date: date, messageID: "\(UUID().uuidString)@\(clientName)")
            try await conversation.say(Self.dotStuffed(wire) + ".", as: "the message")
            _ = try? await conversation.say("QUIT", as: "QUIT")
            deadline.cancel()
            try? await channel.close()
        } catch {
            deadline.cancel()
            try? await channel.close()
            if case SMTPFailure.connectionClosed = error, Date().timeIntervalSince(started) >= Double(timeout.nanoseconds) / 1e9 {
                throw SMTPFailure.timedOut
            }
            throw error
        }
    }

    private func tlsConfiguration() throws -> TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        if let file = settings.trustedCertificatesFile {
            configuration.additionalTrustRoots = [.file(file)]
        }
        return configuration
    }

    /// A line of the message that starts with "." gets a second one, so it is not taken for the end.
    static func dotStuffed(_ wire: String) -> String {
        (wire.hasPrefix(".") ? "." : "") + wire.replacingOccurrences(of: "\r\n.", with: "\r\n..")
    }

    static func isAddressLiteral(_ host: String) -> Bool {
        (try? SocketAddress(ipAddress: host, port: 0)) != nil
    }

    static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host.hasPrefix("127.")
    }
}

/// One command at a time, each waiting for its reply.
private struct SMTPConversation {
    let channel: any Channel
    let handler: SMTPReplyHandler

    @discardableResult
    func say(_ line: String, as command: String) async throws -> SMTPReply {
        try await channel.writeAndFlush(ByteBuffer(string: line + "\r\n"))
        return try await expect(command)
    }

    @discardableResult
    func expect(_ command: String) async throws -> SMTPReply {
        let handler = self.handler
        let eventLoop = channel.eventLoop
        let reply = try await eventLoop.flatSubmit { handler.nextReply(on: eventLoop) }.get()
        guard reply.isPositive else { throw SMTPFailure.refused(command: command, reply: reply) }
        return reply
    }
}

extension Application {
    /// The configured mail server, or nil when Larder sends no mail (`LARDER_SMTP_HOST` unset).
    var mailer: SMTPClient? {
        guard let settings = larderConfiguration.mail else { return nil }
        return SMTPClient(settings: settings, eventLoopGroup: eventLoopGroup)
    }
}
