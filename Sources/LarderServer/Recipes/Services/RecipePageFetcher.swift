import AsyncHTTPClient
import Foundation
import LarderCore
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix

/// Fetches a web page to import a recipe from: http or https only, redirects followed, at most
/// `maxBytes` before and after decompression, within `timeout`. Every way a fetch can fail is a 422
/// naming `url` that says what happened — the page is the user's choice, its site's troubles are
/// not the server's.
///
/// Each hop's host is resolved once, checked, and connected to at exactly that address: were the
/// HTTP client to resolve the name again, a DNS server answering a public address to the check and
/// a private one to the connection (DNS rebinding) would reach the server's own network.
struct RecipePageFetcher {
    /// Larger than any real recipe page (the biggest shared pages are about 2.5 MB).
    static let maxBytes = 5 << 20
    static let defaultTimeout: TimeInterval = 10

    static let maxRedirects = 5

    let eventLoopGroup: any EventLoopGroup
    /// Off by default: only public internet addresses are fetched (see `PublicAddresses`).
    var allowsPrivateNetworks: Bool
    let threadPool: NIOThreadPool
    var timeout: TimeInterval = defaultTimeout
    /// The addresses a host name stands for; tests answer as a rebinding DNS server would.
    var resolve: @Sendable (String) throws -> [[UInt8]] = PublicAddresses.resolve

    /// The page's text (decompressed by its Content-Encoding, and decoded like a saved page).
    func page(at address: String) async throws -> String {
        guard RecipeDraft.isWebAddress(address) else { throw AppError.invalid("url", .errorFieldNotWebAddress, ["url"]) }
        let timeout = self.timeout
        let bytes: [UInt8]
        do {
            bytes = try await withDeadline(seconds: timeout) { try await self.finalPage(for: address) }
        } catch let failure as FetchFailure {
            switch failure {
            case .status(let code): throw Self.failure(.errorImportFetchStatus, address, String(code))
            case .tooLarge: throw Self.failure(.errorImportFetchTooLarge, address, String(Self.maxBytes >> 20))
            case .tooManyRedirects: throw Self.failure(.errorImportFetchFailed, address, "too many redirects")
            case .privateAddress(let target): throw Self.failure(.errorImportAddressPrivate, address, target)
            case .unresolvable(let host): throw Self.failure(.errorImportFetchFailed, address, "the name \(host) could not be resolved")
            }
        } catch is DeadlineExceeded {
            throw Self.failure(.errorImportFetchTimeout, address, timeout.secondsText)
        } catch let error as HTTPClientError where [.deadlineExceeded, .readTimeout, .connectTimeout].contains(error) {
            throw Self.failure(.errorImportFetchTimeout, address, timeout.secondsText)
        } catch let error as NIOHTTPDecompression.DecompressionError where error == .limit {
            throw Self.failure(.errorImportFetchTooLarge, address, String(Self.maxBytes >> 20))
        } catch {
            throw Self.failure(.errorImportFetchFailed, address, Self.reason(error))
        }
        return WebPageDecoder.text(fromPlain: bytes)
    }

    private enum FetchFailure: Error {
        case status(UInt)
        case tooLarge
        case tooManyRedirects
        case privateAddress(String)
        case unresolvable(String)
    }

    private enum Hop {
        case page([UInt8])
        case redirect(String)
    }

    /// The body at the end of the address's redirects, each hop checked before it is fetched.
    private func finalPage(for address: String) async throws -> [UInt8] {
        var current = address
        for _ in 0...Self.maxRedirects {
            let client = HTTPClient(eventLoopGroupProvider: .shared(eventLoopGroup), configuration: try await configuration(for: current))
            let hop: Hop
            do {
                hop = try await fetch(current, with: client)
                try await client.shutdown()
            } catch {
                try? await client.shutdown()
                throw error
            }
            switch hop {
            case .page(let bytes): return bytes
            case .redirect(let next): current = next
            }
        }
        throw FetchFailure.tooManyRedirects
    }

    private func fetch(_ address: String, with client: HTTPClient) async throws -> Hop {
        var request = HTTPClientRequest(url: address)
        request.headers.add(name: "User-Agent", value: "Larder (recipe import)")
        request.headers.add(name: "Accept", value: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5")
        request.headers.add(name: "Accept-Encoding", value: "gzip, deflate")
        let response = try await client.execute(request, timeout: .milliseconds(Int64(timeout * 1000)))
        if [301, 302, 303, 307, 308].contains(response.status.code),
            let location = response.headers.first(name: "location"),
            let next = URL(string: location, relativeTo: URL(string: address))?.absoluteURL.absoluteString
        {
            guard RecipeDraft.isWebAddress(next) else { throw FetchFailure.status(response.status.code) }
            return .redirect(next)
        }
        guard (200..<300).contains(response.status.code) else { throw FetchFailure.status(response.status.code) }
        if let length = response.headers.first(name: "content-length").flatMap(Int.init), length > Self.maxBytes {
            throw FetchFailure.tooLarge
        }
        var collected: [UInt8] = []
        for try await chunk in response.body {
            guard collected.count + chunk.readableBytes <= Self.maxBytes else { throw FetchFailure.tooLarge }
            collected.append(contentsOf: chunk.readableBytesView)
        }
        return .page(collected)
    }

    /// A client for one hop: redirects are followed here, not by the client, so each is checked;
    /// the host connects to the address that was checked; bodies are inflated up to `maxBytes`.
    private func configuration(for address: String) async throws -> HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.decompression = .enabled(limit: .size(Self.maxBytes))
        if let host = URLComponents(string: address)?.host, !host.isEmpty {
            let checked = try await checkedAddress(of: host)
            configuration.dnsOverride = [host: PublicAddresses.text(checked)]
        }
        return configuration
    }

    private func checkedAddress(of host: String) async throws -> [UInt8] {
        let name = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        let resolve = self.resolve
        let addresses: [[UInt8]]
        do {
            addresses = try await threadPool.runIfActive { try resolve(name) }
        } catch is PublicAddresses.ResolutionFailed {
            throw FetchFailure.unresolvable(host)
        }
        guard let first = addresses.first else { throw FetchFailure.unresolvable(host) }
        if !allowsPrivateNetworks, let blocked = addresses.first(where: { !PublicAddresses.isPublic($0) }) {
            throw FetchFailure.privateAddress(PublicAddresses.text(blocked))
        }
        return first
    }

    private static func failure(_ phrase: Phrase, _ address: String, _ detail: String) -> AppError {
        AppError(.unprocessable, phrase, [address, detail], field: "url")
    }

    /// A short, readable cause: "Connection refused", "the address is not valid".
    static func reason(_ error: any Error) -> String {
        if let error = error as? HTTPClientError {
            if [.invalidURL, .emptyHost, .emptyScheme].contains(error) { return "the address is not valid" }
            if [.redirectLimitReached, .redirectCycleDetected].contains(error) { return "too many redirects" }
            return String(describing: error)
        }
        let text = String(describing: error)
        if let cause = text.range(of: "(errno:") {
            // "connection reset (error set): Connection refused (errno: 111)" → "Connection refused"
            let head = text[..<cause.lowerBound].trimmingCharacters(in: .whitespaces)
            return String(head.split(separator: ":").last ?? Substring(head)).trimmingCharacters(in: .whitespaces)
        }
        return String(text.prefix(200))
    }
}
