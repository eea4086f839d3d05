import NIOCore

/// A reply of an SMTP server: its code and the text of each line.
struct SMTPReply: Sendable {
    var code: Int
    var lines: [String]

    var isPositive: Bool { (200..<400).contains(code) }
}

/// Gathers the lines a server sends (already split by a line decoder) into replies — a line whose
/// fourth character is "-" continues — and hands each to the command that waits for it.
// Lives on its channel's event loop only.
final class SMTPReplyHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer

    private var partial: [String] = []
    private var arrived: [SMTPReply] = []
    private var waiting: [EventLoopPromise<SMTPReply>] = []
    private var failure: (any Error)?

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let line = String(buffer: unwrapInboundIn(data)).trimmingCharacters(in: ["\r"])
        guard line.count >= 3, let code = Int(line.prefix(3)) else {
            fail(SMTPFailure.unreadableReply(line), context: context)
            return
        }
        partial.append(String(line.dropFirst(4)))
        if line.dropFirst(3).first == "-" { return }
        let reply = SMTPReply(code: code, lines: partial)
        partial = []
        if waiting.isEmpty { arrived.append(reply) } else { waiting.removeFirst().succeed(reply) }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        fail(error, context: context)
    }

    func channelInactive(context: ChannelHandlerContext) {
        fail(SMTPFailure.connectionClosed, context: context)
        context.fireChannelInactive()
    }

    /// The next reply; call on the channel's event loop.
    func nextReply(on eventLoop: any EventLoop) -> EventLoopFuture<SMTPReply> {
        if !arrived.isEmpty { return eventLoop.makeSucceededFuture(arrived.removeFirst()) }
        if let failure { return eventLoop.makeFailedFuture(failure) }
        let promise = eventLoop.makePromise(of: SMTPReply.self)
        waiting.append(promise)
        return promise.futureResult
    }

    private func fail(_ error: any Error, context: ChannelHandlerContext) {
        if failure == nil { failure = error }
        let pending = waiting
        waiting = []
        for promise in pending { promise.fail(error) }
        context.close(promise: nil)
    }
}

/// Why a mail was not handed over. The descriptions never hold the message or a credential.
enum SMTPFailure: Error, CustomStringConvertible {
    case unreadableReply(String)
    case refused(command: String, reply: SMTPReply)
    case notAnAddress
    case connectionClosed
    case timedOut
    case noTLS
    case credentialsWithoutTLS

    var description: String {
        switch self {
        case .unreadableReply(let line): "the server's reply could not be read: \(line.prefix(80))"
        case .refused(let command, let reply): "the server refused \(command): \(reply.code) \(reply.lines.joined(separator: " ").prefix(200))"
        case .notAnAddress: "the recipient is not one plain address"
        case .connectionClosed: "the server closed the connection"
        case .timedOut: "the server did not answer in time"
        case .noTLS: "the server does not offer STARTTLS"
        case .credentialsWithoutTLS: "a user name and password are only sent over TLS (set LARDER_SMTP_SECURITY to starttls or tls)"
        }
    }
}
