import AsyncHTTPClient
import Foundation
import LarderTestSupport
import NIOCore
import Testing

/// Just enough of the W3C WebDriver protocol to drive headless Chromium through chromedriver.
final class WebDriver: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static let chromedriver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver", "/usr/local/bin/chromedriver"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }
    static var isAvailable: Bool { chromium != nil && chromedriver != nil }

    private let driver: Process
    private let endpoint: URL
    private var sessionID = ""

    /// Starts chromedriver and a headless browser with a phone-sized window.
    init(port: Int, windowSize: (width: Int, height: Int) = (390, 844)) async throws {
        guard let chromedriver = Self.chromedriver, let chromium = Self.chromium else {
            throw Failure(description: "chromium and chromedriver are not installed")
        }
        driver = Process()
        driver.executableURL = URL(fileURLWithPath: chromedriver)
        driver.arguments = ["--port=\(port)"]
        driver.standardOutput = FileHandle.nullDevice
        driver.standardError = FileHandle.nullDevice
        try driver.run()
        endpoint = URL(string: "http://127.0.0.1:\(port)")!
        for _ in 0..<100 {
            if (try? await request("GET", "/status")) != nil { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        let capabilities: [String: Any] = [
            "capabilities": ["alwaysMatch": [
                "browserName": "chrome",
                "goog:chromeOptions": [
                    "binary": chromium,
                    "args": ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                             "--window-size=\(windowSize.width),\(windowSize.height)", "--lang=en-US"],
                ],
            ]],
        ]
        let session = try await request("POST", "/session", capabilities)
        guard let id = session["sessionId"] as? String else { throw Failure(description: "no session: \(session)") }
        sessionID = id
    }

    /// A new browser for `body`, always quit afterwards; when `body` fails, what the browser showed
    /// is kept in the temporary folder as larder-`name`-failure.png.
    static func with<T>(
        _ name: String, windowSize: (width: Int, height: Int) = (390, 844), _ body: (WebDriver) async throws -> T
    ) async throws -> T {
        let browser = try await WebDriver(port: try FreePort.find(), windowSize: windowSize)
        do {
            let result = try await body(browser)
            await browser.quit()
            return result
        } catch {
            let failure = FileManager.default.temporaryDirectory.appendingPathComponent("larder-\(name)-failure.png")
            try? await browser.screenshot(to: failure.path)
            await browser.quit()
            throw error
        }
    }

    func quit() async {
        _ = try? await request("DELETE", "/session/\(sessionID)")
        driver.terminate()
        // Polled rather than waitUntilExit(), which can block a cooperative thread for good.
        for _ in 0..<50 where driver.isRunning {
            try? await Task.sleep(for: .milliseconds(100))
        }
        if driver.isRunning { kill(driver.processIdentifier, SIGKILL) }
    }

    func open(_ url: URL) async throws {
        _ = try await request("POST", "/session/\(sessionID)/url", ["url": url.absoluteString])
    }

    func type(_ text: String, into selector: String) async throws {
        let element = try await find(selector)
        _ = try await request("POST", "/session/\(sessionID)/element/\(element)/clear", [:])
        _ = try await request("POST", "/session/\(sessionID)/element/\(element)/value", ["text": text])
    }

    /// Scrolls the element to the middle of the window first, as a person would, so the fixed tab
    /// bar never covers it, then clicks it. A live page may swap the element for a fresh copy
    /// between finding and clicking it (a person would click the copy): it is found again.
    func click(_ selector: String) async throws {
        for attempt in 1...3 {
            do {
                let element = try await find(selector)
                try await scrollToMiddle(element)
                _ = try await request("POST", "/session/\(sessionID)/element/\(element)/click", [:])
                return
            } catch where attempt < 3 && "\(error)".contains("stale element reference") {
                try await Task.sleep(for: .milliseconds(100))
            }
        }
    }

    /// A finger on the element's middle, dragged `dx` points sideways over a third of a second.
    func swipe(_ selector: String, by dx: Int) async throws {
        let element = try await find(selector)
        try await scrollToMiddle(element)
        let finger: [[String: Any]] = [
            ["type": "pointerMove", "duration": 0, "origin": [Self.elementKey: element], "x": 0, "y": 0],
            ["type": "pointerDown", "button": 0],
            ["type": "pointerMove", "duration": 150, "origin": "pointer", "x": dx / 2, "y": 0],
            ["type": "pointerMove", "duration": 150, "origin": "pointer", "x": dx - dx / 2, "y": 0],
            ["type": "pointerUp", "button": 0],
        ]
        try await perform(finger, with: "touch")
    }

    /// The mouse pressed on the element's middle and moved `dy` points down (up when negative).
    func drag(_ selector: String, byY dy: Int) async throws {
        let element = try await find(selector)
        let hand: [[String: Any]] = [
            ["type": "pointerMove", "duration": 0, "origin": [Self.elementKey: element], "x": 0, "y": 0],
            ["type": "pointerDown", "button": 0],
            ["type": "pointerMove", "duration": 150, "origin": "pointer", "x": 0, "y": dy / 2],
            ["type": "pointerMove", "duration": 150, "origin": "pointer", "x": 0, "y": dy - dy / 2],
            ["type": "pointerUp", "button": 0],
        ]
        try await perform(hand, with: "mouse")
    }

    /// Drags `selector` by the mouse onto the middle of `target`, the way a person drops a card
    /// on a slot; the page is scrolled so that the dragged element is in the middle (clear of the sticky bars).
    func drag(_ selector: String, onto target: String) async throws {
        let element = try await find(selector)
        try await scrollToMiddle(element)
        let destination = try await find(target)
        let hand: [[String: Any]] = [
            ["type": "pointerMove", "duration": 0, "origin": [Self.elementKey: element], "x": 0, "y": 0],
            ["type": "pointerDown", "button": 0],
            ["type": "pointerMove", "duration": 150, "origin": "pointer", "x": 0, "y": 10],
            ["type": "pointerMove", "duration": 300, "origin": [Self.elementKey: destination], "x": 0, "y": 0],
            ["type": "pointerUp", "button": 0],
        ]
        try await perform(hand, with: "mouse")
    }

    /// The element in the middle of the window, clear of the sticky top bar and the tab bar.
    private func scrollToMiddle(_ element: String) async throws {
        _ = try await request("POST", "/session/\(sessionID)/execute/sync", [
            "script": "arguments[0].scrollIntoView({block: 'center'})", "args": [[Self.elementKey: element]],
        ])
    }

    /// One pointer's actions, by a mouse or a finger ("mouse" or "touch").
    private func perform(_ actions: [[String: Any]], with pointer: String) async throws {
        _ = try await request("POST", "/session/\(sessionID)/actions", [
            "actions": [["type": "pointer", "id": pointer, "parameters": ["pointerType": pointer], "actions": actions]]
        ])
    }

    private static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    func text(_ selector: String) async throws -> String {
        try await request("GET", "/session/\(sessionID)/element/\(try await find(selector))/text")["value"] as? String ?? ""
    }

    /// Runs `source` in the page; with `async`, the script calls `arguments[0]` with its answer.
    func script(_ source: String, async: Bool = false) async throws -> Any? {
        try await request("POST", "/session/\(sessionID)/execute/\(async ? "async" : "sync")", ["script": source, "args": []])["value"]
    }

    func currentPath() async throws -> String {
        let url = try await request("GET", "/session/\(sessionID)/url")["value"] as? String ?? ""
        return URL(string: url)?.path ?? url
    }

    /// How long a page may take to change before a wait gives up. A deadline, not a speed test: on
    /// the two-core CI machine running the whole suite, a live update has taken over ten seconds.
    static let patience: TimeInterval = 60

    /// How long one command to the driver may take. A click that submits a form returns only when the
    /// answer's page has loaded, and a debug build filling a planner week on the loaded two-core
    /// machine has taken over a minute: a deadline for a stuck driver, not a speed test.
    static let commandDeadline: TimeInterval = 600

    /// Waits until the page's text contains `text` (pages load after clicks asynchronously).
    func waitForText(_ text: String, timeout: TimeInterval = patience) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            last = (try? await script("return document.body ? document.body.innerText : ''") as? String) ?? ""
            if last.contains(text) { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw Failure(description: "the page never showed “\(text)”; it showed: \(last.prefix(500))")
    }

    /// Waits until a script expression is true in the page.
    func waitFor(_ condition: String, timeout: TimeInterval = patience) async throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try await script("return !!(\(condition))") as? Bool == true { return }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw Failure(description: "the page never met: \(condition)")
    }

    /// Signs in through the sign-in form, as a person would, and waits for the page after it.
    func signIn(at baseURL: URL, as email: String, password: String = "correct horse") async throws {
        try await open(baseURL.appendingPathComponent("login"))
        try await type(email, into: "#login")
        try await type(password, into: "#password")
        try await click("form[action='/login'] button[type=submit]")
        try await waitFor("location.pathname !== '/login'")
    }

    /// With LARDER_BROWSER_SCREENSHOTS set to a folder, keeps what the browser showed, for people to look at.
    func keepScreenshot(_ name: String) async throws {
        guard let folder = ProcessInfo.processInfo.environment["LARDER_BROWSER_SCREENSHOTS"] else { return }
        try await screenshot(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name).png").path)
    }

    func screenshot(to path: String) async throws {
        let encoded = try await request("GET", "/session/\(sessionID)/screenshot")["value"] as? String ?? ""
        if let data = Data(base64Encoded: encoded) { try data.write(to: URL(fileURLWithPath: path)) }
    }

    private func find(_ selector: String) async throws -> String {
        let deadline = Date().addingTimeInterval(10)
        while true {
            let found = try? await request("POST", "/session/\(sessionID)/element", ["using": "css selector", "value": selector])
            if let element = found?["value"] as? [String: Any], let id = element.values.first as? String { return id }
            if Date() > deadline { throw Failure(description: "no element matches \(selector)") }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    @discardableResult
    private func request(_ method: String, _ path: String, _ body: [String: Any]? = nil) async throws -> [String: Any] {
        var request = HTTPClientRequest(url: endpoint.absoluteString + path)
        request.method = .RAW(value: method)
        if let body {
            request.headers.add(name: "Content-Type", value: "application/json")
            request.body = .bytes(ByteBuffer(data: try JSONSerialization.data(withJSONObject: body)))
        }
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(Int64(Self.commandDeadline)))
        let data = Data(buffer: try await response.body.collect(upTo: 64 << 20))
        let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
        if response.status.code >= 400 {
            throw Failure(description: "\(method) \(path): \(response.status.code) \(String(decoding: data, as: UTF8.self).prefix(300))")
        }
        if path == "/session", method == "POST" { return json["value"] as? [String: Any] ?? json }
        return json
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a suite only where Chromium and its driver are installed, and says why it skipped otherwise.
    static var needsChromium: Self {
        .enabled(if: WebDriver.isAvailable, "chromium and chromium-driver are not installed (.ci/run installs them)")
    }
}
