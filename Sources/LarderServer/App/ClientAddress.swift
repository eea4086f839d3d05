import Foundation
import NIOCore
import Vapor

/// An address range in CIDR notation (`10.0.0.0/8`, `::1/128`); a bare address is a range of one.
struct IPNetwork: Sendable, Hashable, CustomStringConvertible {
    let bytes: [UInt8]
    let prefixLength: Int

    init?(_ text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: "/", maxSplits: 1).map(String.init)
        guard let first = parts.first, let bytes = IPNetwork.bytes(of: first) else { return nil }
        let length = parts.count == 2 ? Int(parts[1]) : bytes.count * 8
        guard let length, (0...bytes.count * 8).contains(length) else { return nil }
        self.bytes = bytes
        self.prefixLength = length
    }

    var description: String {
        "\(bytes.count == 4 ? bytes.map(String.init).joined(separator: ".") : "IPv6")/\(prefixLength)"
    }

    func contains(_ address: String) -> Bool {
        guard let other = IPNetwork.bytes(of: address), other.count == bytes.count else { return false }
        var remaining = prefixLength
        for (mine, theirs) in zip(bytes, other) where remaining > 0 {
            let bits = min(remaining, 8)
            let mask = UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
            if mine & mask != theirs & mask { return false }
            remaining -= bits
        }
        return true
    }

    /// The address's bytes: 4 for IPv4, 16 for IPv6 (an IPv4-mapped IPv6 address reads as IPv4).
    static func bytes(of text: String) -> [UInt8]? {
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
        guard let address = try? SocketAddress(ipAddress: trimmed, port: 0) else { return nil }
        switch address {
        case .v4(let v4):
            return withUnsafeBytes(of: v4.address.sin_addr) { Array($0) }
        case .v6(let v6):
            let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
            if bytes.prefix(10).allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
                return Array(bytes.suffix(4))
            }
            return bytes
        default:
            return nil
        }
    }
}

/// Who a request came from. Behind a reverse proxy every request arrives from the proxy, which
/// says who its client was in `Forwarded` or `X-Forwarded-For`; those headers are believed only
/// from a configured proxy (anyone else could write them), walking back through trusted hops
/// to the first address that is not one.
enum ClientAddress {
    static func resolve(peer: String?, headers: HTTPHeaders, trusting proxies: [IPNetwork]) -> String? {
        guard let peer else { return nil }
        guard isTrusted(peer, proxies) else { return peer }
        let chain = forwardedChain(headers)
        for hop in chain.reversed() where !isTrusted(hop, proxies) {
            return hop
        }
        return chain.first ?? peer
    }

    private static func isTrusted(_ address: String, _ proxies: [IPNetwork]) -> Bool {
        proxies.contains { $0.contains(address) }
    }

    /// Client first, nearest proxy last, as the headers list them.
    static func forwardedChain(_ headers: HTTPHeaders) -> [String] {
        let forwarded = headers[.forwarded].flatMap { $0.split(separator: ",") }.compactMap { element -> String? in
            for pair in element.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2, parts[0].lowercased() == "for" else { continue }
                var value = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                if value.hasPrefix("[") { value = String(value.dropFirst().prefix { $0 != "]" }) }
                else if value.filter({ $0 == ":" }).count == 1 { value = String(value.prefix { $0 != ":" }) }
                return IPNetwork.bytes(of: value) == nil ? nil : value
            }
            return nil
        }
        if !forwarded.isEmpty { return forwarded }
        return headers[.xForwardedFor].flatMap { $0.split(separator: ",") }
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { IPNetwork.bytes(of: $0) != nil }
    }
}

extension Request {
    /// The client's address, through configured proxies (`LARDER_TRUSTED_PROXIES`).
    var clientAddress: String? {
        ClientAddress.resolve(
            peer: remoteAddress?.ipAddress, headers: headers, trusting: application.larderConfiguration.trustedProxies)
    }
}
