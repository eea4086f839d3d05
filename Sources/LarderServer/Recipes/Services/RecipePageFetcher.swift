import AsyncHTTPClient
import Foundation
import LarderCore
import NIOCore
import NIOHTTP1
import NIOPosix

/// Fetches a web page to import a recipe from: http or https only, redirects followed, at most
/// `maxBytes`, within `timeout`. Every way a fetch can fail is a 422 naming `url` that says what
/// happened — the page is the user's choice, its site's troubles are not the server's.
struct RecipePageFetcher {
    /// Larger than any real recipe page (the biggest shared pages are about 2.5 MB).
    static let maxBytes = 5 << 20
    static let defaultTimeout: TimeInterval = 10

    static let maxRedirects = 5

    /// A client that does not follow redirects by itself, so every hop's address is checked.
    let client: HTTPClient
    /// Off by default: only public internet addresses are fetched (see `PublicAddresses`).
    var allowsPrivateNetworks: Bool
    let threadPool: NIOThreadPool
    var timeout: TimeInterval = defaultTimeout

    /// The page's text (gunzipped and decoded like a saved page).
    func page(at address: String) async throws -> String {
        guard RecipeDraft.isWebAddress(address) else { throw AppError.invalid("url", .errorFieldNotWebAddress, ["url"]) }
        let timeout = self.timeout
        let bytes: [UInt8]
        do {
            bytes = try await withDeadline(seconds: timeout) {
                let response = try await self.finalResponse(for: address)
                guard (200..<300).contains(response.status.code) else { throw FetchFailure.status(response.status.code) }
                if let length = response.headers.first(name: "content-length").flatMap(Int.init), length > Self.maxBytes {
                    throw FetchFailure.tooLarge
                }
                var collected: [UInt8] = []
                for try await chunk in response.body {
                    guard collected.count + chunk.readableBytes <= Self.maxBytes else { throw FetchFailure.tooLarge }
                    collected.append(contentsOf: chunk.readableBytesView)
                }
                return collected
            }
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
        } catch {
            throw Self.failure(.errorImportFetchFailed, address, Self.reason(error))
        }
        do {
            return try WebPageDecoder.text(from: bytes)
        } catch {
            throw Self.failure(.errorImportFetchFailed, address, "the page is damaged gzip")
        }
    }

    private enum FetchFailure: Error {
        case status(UInt)
        case tooLarge
        case tooManyRedirects
        case privateAddress(String)
        case unresolvable(String)
    }

    /// The answer at the end of the address's redirects, each hop checked before it is fetched.
    private func finalResponse(for address: String) async throws -> HTTPClientResponse {
        var current = address
        for _ in 0...Self.maxRedirects {
            try await checkAddress(current)
            var request = HTTPClientRequest(url: current)
            request.headers.add(name: "User-Agent", value: "Larder (recipe import)")
            request.headers.add(name: "Accept", value: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5")
            let response = try await client.execute(request, timeout: .milliseconds(Int64(timeout * 1000)))
            guard [301, 302, 303, 307, 308].contains(response.status.code),
                  let location = response.headers.first(name: "location"),
                  let next = URL(string: location, relativeTo: URL(string: current))?.absoluteURL.absoluteString
            else { return response }
            guard RecipeDraft.isWebAddress(next) else { throw FetchFailure.status(response.status.code) }
            current = next
        }
        throw FetchFailure.tooManyRedirects
    }

    private func checkAddress(_ address: String) async throws {
        guard !allowsPrivateNetworks, let host = URLComponents(string: address)?.host, !host.isEmpty else { return }
        do {
            if let address = try await PublicAddresses.firstPrivateAddress(of: host, threadPool: threadPool) {
                throw FetchFailure.privateAddress(address)
            }
        } catch is PublicAddresses.ResolutionFailed {
            throw FetchFailure.unresolvable(host)
        }
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
