import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// Recipe import fetches what users type; by default it must not become a way to read the
/// server's own machine or its network.
@Suite("Recipe import: public addresses only")
struct RecipeImportAddressTests {
    @Test("Loopback, private, link-local, carrier-NAT and multicast IPv4 addresses are not public", arguments: [
        [127, 0, 0, 1], [10, 1, 2, 3], [172, 16, 0, 1], [172, 31, 255, 255], [192, 168, 1, 1],
        [169, 254, 169, 254], [100, 64, 0, 1], [0, 0, 0, 0], [224, 0, 0, 1], [255, 255, 255, 255],
    ] as [[UInt8]])
    func privateIPv4(address: [UInt8]) {
        #expect(!PublicAddresses.isPublic(address))
    }

    @Test("Ordinary internet IPv4 addresses are public", arguments: [
        [93, 184, 216, 34], [8, 8, 8, 8], [172, 32, 0, 1], [100, 128, 0, 1], [192, 169, 0, 1],
    ] as [[UInt8]])
    func publicIPv4(address: [UInt8]) {
        #expect(PublicAddresses.isPublic(address))
    }

    @Test("IPv6 loopback, unique-local, link-local, multicast and mapped private IPv4 are not public; global IPv6 is")
    func ipv6() {
        func v6(_ groups: [UInt16]) -> [UInt8] { groups.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xff)] } }
        #expect(!PublicAddresses.isPublic(v6([0, 0, 0, 0, 0, 0, 0, 1])))
        #expect(!PublicAddresses.isPublic(v6([0, 0, 0, 0, 0, 0, 0, 0])))
        #expect(!PublicAddresses.isPublic(v6([0xfd00, 0, 0, 0, 0, 0, 0, 1])))
        #expect(!PublicAddresses.isPublic(v6([0xfe80, 0, 0, 0, 0, 0, 0, 1])))
        #expect(!PublicAddresses.isPublic(v6([0xff02, 0, 0, 0, 0, 0, 0, 1])))
        #expect(!PublicAddresses.isPublic(v6([0, 0, 0, 0, 0, 0xffff, 0x7f00, 0x0001])))
        #expect(PublicAddresses.isPublic(v6([0, 0, 0, 0, 0, 0xffff, 0x5db8, 0xd822])))
        #expect(PublicAddresses.isPublic(v6([0x2001, 0x4860, 0x4860, 0, 0, 0, 0, 0x8888])))
    }

    @Test("By default a URL on the server's own machine is refused, naming the url, and never fetched")
    func loopbackRefusedByDefault() async throws {
        let requests = RequestCounter()
        try await withLoopbackServer({ site in
            site.get("recipes", "dal") { _ in
                requests.increment()
                return Response(status: .ok, headers: ["Content-Type": "text/html"], body: .init(string: RecipeImportAPITests.dalPage))
            }
        }) { site in
            try await withApp(.sqlite, configure: { $0.importsFromPrivateNetworks = false }) { app in
                let ada = try await app.makeUser("Ada")

                for address in ["\(site)/recipes/dal", site.replacingOccurrences(of: "127.0.0.1", with: "localhost") + "/recipes/dal"] {
                    let refused = try await app.api(.POST, "/api/recipes/import", json: ["url": address], as: ada.bearer)

                    #expect(refused.status == .unprocessableEntity)
                    #expect(refused.errorField == "url")
                    #expect(refused.errorMessage?.contains("private network") == true, "\(refused.body)")
                }
                #expect(requests.count == 0)
            }
        }
    }

    @Test("LARDER_IMPORT_PRIVATE_NETWORKS=true allows a recipe site on the local network")
    func privateNetworksAllowedWhenConfigured() throws {
        let configured = try LarderConfiguration.fromEnvironment(["LARDER_IMPORT_PRIVATE_NETWORKS": "true"])
        let unset = try LarderConfiguration.fromEnvironment([:])

        #expect(configured.importsFromPrivateNetworks)
        #expect(!unset.importsFromPrivateNetworks)
    }
}

/// Counts requests a loopback route answered.
final class RequestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    var count: Int { lock.withLock { value } }

    func increment() { lock.withLock { value += 1 } }
}
