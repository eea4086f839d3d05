import Foundation
import LarderTestSupport
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import Testing
import Vapor

@testable import LarderServer

/// An upload refused part-way must not hold its connection: the rest of its body is never read.
@Suite("Too large uploads")
struct TooLargeUploadsTests {
    @Test("A chunked upload over the limit is answered 413 and its connection closed at once")
    func chunkedUploadOverTheLimitIsClosed() async throws {
        try await withApp(.sqlite, configure: { $0.maxRequestBodyBytes = 64 * 1024 }) { app in
            try await withRunningServer(app) { baseURL in
                let port = try #require(baseURL.port)
                let received = NIOLockedValueBox(ByteBuffer())
                let closed = app.eventLoopGroup.any().makePromise(of: Void.self)
                let channel = try await ClientBootstrap(group: app.eventLoopGroup)
                    .channelInitializer { channel in
                        channel.closeFuture.whenComplete { _ in closed.succeed() }
                        return channel.pipeline.addHandler(Collector(received: received))
                    }
                    .connect(host: "127.0.0.1", port: port).get()

                let head = "POST /api/auth/login HTTP/1.1\r\nHost: larder\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n"
                try await channel.writeAndFlush(ByteBuffer(string: head)).get()
                let chunk = String(repeating: "a", count: 16 * 1024)
                // Four times the limit, and never the last chunk: a client still sending.
                for _ in 0..<16 {
                    channel.writeAndFlush(ByteBuffer(string: String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n"), promise: nil)
                }

                let started = ContinuousClock.now
                // Were the server never to close it, the test closes it itself, late.
                let giveUp = channel.eventLoop.scheduleTask(in: .seconds(20)) { channel.close(promise: nil) }
                try await closed.futureResult.get()
                giveUp.cancel()
                #expect(ContinuousClock.now - started < .seconds(15))
                let answer = received.withLockedValue { String(buffer: $0) }
                #expect(answer.hasPrefix("HTTP/1.1 413"))
                #expect(answer.contains("\"payload_too_large\""))
            }
        }
    }

    private final class Collector: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let received: NIOLockedValueBox<ByteBuffer>

        init(received: NIOLockedValueBox<ByteBuffer>) { self.received = received }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var bytes = unwrapInboundIn(data)
            received.withLockedValue { $0.writeBuffer(&bytes) }
        }
    }
}
