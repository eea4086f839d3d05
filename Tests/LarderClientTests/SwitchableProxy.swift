import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix

/// A loopback TCP relay in front of the test server that can be unplugged: while it is offline it
/// drops every connection, so the browser and its service worker alike find Larder unreachable.
/// (Chromium's emulated offline mode cuts off the page but not its service worker.)
final class SwitchableProxy: @unchecked Sendable {
    private let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
    private let state = NIOLockedValueBox((offline: false, open: [Channel]()))
    private var listener: Channel?
    let port: Int

    init(to upstreamPort: Int) async throws {
        let group = self.group
        let state = self.state
        let bootstrap = ServerBootstrap(group: group)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.autoRead, value: false)
            .childChannelInitializer { inbound in
                let accepted = state.withLockedValue { state -> Bool in
                    guard !state.offline else { return false }
                    state.open.append(inbound)
                    return true
                }
                guard accepted else { return inbound.close() }
                return ClientBootstrap(group: group)
                    .connect(host: "127.0.0.1", port: upstreamPort)
                    .flatMap { outbound in
                        state.withLockedValue { $0.open.append(outbound) }
                        return outbound.pipeline.addHandler(Relay(to: inbound)).flatMap {
                            inbound.pipeline.addHandler(Relay(to: outbound))
                        }
                        .map { inbound.read() }
                    }
            }
        let listener = try await bootstrap.bind(host: "127.0.0.1", port: 0).get()
        self.listener = listener
        port = listener.localAddress?.port ?? 0
    }

    /// Unplugs (every open connection is dropped) or plugs the network back in.
    func setOffline(_ offline: Bool) {
        let dropped = state.withLockedValue { state -> [Channel] in
            state.offline = offline
            defer { if offline { state.open = [] } }
            return offline ? state.open : []
        }
        for channel in dropped { channel.close(promise: nil) }
    }

    func shutdown() async {
        setOffline(true)
        try? await listener?.close()
        try? await group.shutdownGracefully()
    }

    /// Passes what one side reads to the other, and closes the other when one side closes.
    private final class Relay: ChannelInboundHandler, @unchecked Sendable {
        typealias InboundIn = ByteBuffer
        let partner: Channel

        init(to partner: Channel) {
            self.partner = partner
        }

        func channelActive(context: ChannelHandlerContext) {
            context.read()
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            partner.writeAndFlush(unwrapInboundIn(data), promise: nil)
        }

        func channelReadComplete(context: ChannelHandlerContext) {
            context.read()
        }

        func channelInactive(context: ChannelHandlerContext) {
            partner.close(promise: nil)
        }
    }
}
