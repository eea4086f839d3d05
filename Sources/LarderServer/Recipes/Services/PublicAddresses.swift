import Foundation
import NIOPosix
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which network addresses the recipe importer may fetch from. A server that fetches any URL a
/// user types can be made to read the machine's own services or the LAN (a router's admin page,
/// a cloud metadata endpoint) and show the answer back; so by default only public internet
/// addresses are fetched, checked for the first address and for every redirect.
enum PublicAddresses {
    /// Whether `bytes` (4 for IPv4, 16 for IPv6, network order) is an ordinary public address.
    static func isPublic(_ bytes: [UInt8]) -> Bool {
        switch bytes.count {
        case 4: return isPublicIPv4(bytes)
        case 16: return isPublicIPv6(bytes)
        default: return false
        }
    }

    private static func isPublicIPv4(_ b: [UInt8]) -> Bool {
        switch (b[0], b[1]) {
        case (0, _), (10, _), (127, _): return false                 // this network, private, loopback
        case (100, 64...127): return false                           // carrier-grade NAT
        case (169, 254): return false                                // link-local (cloud metadata)
        case (172, 16...31), (192, 168): return false                // private
        case (192, 0) where b[2] == 0: return false                  // IETF protocol assignments
        case (198, 18...19): return false                            // benchmarking
        case (224..., _): return false                               // multicast, reserved, broadcast
        default: return true
        }
    }

    private static func isPublicIPv6(_ b: [UInt8]) -> Bool {
        let zeroPrefix = b[0..<10].allSatisfy { $0 == 0 }
        if zeroPrefix && b[10] == 0xff && b[11] == 0xff { return isPublicIPv4(Array(b[12..<16])) }  // ::ffff:a.b.c.d
        if b[0..<15].allSatisfy({ $0 == 0 }) { return false }                                          // :: and ::1
        if b[0] == 0x00, b[1] == 0x64, b[2] == 0xff, b[3] == 0x9b { return isPublicIPv4(Array(b[12..<16])) }  // NAT64
        if b[0] & 0xfe == 0xfc { return false }                                                       // unique local fc00::/7
        if b[0] == 0xfe && b[1] & 0xc0 == 0x80 { return false }                                       // link-local fe80::/10
        if b[0] == 0xff { return false }                                                              // multicast
        return true
    }

    struct ResolutionFailed: Error, CustomStringConvertible {
        var host: String
        var description: String { "the name \(host) could not be resolved" }
    }

    /// Every address `name` resolves to (a literal address resolves to itself).
    static func resolve(_ name: String) throws -> [[UInt8]] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
        hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(name, nil, &hints, &list) == 0, let first = list else { throw ResolutionFailed(host: name) }
        defer { freeaddrinfo(first) }
        var addresses: [[UInt8]] = []
        for entry in sequence(first: first, next: { $0.pointee.ai_next }) {
            guard let socketAddress = entry.pointee.ai_addr else { continue }
            switch Int32(socketAddress.pointee.sa_family) {
            case AF_INET:
                socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                    addresses.append(withUnsafeBytes(of: ipv4.pointee.sin_addr) { Array($0) })
                }
            case AF_INET6:
                socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                    addresses.append(withUnsafeBytes(of: ipv6.pointee.sin6_addr) { Array($0) })
                }
            default:
                continue
            }
        }
        guard !addresses.isEmpty else { throw ResolutionFailed(host: name) }
        return addresses
    }

    static func text(_ bytes: [UInt8]) -> String {
        if bytes.count == 4 { return bytes.map(String.init).joined(separator: ".") }
        return stride(from: 0, to: bytes.count, by: 2)
            .map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
            .joined(separator: ":")
    }
}
