import Foundation
import LarderTestSupport
import NIOCore
import NIOPosix
import Testing
import Vapor

@testable import LarderServer

/// A client that opens connections and never finishes a request must not hold them for ever:
/// each one is a file descriptor the server needs for everyone else.
@Suite("Idle connections")
struct IdleConnectionsTests {
    @Test("A connection that stops half-way through its request head is closed after the idle timeout")
    func halfSentHeadIsClosed() async throws {
        try await withApp(.sqlite, configure: { $0.idleTimeout = 1 }) { app in
            try await withRunningServer(app) { baseURL in
                let port = try #require(baseURL.port)
                let closed = app.eventLoopGroup.any().makePromise(of: Void.self)
                let channel = try await ClientBootstrap(group: app.eventLoopGroup)
                    .channelInitializer { channel in
                        channel.closeFuture.whenComplete { _ in closed.succeed() }
                        return channel.eventLoop.makeSucceededVoidFuture()
                    }
                    .connect(host: "127.0.0.1", port: port).get()

                try await channel.writeAndFlush(ByteBuffer(string: "GET /health HTTP/1.1\r\nHost: larder\r\n")).get()

                let started = ContinuousClock.now
                // Were the server never to close it, the test closes it itself, late.
                let giveUp = channel.eventLoop.scheduleTask(in: .seconds(20)) { channel.close(promise: nil) }
                try await closed.futureResult.get()
                giveUp.cancel()
                #expect(ContinuousClock.now - started < .seconds(15))
            }
        }
    }

    @Test("LARDER_IDLE_TIMEOUT sets the timeout and must outlast a recipe generation")
    func idleTimeoutIsConfigured() throws {
        let configured = try LarderConfiguration.fromEnvironment(["LARDER_IDLE_TIMEOUT": "120"])
        #expect(configured.idleTimeout == 120)

        #expect(throws: ConfigurationError.self) {
            try LarderConfiguration.fromEnvironment(["LARDER_IDLE_TIMEOUT": "30", "LARDER_AI_TIMEOUT": "60"])
        }
    }
}
