import Foundation
import LarderTestSupport
import Testing
import Vapor

@testable import LarderServer

/// Password guessing is slowed down however the guesses are sent: in a burst, from behind a
/// proxy, over the API or the web app.
@Suite("Login throttling")
struct LoginThrottleTests {
    @Test("Forty wrong passwords sent at once get at most five checks; the rest are told to wait", arguments: TestDatabase.all)
    func aBurstOfGuessesIsCheckedOneAtATime(database: TestDatabase) async throws {
        try await withApp(database) { app in
            // setup
            let ada = try await app.makeUser("Ada")

            // MUT
            let statuses = try await withThrowingTaskGroup(of: HTTPStatus.self) { group in
                for guess in 0..<40 {
                    group.addTask {
                        try await app.api(.POST, "/api/auth/login", json: ["login": ada.email, "password": "guess-\(guess)"]).status
                    }
                }
                return try await group.reduce(into: [HTTPStatus]()) { $0.append($1) }
            }

            // validate
            let checked = statuses.filter { $0 == .unauthorized }.count
            #expect(checked >= 1 && checked <= LoginThrottle.loginPolicy.freeFailures)
            #expect(statuses.filter { $0 == .tooManyRequests }.count == 40 - checked)
        }
    }

    @Test("Failures from one address do not refuse a right password from that address", arguments: [TestDatabase.sqlite])
    func anAddressesFailuresLeaveRightPasswordsIn(database: TestDatabase) async throws {
        try await withApp(database, configure: { $0.trustedProxies = [IPNetwork("127.0.0.1")!] }) { app in
            // setup: a household's router, seen through the reverse proxy on loopback
            app.use(TestClock())
            let ada = try await app.makeUser("Ada")
            let router = "203.0.113.7"
            try await withRunningServer(app) { baseURL in
                func signIn(_ login: String, _ password: String) async throws -> HTTPStatus {
                    try await app.client.post(URI(string: "\(baseURL)/api/auth/login")) { request in
                        request.headers.replaceOrAdd(name: .xForwardedFor, value: router)
                        try request.content.encode(["login": login, "password": password], as: .json)
                    }.status
                }
                for guess in 0..<LoginThrottle.addressPolicy.freeFailures + 3 {
                    _ = try await signIn("someone\(guess)@example.com", "wrong-password")
                }

                // MUT
                let wrong = try await signIn("another@example.com", "wrong-password")
                let right = try await signIn(ada.email, ada.password)

                // validate
                #expect(wrong == .tooManyRequests)
                #expect(right == .ok)
            }
        }
    }

    @Test("A refused sign-in on the web page says when to try again")
    func theWebPageSaysWhenToRetry() async throws {
        try await withApp(.sqlite) { app in
            // setup: the clock stands still, so the block cannot run out mid-test
            app.use(TestClock())
            let ada = try await app.makeUser("Ada")
            let browser = WebBrowser(app)
            _ = try await browser.get("/login")
            for _ in 0..<LoginThrottle.loginPolicy.freeFailures {
                _ = try await browser.post("/login", ["login": ada.email, "password": "wrong-password"])
            }

            // MUT
            let refused = try await browser.post("/login", ["login": ada.email, "password": ada.password])

            // validate
            #expect(refused.status == .tooManyRequests)
            #expect(refused.headers.first(name: .retryAfter).flatMap(Int.init) ?? 0 >= 1)
        }
    }
}

@Suite("Client addresses behind proxies")
struct ClientAddressTests {
    private let proxies = [IPNetwork("10.0.0.0/8")!, IPNetwork("::1")!]

    @Test func aClientSpeakingDirectlyIsItsOwnAddressWhateverItsHeadersSay() {
        let headers = HTTPHeaders([("X-Forwarded-For", "198.51.100.1")])
        #expect(ClientAddress.resolve(peer: "203.0.113.9", headers: headers, trusting: proxies) == "203.0.113.9")
    }

    @Test func aTrustedProxysForwardedForNamesTheClient() {
        let headers = HTTPHeaders([("X-Forwarded-For", "198.51.100.1, 10.1.2.3")])
        #expect(ClientAddress.resolve(peer: "10.0.0.5", headers: headers, trusting: proxies) == "198.51.100.1")
    }

    @Test func anAddressAClientPrependedIsNotBelievedPastTheFirstUntrustedHop() {
        let headers = HTTPHeaders([("X-Forwarded-For", "1.1.1.1, 198.51.100.1")])
        #expect(ClientAddress.resolve(peer: "10.0.0.5", headers: headers, trusting: proxies) == "198.51.100.1")
    }

    @Test func theStandardForwardedHeaderIsReadWithPortsAndIPv6() {
        let headers = HTTPHeaders([("Forwarded", #"for="[2001:db8::7]:4711";proto=https, for=10.0.0.9"#)])
        #expect(ClientAddress.resolve(peer: "::1", headers: headers, trusting: proxies) == "2001:db8::7")
    }

    @Test func rangesMatchByPrefix() {
        #expect(IPNetwork("192.168.0.0/16")!.contains("192.168.44.1"))
        #expect(!IPNetwork("192.168.0.0/16")!.contains("192.169.0.1"))
        #expect(IPNetwork("::ffff:10.0.0.1") != nil && IPNetwork("10.0.0.0/8")!.contains("::ffff:10.2.3.4"))
        #expect(IPNetwork("not an address") == nil && IPNetwork("10.0.0.0/33") == nil)
    }
}
