import AsyncHTTPClient
import Foundation
import LarderCore
import NIOCore
import NIOHTTP1

/// Fetches a web page to import a recipe from: http or https only, redirects followed, at most
/// `maxBytes`, within `timeout`. Every way a fetch can fail is a 422 naming `url` that says what
/// happened — the page is the user's choice, its site's troubles are not the server's.
struct RecipePageFetcher {
    /// Larger than any real recipe page (the biggest shared pages are about 2.5 MB).
    static let maxBytes = 5 << 20
    static let defaultTimeout: TimeInterval = 10

    let client: HTTPClient
    var timeout: TimeInterval = defaultTimeout

    /// The page's text (gunzipped and decoded like a saved page).
    func page(at address: String) async throws -> String {
        guard RecipeDraft.isWebAddress(address) else { throw AppError.invalid("url", .errorFieldNotWebAddress, ["url"]) }
        var outgoing = HTTPClientRequest(url: address)
        outgoing.headers.add(name: "User-Agent", value: "Larder (recipe import)")
        outgoing.headers.add(name: "Accept", value: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5")
        let request = outgoing
        let client = self.client
        let timeout = self.timeout
        let bytes: [UInt8]
        do {
            bytes = try await withDeadline(seconds: timeout) {
                let response = try await client.execute(request, timeout: .milliseconds(Int64(timeout * 1000)))
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
