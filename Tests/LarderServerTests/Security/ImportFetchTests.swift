import Foundation
import LarderTestSupport
import Testing
import Vapor
import ZIPFoundation

@testable import LarderServer

/// Recipe import fetches what users type from sites nobody vouches for: a small compressed body
/// must not expand without bound, and a name must not point somewhere else between the address
/// check and the connection.
@Suite("Recipe import: compressed pages and pinned addresses")
struct ImportFetchTests {
    @Test("A page its site compressed is inflated and read")
    func compressedPageIsRead() async throws {
        let compressed = try Self.gzip(RecipeImportAPITests.dalPage)
        try await withLoopbackServer({ site in
            site.get("dal") { _ in
                Response(status: .ok, headers: ["Content-Type": "text/html", "Content-Encoding": "gzip"], body: .init(data: Data(compressed)))
            }
        }) { site in
            try await withApp(.sqlite) { app in
                let ada = try await app.makeUser("Ada")

                let imported = try await app.api(.POST, "/api/recipes/import", json: ["url": "\(site)/dal"], as: ada.bearer)

                #expect(imported.status == .ok, "\(imported.body)")
                #expect((imported.json["draft"] as? [String: Any])?["title"] as? String == "Weeknight Dal")
            }
        }
    }

    @Test("A small gzip body that inflates past the limit is refused as too large, naming the url")
    func compressionBombIsRefused() async throws {
        let inflated = RecipePageFetcher.maxBytes * 8
        let bomb = try Self.gzip("<html>" + String(repeating: " ", count: inflated) + "</html>")
        #expect(bomb.count < inflated / 500)
        try await withLoopbackServer({ site in
            // Sent gzipped whatever the client accepts, as a hostile site would.
            site.get("bomb") { _ in
                Response(status: .ok, headers: ["Content-Type": "text/html", "Content-Encoding": "gzip"], body: .init(data: Data(bomb)))
            }
        }) { site in
            try await withApp(.sqlite) { app in
                let ada = try await app.makeUser("Ada")

                let refused = try await app.api(.POST, "/api/recipes/import", json: ["url": "\(site)/bomb"], as: ada.bearer)

                #expect(refused.status == .unprocessableEntity)
                #expect(refused.errorField == "url")
                #expect(refused.errorMessage?.contains("larger than 5 MB") == true, "\(refused.errorMessage ?? refused.body)")
            }
        }
    }

    @Test("The connection goes to the address that was checked, never to a second lookup of the name")
    func connectsToTheCheckedAddress() async throws {
        try await withLoopbackServer({ site in
            site.get("dal") { request in
                Self.html(request.headers.first(name: .host)?.hasPrefix("recipes.rebind.test") == true ? RecipeImportAPITests.dalPage : "wrong host")
            }
        }) { site in
            try await withApp(.sqlite) { app in
                let port = try #require(URLComponents(string: site)?.port)
                let lookups = RequestCounter()
                // The system cannot resolve this name: only the checked answer can be connected to.
                var fetcher = app.recipeFetcherForTests(allowsPrivateNetworks: true)
                fetcher.resolve = { name in
                    lookups.increment()
                    guard name == "recipes.rebind.test" else { throw PublicAddresses.ResolutionFailed(host: name) }
                    return [[127, 0, 0, 1]]
                }

                let page = try await fetcher.page(at: "http://recipes.rebind.test:\(port)/dal")

                #expect(page.contains("Weeknight Dal"))
                #expect(lookups.count == 1)
            }
        }
    }

    @Test("A name that first answers a public address and then a private one never reaches the private one")
    func rebindingNeverReachesThePrivateAddress() async throws {
        let requests = RequestCounter()
        try await withLoopbackServer({ site in
            site.get("dal") { _ in
                requests.increment()
                return Self.html(RecipeImportAPITests.dalPage)
            }
        }) { site in
            try await withApp(.sqlite) { app in
                let port = try #require(URLComponents(string: site)?.port)
                let lookups = RequestCounter()
                var fetcher = app.recipeFetcherForTests(allowsPrivateNetworks: false)
                fetcher.timeout = 2
                fetcher.resolve = { _ in
                    defer { lookups.increment() }
                    // TEST-NET-3 is public to the check and unreachable from this machine.
                    return lookups.count == 0 ? [[203, 0, 113, 7]] : [[127, 0, 0, 1]]
                }

                await #expect(throws: AppError.self) { try await fetcher.page(at: "http://recipes.rebind.test:\(port)/dal") }

                #expect(requests.count == 0)
            }
        }
    }

    /// `text` as a gzip member, made with the zlib the server links.
    private static func gzip(_ text: String) throws -> [UInt8] {
        let plain = Data(text.utf8)
        var deflated: [UInt8] = []
        let checksum = try Data.compress(size: Int64(plain.count), bufferSize: 1 << 16, provider: { position, size in
            plain.subdata(in: Int(position)..<Int(position) + size)
        }, consumer: { deflated.append(contentsOf: $0) })
        let count = plain.count
        let header: [UInt8] = [0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]
        func littleEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
        return header + deflated + littleEndian(checksum) + littleEndian(UInt32(truncatingIfNeeded: count))
    }

    private static func html(_ text: String) -> Response {
        Response(status: .ok, headers: ["Content-Type": "text/html; charset=utf-8"], body: .init(string: text))
    }
}

extension Application {
    fileprivate func recipeFetcherForTests(allowsPrivateNetworks: Bool) -> RecipePageFetcher {
        RecipePageFetcher(eventLoopGroup: eventLoopGroup, allowsPrivateNetworks: allowsPrivateNetworks, threadPool: threadPool)
    }
}
